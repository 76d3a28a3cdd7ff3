// Delivery slots are 30 minutes inside the business hours, in the kitchen's time zone (across
// daylight-saving changes), bookable from the cutoff up to 7 days ahead, with the slot capacity's room.
import { expect, test } from "vitest";
import { defaultStore, type Store } from "./defaults.ts";
import {
  isoWithOffset,
  isSlotStart,
  parseLocalDate,
  slotCapacity,
  slotCutoffMinutes,
  slotLabel,
  slotsOn,
} from "./slots.ts";

const store = (change: Partial<Store> = {}): Store => ({
  ...defaultStore({ id: 1, name: "Test Kitchen", email: "k@example.com", phone: null, address: null }),
  ...change,
});
const friday = parseLocalDate("2026-11-27")!; // default hours 09:00-17:00 in America/Chicago (CST, -06:00)
const thursdayNoon = new Date("2026-11-26T18:00:00Z");

test("a weekday of 09:00-17:00 has sixteen 30-minute slots, each with the kitchen's UTC offset", () => {
  const slots = slotsOn(store(), friday, thursdayNoon, () => 0);
  expect(slots).toHaveLength(16);
  expect(isoWithOffset(slots[0]!.start, "America/Chicago")).toBe("2026-11-27T09:00:00-06:00");
  expect(isoWithOffset(slots[15]!.end, "America/Chicago")).toBe("2026-11-27T17:00:00-06:00");
  expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 30 * 60_000)).toBe(true);
});

test("a closed day has no slots", () => {
  expect(slotsOn(store(), parseLocalDate("2026-11-29")!, thursdayNoon, () => 0)).toEqual([]); // Sunday
});

test("a slot closes its cutoff before it starts: the preparation time unless the cutoff is set", () => {
  const now = new Date("2026-11-27T15:10:00Z"); // Fri 09:10 CST
  const byPrep = slotsOn(store({ preparationTime: 45 }), friday, now, () => 0);
  expect(byPrep.find((s) => s.available)!.start.toISOString()).toBe("2026-11-27T16:00:00.000Z"); // 10:00, first >= 09:55
  expect(byPrep[0]!.refusal).toBe("past");
  expect(byPrep[1]!.refusal).toBe("cutoff");
  const byCutoff = slotsOn(store({ preparationTime: 45, orderCutoffMinutes: 120 }), friday, now, () => 0);
  expect(byCutoff.find((s) => s.available)!.start.toISOString()).toBe("2026-11-27T17:30:00.000Z"); // 11:30
  expect(slotCutoffMinutes(store({ preparationTime: 45 }))).toBe(45);
});

test("slots more than 7 days ahead cannot be booked, and a kitchen on vacation takes none", () => {
  const later = slotsOn(store(), parseLocalDate("2026-12-07")!, thursdayNoon, () => 0); // Monday, 11 days on
  // "Every" of an empty list is true: the day must have its slots before each is judged.
  expect(later.length).toBeGreaterThan(0);
  expect(later.every((s) => s.refusal === "too_far")).toBe(true);
  const onVacation = slotsOn(store({ vacationMode: true }), friday, thursdayNoon, () => 0);
  expect(onVacation.length).toBeGreaterThan(0);
  expect(onVacation.every((s) => s.refusal === "vacation")).toBe(true);
});

test("a slot's capacity is half the hourly capacity unless set; a full slot is unavailable", () => {
  expect(slotCapacity(store({ maxOrdersPerHour: 10 }))).toBe(5);
  expect(slotCapacity(store({ maxOrdersPerHour: 1 }))).toBe(1);
  expect(slotCapacity(store({ maxOrdersPerSlot: 3 }))).toBe(3);
  const slots = slotsOn(store({ maxOrdersPerSlot: 2 }), friday, thursdayNoon, (start) =>
    start.getUTCHours() === 15 ? 2 : 1,
  );
  expect(slots[0]).toMatchObject({ available: false, remaining: 0, refusal: "full" });
  expect(slots[2]).toMatchObject({ available: true, remaining: 1, refusal: null });
});

test("slots follow the wall clock across a daylight-saving change", () => {
  const allDay = store({
    businessHours: { ...store().businessHours, sunday: { isOpen: true, openTime: "00:00", closeTime: "04:00" } },
  });
  // 2026-11-01: clocks in Chicago go back at 02:00, so 01:00-02:00 happens twice.
  const slots = slotsOn(allDay, parseLocalDate("2026-11-01")!, new Date("2026-10-25T12:00:00Z"), () => 0);
  expect(slots.map((s) => isoWithOffset(s.start, "America/Chicago"))).toContain("2026-11-01T03:30:00-06:00");
  expect(isoWithOffset(slots[0]!.start, "America/Chicago")).toBe("2026-11-01T00:00:00-05:00");
});

test("only the start of an offered slot is one; labels read in the kitchen's time zone", () => {
  expect(isSlotStart(store(), new Date("2026-11-27T16:30:00Z"))).toBe(true); // 10:30
  expect(isSlotStart(store(), new Date("2026-11-27T16:15:00Z"))).toBe(false); // 10:15
  expect(isSlotStart(store(), new Date("2026-11-27T23:00:00Z"))).toBe(false); // 17:00, after closing
  expect(slotLabel(new Date("2026-11-28T00:30:00Z"), "America/Chicago")).toBe("Fri 6:30-7:00 PM");
  expect(slotLabel(new Date("2026-11-27T17:30:00Z"), "America/Chicago")).toBe("Fri 11:30 AM-12:00 PM");
  expect(parseLocalDate("2026-02-30")).toBeNull();
});
