// Business hours are read in the store's time zone, across weekends and daylight-saving changes.
import { expect, test } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "./defaults.ts";
import { isOpenAt, nextOpening, openingLabel, startOfLocalDay } from "./hours.ts";

const tz = "America/Chicago";
const at = (iso: string) => new Date(iso);

test("a store with the default hours is open 09:00-17:00 on weekdays in its own time zone", () => {
  expect(isOpenAt(DEFAULT_BUSINESS_HOURS, tz, at("2026-11-23T15:00:00Z"))).toBe(true); // Monday 09:00 CST
  expect(isOpenAt(DEFAULT_BUSINESS_HOURS, tz, at("2026-11-23T14:59:00Z"))).toBe(false); // 08:59
  expect(isOpenAt(DEFAULT_BUSINESS_HOURS, tz, at("2026-11-23T23:00:00Z"))).toBe(false); // 17:00 closes
  expect(isOpenAt(DEFAULT_BUSINESS_HOURS, "Asia/Tokyo", at("2026-11-23T15:00:00Z"))).toBe(false); // Tue 00:00 there
});

test("the next opening skips closed days and names the day", () => {
  const afterSaturday = nextOpening(DEFAULT_BUSINESS_HOURS, tz, at("2026-11-21T22:00:00Z")); // Sat 16:00
  expect(afterSaturday?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
  expect(openingLabel(afterSaturday, tz)).toBe("Opens Monday 09:00");
  const evening = nextOpening(DEFAULT_BUSINESS_HOURS, tz, at("2026-11-23T23:30:00Z"));
  expect(openingLabel(evening, tz)).toBe("Opens Tuesday 09:00");
});

test("openings after a daylight-saving change land on the local wall-clock time", () => {
  // Sunday 8 March 2026, 01:30 CST: clocks go forward at 02:00; Monday opens 09:00 CDT = 14:00Z.
  expect(nextOpening(DEFAULT_BUSINESS_HOURS, tz, at("2026-03-08T07:30:00Z"))?.toISOString()).toBe(
    "2026-03-09T14:00:00.000Z",
  );
  expect(startOfLocalDay(at("2026-03-09T20:00:00Z"), tz).toISOString()).toBe("2026-03-09T05:00:00.000Z");
});

test("closeTime 24:00 keeps a store open until midnight, and a store never open has no next opening", () => {
  const allDay = Object.fromEntries(
    Object.keys(DEFAULT_BUSINESS_HOURS).map((day) => [day, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
  ) as typeof DEFAULT_BUSINESS_HOURS;
  expect(isOpenAt(allDay, tz, at("2026-11-24T05:59:00Z"))).toBe(true); // Mon 23:59
  const never = Object.fromEntries(
    Object.keys(DEFAULT_BUSINESS_HOURS).map((day) => [day, { isOpen: false, openTime: "09:00", closeTime: "17:00" }]),
  ) as typeof DEFAULT_BUSINESS_HOURS;
  expect(nextOpening(never, tz, at("2026-11-23T15:00:00Z"))).toBeNull();
  expect(openingLabel(null, tz)).toBe("Closed");
});
