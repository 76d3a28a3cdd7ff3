// Helpers for promo code stories: a code of one's own over /api, and the spec client's paid order with a code.
import { expect } from "vitest";
import { TEST_CARD } from "./orders.ts";
import type { TestClient } from "./server.ts";

export function promoHelpers() {
  let made = 0;
  return {
    /** A new code of the owner's over /api, with a text unique in the file unless one is given. */
    async makeCode(owner: TestClient, settings: Record<string, unknown>) {
      const res = await owner.rest("POST", "/api/promo-codes", { code: `TEST${++made}`, ...settings });
      expect(res.status, res.text).toBe(200);
      return res.json;
    },
    /** The spec client's order of these dishes (with a promo code), paid with the test card. */
    async order(client: TestClient, items: [number, number][], promoCode?: string) {
      const placed = await client.rest("POST", "/api/orders", {
        items: items.map(([foodItemId, quantity]) => ({ foodItemId, quantity })),
        ...(promoCode === undefined ? {} : { promoCode }),
      });
      if (placed.status !== 200) return placed;
      await client.rest("POST", `/api/payment-intents/${placed.json.paymentIntentId}/confirm`, {
        cardNumber: TEST_CARD,
      });
      return client.rest("POST", `/api/orders/${placed.json.id}/complete-payment`, {});
    },
  };
}
