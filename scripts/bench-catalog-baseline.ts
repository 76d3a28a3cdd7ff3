// npm run bench (catalog part): the hand-written baselines the catalog is measured against: one SQL
// statement per request, reading the same rows by the same listing rule as the API, shaped the same way
// and served as JSON by a bare node:http handler (scripts/bench-catalog.ts compares them).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestServer } from "../api/src/test/server.ts";

// The baselines: one hand-written statement each, the same rows and listing rule as the API.
const LISTED = `f."withdrawnAt" IS NULL AND f.available AND u.role = 'cook' AND u."approvalStatus" = 'approved'
  AND NOT u."isPaused" AND u."deletedAt" IS NULL`;
const MENU_SQL = `SELECT f.id, f.name, f.description, f."imageUrl", f."priceCents", f."isOnSpecial", f."specialPriceCents",
  f."specialEndDate", f.rating, f."reviewCount", f."prepTime"
  FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId" WHERE ${LISTED} ORDER BY f.id LIMIT 20`;
const LIST_SQL = `SELECT f.*, c.name AS "categoryName" FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId"
  LEFT JOIN "Category" c ON c.id = f."categoryId" WHERE ${LISTED} ORDER BY f.id`;

// The wide reads' baselines: the dish's columns, the cook's name and the kitchen's settings in one
// statement; the kitchen counts as open unless on vacation (the hours are HomePlate's to weigh).
const WIDE_SQL = (
  where: string,
  limit: number,
) => `SELECT f.*, u.name AS "cookName", coalesce(s."vacationMode", true) AS "closed"
  FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId" LEFT JOIN "StoreSettings" s ON s."userId" = u.id
  WHERE ${LISTED}${where} ORDER BY f.id LIMIT ${limit}`;
const CHEFS_SQL = `SELECT u.id, u.name, u.username, p."restaurantName", p."cuisineType", p.description, p."logoUrl", p."bannerUrl", s.address,
  (SELECT count(*)::int FROM "FoodItem" f WHERE f."cookId" = u.id AND f."withdrawnAt" IS NULL AND f.available) AS "dishCount",
  (SELECT json_agg(d) FROM (SELECT f.id, f.name, f.description, f."priceCents", f."imageUrl", f.rating, f."reviewCount", f."prepTime"
     FROM "FoodItem" f WHERE f."cookId" = u.id AND f."withdrawnAt" IS NULL AND f.available ORDER BY f.id LIMIT 3) d) AS dishes
  FROM "User" u LEFT JOIN "RestaurantProfile" p ON p."userId" = u.id LEFT JOIN "StoreSettings" s ON s."userId" = u.id
  WHERE u.role = 'cook' AND u."approvalStatus" = 'approved' AND NOT u."isPaused" AND u."deletedAt" IS NULL
    AND EXISTS (SELECT 1 FROM "FoodItem" f WHERE f."cookId" = u.id AND f."withdrawnAt" IS NULL AND f.available) ORDER BY u.id LIMIT 100`;

const wideNode = (r: any) => {
  const on = special(r);
  return {
    id: Buffer.from(`FoodItem:${r.id}`).toString("base64"),
    databaseId: r.id,
    available: r.available,
    cookDatabaseId: r.cookId,
    createdAt: r.createdAt,
    customDeliveryFeeCents: r.customDeliveryFeeCents,
    description: r.description,
    effectivePriceCents: on ? r.specialPriceCents : r.priceCents,
    imageUrl: r.imageUrl,
    isOnSpecial: r.isOnSpecial,
    meal: String(r.meal).toUpperCase(),
    name: r.name,
    percentOff: on ? Math.round(((r.priceCents - r.specialPriceCents) / r.priceCents) * 100) : null,
    prepTime: r.prepTime,
    priceCents: r.priceCents,
    rating: r.rating,
    reviewCount: r.reviewCount,
    specialActive: on,
    specialDescription: r.specialDescription,
    specialEndDate: r.specialEndDate,
    specialPriceCents: r.specialPriceCents,
    withdrawn: r.withdrawnAt != null,
    cook: { name: r.cookName },
    kitchenStatus: { open: !r.closed, label: r.closed ? "Closed" : "Open" },
  };
};

const special = (r: any) =>
  r.isOnSpecial && r.specialPriceCents != null && (r.specialEndDate == null || new Date(r.specialEndDate) > new Date());
const dollars = (c: number | null) => (c == null ? null : (c / 100).toFixed(2));

export function startBaseline(server: TestServer) {
  const db = server.services.db;
  const httpServer = http.createServer((req, res) => {
    answer(req, res).catch((error: Error) => res.writeHead(500).end(error.message));
  });
  async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    let body: unknown;
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/wide-menu") {
      body = { data: { menu: { edges: (await db.query<any>(WIDE_SQL("", 50))).map((r) => ({ node: wideNode(r) })) } } };
    } else if (url.pathname === "/wide-kitchen") {
      const rows = await db.query<any>(WIDE_SQL(` AND f."cookId" = ${Number(url.searchParams.get("cook"))}`, 50));
      body = {
        data: { chef: { name: rows[0]?.cookName, menuItems: { edges: rows.map((r) => ({ node: wideNode(r) })) } } },
      };
    } else if (url.pathname === "/wide-dish") {
      const [row] = await db.query<any>(WIDE_SQL(` AND f.id = ${Number(url.searchParams.get("id"))}`, 1));
      body = { data: { foodItem: row ? wideNode(row) : null } };
    } else if (url.pathname === "/chefs") {
      body = (await db.query<any>(CHEFS_SQL)).map((c) => ({
        id: c.id,
        name: c.name,
        username: c.username,
        kitchenArea: c.address,
        restaurantProfile: {
          restaurantName: c.restaurantName,
          cuisineType: c.cuisineType,
          description: c.description,
          logoUrl: c.logoUrl,
          bannerUrl: c.bannerUrl,
        },
        dishCount: c.dishCount,
        dishes: (c.dishes ?? []).map((d: any) => ({ ...d, price: dollars(d.priceCents) })),
      }));
    } else if (req.url === "/menu") {
      const rows = await db.query<any>(MENU_SQL);
      body = {
        data: {
          menu: {
            edges: rows.map((r) => {
              const on = special(r);
              return {
                node: {
                  id: Buffer.from(`FoodItem:${r.id}`).toString("base64"),
                  databaseId: r.id,
                  name: r.name,
                  description: r.description,
                  imageUrl: r.imageUrl,
                  priceCents: r.priceCents,
                  effectivePriceCents: on ? r.specialPriceCents : r.priceCents,
                  specialActive: on,
                  percentOff: on ? Math.round(((r.priceCents - r.specialPriceCents) / r.priceCents) * 100) : null,
                  rating: r.rating,
                  reviewCount: r.reviewCount,
                  prepTime: r.prepTime,
                },
              };
            }),
          },
        },
      };
    } else {
      const rows = await db.query<any>(LIST_SQL);
      body = rows.map((r) => {
        const on = special(r);
        return {
          id: r.id,
          cookId: r.cookId,
          name: r.name,
          description: r.description,
          price: dollars(r.priceCents),
          category: r.meal,
          menuSection: r.categoryName,
          imageUrl: r.imageUrl,
          prepTime: r.prepTime,
          available: r.available,
          customDeliveryFee: dollars(r.customDeliveryFeeCents),
          isOnSpecial: r.isOnSpecial,
          specialPrice: dollars(r.specialPriceCents),
          specialDescription: r.specialDescription,
          specialEndDate: r.specialEndDate,
          rating: r.rating,
          reviewCount: r.reviewCount,
          effectivePrice: dollars(on ? r.specialPriceCents : r.priceCents),
          specialActive: on,
          percentOff: on ? Math.round(((r.priceCents - r.specialPriceCents) / r.priceCents) * 100) : null,
          // A visitor: no conflicts to weigh and no favourites.
          allergens: r.allergens,
          dietaryTags: r.dietaryTags,
          conflicts: null,
          isFavourite: false,
        };
      });
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  }
  return new Promise<{ url: string; close: () => void }>((resolve) =>
    httpServer.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
        close: () => httpServer.close(),
      }),
    ),
  );
}
