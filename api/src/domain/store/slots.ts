// Order ahead, as pure rules: the 30-minute delivery slots a kitchen offers on a local date, inside
// its business hours and its time zone, from the first slot its cutoff still allows up to 7 days
// ahead, each with the room its slot capacity leaves.
import type { Store } from "./defaults.ts";
import { WEEKDAYS } from "./defaults.ts";
import { instantOf, localTime, minutesOf } from "./hours.ts";

export const SLOT_MINUTES = 30;
/** How far ahead a customer may order. */
export const BOOKING_DAYS = 7;
const MINUTE_MS = 60_000;

/** A slot closes this many minutes before it starts: the saved cutoff, or the preparation time. */
export const slotCutoffMinutes = (store: Pick<Store, "orderCutoffMinutes" | "preparationTime">) =>
  store.orderCutoffMinutes ?? store.preparationTime;

/** Scheduled orders one slot takes: the saved capacity, or half the hourly capacity (at least 1). */
export const slotCapacity = (store: Pick<Store, "maxOrdersPerSlot" | "maxOrdersPerHour">) =>
  store.maxOrdersPerSlot ?? Math.max(1, Math.floor(store.maxOrdersPerHour / 2));

export type LocalDate = { year: number; month: number; day: number };

/** "YYYY-MM-DD" as a calendar date, or null when it is not one. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The kitchen's local date of an instant. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = localTime(instant, timeZone);
  return { year, month, day };
}

export const formatLocalDate = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Why a slot cannot be booked; null when it can. */
export type SlotRefusal = "past" | "cutoff" | "too_far" | "vacation" | "full" | "day_off" | "sold_out";

export type Slot = { start: Date; end: Date; available: boolean; remaining: number; refusal: SlotRefusal | null };

/** The starts of the kitchen's slots on a local date, inside that weekday's hours. */
export function slotStartsOn(store: Pick<Store, "businessHours" | "timeZone">, date: LocalDate): Date[] {
  const weekday = WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;
  const hours = store.businessHours[weekday];
  if (!hours.isOpen) return [];
  const starts: Date[] = [];
  for (let m = minutesOf(hours.openTime); m + SLOT_MINUTES <= minutesOf(hours.closeTime); m += SLOT_MINUTES)
    starts.push(instantOf(date.year, date.month, date.day, m, store.timeZone));
  return starts;
}

/** Whether a slot starting at `start` may still be booked now, leaving aside its capacity. */
export function slotRefusal(
  store: Store,
  start: Date,
  now: Date,
): Exclude<SlotRefusal, "full" | "day_off" | "sold_out"> | null {
  if (start.getTime() <= now.getTime()) return "past";
  if (start.getTime() - slotCutoffMinutes(store) * MINUTE_MS < now.getTime()) return "cutoff";
  if (start.getTime() > now.getTime() + BOOKING_DAYS * 24 * 60 * MINUTE_MS) return "too_far";
  if (store.vacationMode) return "vacation";
  return null;
}

/** The slots of a local date with their room, given how many orders each start already holds. */
export function slotsOn(store: Store, date: LocalDate, now: Date, booked: (start: Date) => number): Slot[] {
  const capacity = slotCapacity(store);
  return slotStartsOn(store, date).map((start) => {
    const remaining = Math.max(0, capacity - booked(start));
    const refusal = slotRefusal(store, start, now) ?? (remaining === 0 ? "full" : null);
    return {
      start,
      end: new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS),
      available: refusal == null,
      remaining,
      refusal,
    };
  });
}

/** Whether `start` is the start of one of the kitchen's slots (on its own local date). */
export function isSlotStart(store: Store, start: Date): boolean {
  return slotStartsOn(store, localDateOf(start, store.timeZone)).some((s) => s.getTime() === start.getTime());
}

const clock = (instant: Date, timeZone: string) => {
  const { minutes } = localTime(instant, timeZone);
  const hour = Math.floor(minutes / 60);
  return { text: `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`, half: hour < 12 ? "AM" : "PM" };
};

/** "Fri 6:30-7:00 PM" (or "Fri 11:30 AM-12:00 PM"), in the kitchen's time zone. */
export function slotLabel(start: Date, timeZone: string): string {
  const weekday = localTime(start, timeZone).weekday;
  const day = `${weekday[0]!.toUpperCase()}${weekday.slice(1, 3)}`;
  const from = clock(start, timeZone);
  const to = clock(new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS), timeZone);
  return from.half === to.half
    ? `${day} ${from.text}-${to.text} ${to.half}`
    : `${day} ${from.text} ${from.half}-${to.text} ${to.half}`;
}

/** "Friday, November 27": the day heading of the cook's upcoming scheduled orders. */
export function dayLabel(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(instant);
}

/** An instant as ISO 8601 with the kitchen's UTC offset, e.g. "2026-11-27T18:30:00-06:00". */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const local = localTime(instant, timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes, local.second);
  const offset = Math.round((wall - instant.getTime()) / MINUTE_MS);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatLocalDate(local)}T${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}:${pad(local.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
