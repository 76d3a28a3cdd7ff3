// The promo code rules on their own: what a code takes off, and the order its refusals are checked in.
import { describe, expect, test } from "vitest";
import { discountCents, refusalByDate, refusalByUse } from "./rules.ts";

describe("the rules", () => {
  test("a percent code takes its share of the subtotal rounded half-up, an amount at most the subtotal, free delivery the fee", () => {
    expect(discountCents({ kind: "percent", value: 10 }, { subtotalCents: 3105, deliveryFeeCents: 99 })).toBe(311);
    expect(discountCents({ kind: "amount", value: 5000 }, { subtotalCents: 3100, deliveryFeeCents: 99 })).toBe(3100);
    expect(discountCents({ kind: "free_delivery", value: 0 }, { subtotalCents: 3100, deliveryFeeCents: 124 })).toBe(
      124,
    );
  });

  test("a code is refused before its start and from its end", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(refusalByDate({ startsAt: new Date("2026-12-02"), endsAt: null }, now)).toBe("not_started");
    expect(refusalByDate({ startsAt: null, endsAt: now }, now)).toBe("expired");
    expect(refusalByDate({ startsAt: new Date("2026-11-01"), endsAt: new Date("2026-12-02") }, now)).toBeNull();
  });

  test("first order only, then the customer's limit, then the total limit", () => {
    const code = { maxRedemptions: 1, perCustomerLimit: 1, firstOrderOnly: true };
    expect(refusalByUse(code, { total: 1, byCustomer: 1, customerHasOrdered: true })).toBe("first_order_only");
    expect(
      refusalByUse({ ...code, firstOrderOnly: false }, { total: 1, byCustomer: 1, customerHasOrdered: true }),
    ).toBe("already_used");
    expect(refusalByUse(code, { total: 1, byCustomer: 0, customerHasOrdered: false })).toBe("used_up");
  });
});
