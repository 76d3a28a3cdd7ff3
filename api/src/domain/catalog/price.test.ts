// The spec's special-price rule and percent-off formula (customer spec §4), as pure functions.
import { describe, expect, test } from "vitest";
import { effectivePriceCents, percentOff, specialApplies } from "./price.ts";

const now = new Date("2026-06-01T12:00:00Z");
const dish = (o: Partial<Parameters<typeof specialApplies>[0]> = {}) => ({
  priceCents: 1200,
  isOnSpecial: true,
  specialPriceCents: 999,
  specialEndDate: null,
  ...o,
});

describe("special prices", () => {
  test("a special without an end date applies: special price and rounded percent off", () => {
    expect(specialApplies(dish(), now)).toBe(true);
    expect(effectivePriceCents(dish(), now)).toBe(999);
    expect(percentOff(dish(), now)).toBe(17); // (12.00 - 9.99) / 12.00 = 16.75%
  });

  test("a special with an end date ahead applies", () => {
    expect(effectivePriceCents(dish({ specialEndDate: new Date("2026-06-02T00:00:00Z") }), now)).toBe(999);
  });

  test("a special past its end date is not applied: regular price, no percent off", () => {
    const ended = dish({ specialEndDate: new Date("2026-05-31T23:59:59Z") });
    expect(specialApplies(ended, now)).toBe(false);
    expect(effectivePriceCents(ended, now)).toBe(1200);
    expect(percentOff(ended, now)).toBeNull();
  });

  test("a special ending exactly now has ended", () => {
    expect(effectivePriceCents(dish({ specialEndDate: now }), now)).toBe(1200);
  });

  test("a special that is off, or has no price, is not applied", () => {
    expect(effectivePriceCents(dish({ isOnSpecial: false }), now)).toBe(1200);
    expect(effectivePriceCents(dish({ specialPriceCents: null }), now)).toBe(1200);
  });

  test("percent off rounds half up: 12.5% is 13%, 12.4% is 12%", () => {
    expect(percentOff(dish({ priceCents: 1000, specialPriceCents: 875 }), now)).toBe(13);
    expect(percentOff(dish({ priceCents: 1000, specialPriceCents: 876 }), now)).toBe(12);
  });
});
