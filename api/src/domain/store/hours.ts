// Whether a kitchen is open at an instant, and when it opens next, read in the store's time zone.
import { WEEKDAYS, type BusinessHours, type Weekday } from "./defaults.ts";

type LocalTime = { weekday: Weekday; year: number; month: number; day: number; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "long",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localTime(instant: Date, timeZone: string): LocalTime & { second: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    weekday: parts.weekday!.toLowerCase() as Weekday,
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
}

/** "HH:MM" to minutes after midnight; "24:00" is 1440. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** The instant a wall-clock time happens in a time zone (the later one when a DST change repeats it). */
export function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const seen = localTime(new Date(guess), timeZone);
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minutes, seen.second);
    guess += wall - seenWall;
  }
  return new Date(guess);
}

export function isOpenAt(hours: BusinessHours, timeZone: string, now: Date): boolean {
  const local = localTime(now, timeZone);
  const today = hours[local.weekday];
  return today.isOpen && minutesOf(today.openTime) <= local.minutes && local.minutes < minutesOf(today.closeTime);
}

/** The next instant the kitchen opens after `now` (now itself when open), or null when it is never open. */
export function nextOpening(hours: BusinessHours, timeZone: string, now: Date): Date | null {
  if (isOpenAt(hours, timeZone, now)) return now;
  const local = localTime(now, timeZone);
  const start = WEEKDAYS.indexOf(local.weekday);
  for (let offset = 0; offset <= 7; offset++) {
    const day = hours[WEEKDAYS[(start + offset) % 7]!];
    if (!day.isOpen || minutesOf(day.openTime) >= minutesOf(day.closeTime)) continue;
    if (offset === 0 && local.minutes >= minutesOf(day.openTime)) continue;
    // Calendar arithmetic on the local date; Date.UTC normalises the day overflow.
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    return instantOf(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      minutesOf(day.openTime),
      timeZone,
    );
  }
  return null;
}

/** 'Opens Monday 09:00' style text, in the store's time zone. */
export function openingLabel(opening: Date | null, timeZone: string): string {
  if (!opening) return "Closed";
  const local = localTime(opening, timeZone);
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, "0");
  const mm = String(local.minutes % 60).padStart(2, "0");
  return `Opens ${local.weekday[0]!.toUpperCase()}${local.weekday.slice(1)} ${hh}:${mm}`;
}

/** The instant the store's local day containing `now` began. */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const local = localTime(now, timeZone);
  return instantOf(local.year, local.month, local.day, 0, timeZone);
}
