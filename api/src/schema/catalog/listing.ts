// Who and what customers see: a cook is listed while approved, not paused and not deleted; a dish
// while its cook is listed and it is not withdrawn. Menus and restaurant cards also need it available.
import pg from "pg";
import type { Database } from "../../db/client.ts";
import type { FoodItem, Prisma } from "../../generated/prisma/client.ts";
import { dishFilterSql, type DishFilter } from "../dietary/rules.ts";

const NO_FILTER: DishFilter = { diets: [], excludeAllergens: [] };

export const listedCook = {
  role: "cook",
  approvalStatus: "approved",
  isPaused: false,
  deletedAt: null,
} satisfies Prisma.UserWhereInput;

/** A dish a customer may open: its page shows 'Currently Unavailable' when it is not available. */
export const visibleDish = { withdrawnAt: null, cook: listedCook } satisfies Prisma.FoodItemWhereInput;

/** A dish a customer may order now, as on menus and restaurant cards. */
export const orderableDish = { ...visibleDish, available: true } satisfies Prisma.FoodItemWhereInput;

/** The same, for a cook already known to be listed. */
export const availableOwnDish = { withdrawnAt: null, available: true } satisfies Prisma.FoodItemWhereInput;

/** Menus read newest dishes last; the id breaks no ties and keeps cursors stable. */
export const menuOrder = { id: "asc" } satisfies Prisma.FoodItemOrderByWithRelationInput;

/** orderableDish in SQL, for the hand-shaped menu read below (f: the dish, u: its cook). */
const ORDERABLE_SQL = `f."withdrawnAt" IS NULL AND f.available AND u.role = 'cook' AND u."approvalStatus" = 'approved'
  AND NOT u."isPaused" AND u."deletedAt" IS NULL`;

// Prisma's timestamp(3) columns hold UTC without a zone; pg would read them as local time.
const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const TIMESTAMP_OID = 1114;
const menuTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === TIMESTAMP_OID ? utcTimestamp : (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format),
};

const MEAL_NAMES = ["breakfast", "lunch", "dinner", "desserts"];

const CATEGORY_COLUMNS = ["id", "cookId", "name", "description", "displayOrder", "isActive", "createdAt"] as const;

/** How many dishes the menu lists (of one meal), in the hand-shaped read's terms; null for an unknown meal. */
export async function menuCount(
  db: Pick<Database, "query">,
  meal: string | null | undefined,
  filter: DishFilter = NO_FILTER,
): Promise<number | null> {
  if (meal && !MEAL_NAMES.includes(meal)) return null;
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId" WHERE ${ORDERABLE_SQL}${meal ? ` AND f.meal = '${meal}'` : ""}${dishFilterSql(filter)}`,
  );
  return row!.count;
}

/**
 * A menu page in one hand-written statement when the client asks for a dish's own columns, and at
 * most its menu section (the food cards, GET /api/food-items): the same rule, order and paging as the
 * Prisma query, without its query interpreter and row mapping, which are most of a 1,000-dish page's
 * time. Pothos' `query` then holds paging (take/skip/cursor) and perhaps `include: { category: true }`;
 * anything else (the cook, backwards paging) returns null and takes the Prisma path.
 */
export function menuPage(
  db: Pick<Database, "query">,
  query: object,
  meal: string | null | undefined,
  filter: DishFilter = NO_FILTER,
): Promise<(FoodItem & { category?: Record<string, unknown> | null })[]> | null {
  const { take, skip, cursor, include, ...rest } = query as {
    take?: number;
    skip?: number;
    cursor?: { id?: number };
    include?: Record<string, unknown>;
  };
  if (Object.keys(rest).length > 0 || typeof take !== "number" || take <= 0) return null;
  if (cursor && (typeof cursor.id !== "number" || skip !== 1)) return null;
  // Without a cursor, `skip` is an offset (the /api list's ?offset=).
  const offset = cursor ? 0 : (skip ?? 0);
  if (!Number.isSafeInteger(offset) || offset < 0) return null;
  const withCategory = include !== undefined;
  if (withCategory && (Object.keys(include).length !== 1 || include.category !== true)) return null;
  // Literals, not parameters: a statement without parameters goes as one simple-protocol message
  // instead of five extended-protocol ones, which the embedded database feels. Only whole numbers
  // and the four meal names get in.
  if (!Number.isSafeInteger(take) || (cursor && !Number.isSafeInteger(cursor.id))) return null;
  if (meal && !MEAL_NAMES.includes(meal)) return null;
  let where = ORDERABLE_SQL;
  if (meal) where += ` AND f.meal = '${meal}'`;
  where += dishFilterSql(filter);
  // Prisma's cursor: from the cursor row on, skipping it; ids are unique and ascending.
  if (cursor) where += ` AND f.id > ${cursor.id}`;
  const categoryColumns = withCategory ? CATEGORY_COLUMNS.map((c) => `, c."${c}" AS "category.${c}"`).join("") : "";
  const categoryJoin = withCategory ? `LEFT JOIN "Category" c ON c.id = f."categoryId"` : "";
  const rows = db.query<FoodItem & Record<string, unknown>>(
    `SELECT f.*${categoryColumns} FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId" ${categoryJoin}
     WHERE ${where} ORDER BY f.id LIMIT ${take}${offset ? ` OFFSET ${offset}` : ""}`,
    undefined,
    { types: menuTypes },
  );
  if (!withCategory) return rows;
  return rows.then((list) =>
    list.map((row) => {
      // The flat "category.*" keys stay on the row (no field reads them): deleting them would cost more.
      const category = row["category.id"] == null ? null : Object.fromEntries(CATEGORY_COLUMNS.map((c) => [c, row[`category.${c}`]]));
      return Object.assign(row, { category });
    }),
  );
}
