// Upgrades keep data right: a database of the previous release, with orders in it, migrated to this
// one. A migration that adds a derived column fills it for the rows already there.
import { afterEach, beforeEach, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { createScratchDatabase } from "../test/server.ts";
import { IN_MEMORY, openDatabase, type Database } from "./client.ts";
import { migrate } from "./migrate.ts";

/** The last migration of the release before Order.deliveryDate was filled. */
const PREVIOUS_RELEASE = "20261127120000_promo_codes";

let db: Database;
let drop = async () => {};
beforeEach(async () => {
  const base = loadConfig();
  let databaseUrl: string | undefined;
  if (base.databaseUrl) ({ databaseUrl, dropDatabase: drop } = await createScratchDatabase(base.databaseUrl));
  db = await openDatabase({ databaseUrl, dataDir: IN_MEMORY });
});
afterEach(async () => {
  await db.close();
  await drop();
});

test("orders placed before Order.deliveryDate existed get the date they are delivered on, in their kitchen's time zone", async () => {
  await migrate(db, () => {}, { upTo: PREVIOUS_RELEASE });
  const user = async (email: string, role: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO "User" (name, username, email, role, "updatedAt") VALUES ($1, $1, $2, $3::"Role", now()) RETURNING id`,
        [email, email, role],
      )
    )[0]!.id;
  const tokyoCook = await user("tokyo@example.com", "cook");
  const plainCook = await user("plain@example.com", "cook");
  const customer = await user("eater@example.com", "customer");
  await db.query(
    `INSERT INTO "StoreSettings" ("userId", "businessName", address, phone, email, "timeZone", "businessHours", "updatedAt")
     VALUES ($1, 'Tokyo Kitchen', 'Somewhere 1', '5125550100', 'tokyo@example.com', 'Asia/Tokyo', '{}', now())`,
    [tokyoCook],
  );
  const order = async (cookId: number, createdAt: string, scheduledFor: string | null) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO "Order" ("customerId", "cookId", "subtotalCents", "platformFeeCents", "deliveryFeeCents", "taxCents",
           "totalCents", "distanceMiles", "deliveryAddress", "pickupAddress", "createdAt", "updatedAt", "scheduledFor")
         VALUES ($1, $2, 1000, 120, 299, 88, 1507, 2.5, 'Door 1', 'Kitchen 1', $3, now(), $4) RETURNING id`,
        [customer, cookId, createdAt, scheduledFor],
      )
    )[0]!.id;
  // 20:30 UTC on the 27th is the 28th in Tokyo and still the 27th in Chicago.
  const tokyoNow = await order(tokyoCook, "2026-11-27 20:30:00", null);
  const chicagoNow = await order(plainCook, "2026-11-27 20:30:00", null);
  const chicagoAhead = await order(plainCook, "2026-11-27 20:30:00", "2026-11-30 18:00:00");
  const before = await db.query<{ deliveryDate: string | null }>(`SELECT "deliveryDate" FROM "Order"`);
  expect(before.map((o) => o.deliveryDate)).toEqual([null, null, null]);

  const ran = await migrate(db);
  expect(ran).toContain("20261128130000_order_delivery_dates");
  const dates = new Map(
    (await db.query<{ id: number; deliveryDate: string }>(`SELECT id, "deliveryDate" FROM "Order"`)).map((o) => [
      o.id,
      o.deliveryDate,
    ]),
  );
  expect(dates.get(tokyoNow)).toBe("2026-11-28");
  expect(dates.get(chicagoNow)).toBe("2026-11-27");
  expect(dates.get(chicagoAhead)).toBe("2026-11-30");
});
