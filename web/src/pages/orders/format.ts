// How orders show money, statuses and times (customer spec §4 and §9).

/** "$12.34" from cents. */
export function formatCents(cents: number) {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The spec's badge colours: delivered green; on the way and picked up blue; preparing and ready yellow; cancelled red; others grey. */
export function statusColor(status: string) {
  if (status === "DELIVERED") return "green";
  if (status === "ON_WAY" || status === "PICKED_UP") return "blue";
  if (status === "PREPARING" || status === "READY") return "yellow";
  if (status === "CANCELLED") return "red";
  return "gray";
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday"; the spec's 'Recently' when the time is unknown or just now. */
export function relativeTime(iso: string | null | undefined, now = Date.now()) {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return "Recently";
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "Recently";
}
