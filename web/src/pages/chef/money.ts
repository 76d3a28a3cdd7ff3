/** Cents as the spec shows money: dollars with 2 decimals. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A dollar amount typed in a form, in cents; null when it is not a number. */
export function toCents(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text.replace(/^\$/, ""));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}
