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

/** visibleDish and orderableDish in SQL, for the hand-shaped reads below (f: the dish, u: its cook). */
const VISIBLE_SQL = `f."withdrawnAt" IS NULL AND u.role = 'cook' AND u."approvalStatus" = 'approved'
  AND NOT u."isPaused" AND u."deletedAt" IS NULL`;
const ORDERABLE_SQL = `${VISIBLE_SQL} AND f.available`;

// Prisma's timestamp(3) columns hold UTC without a zone; pg would read them as local time.
const utcTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const TIMESTAMP_OID = 1114;
const menuTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === TIMESTAMP_OID
      ? utcTimestamp
      : (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format),
};

const MEAL_NAMES = ["breakfast", "lunch", "dinner", "desserts"];

const CATEGORY_COLUMNS = ["id", "cookId", "name", "description", "displayOrder", "isActive", "createdAt"] as const;
const USER_COLUMNS = [
  "id",
  "name",
  "username",
  "email",
  "phone",
  "address",
  "latitude",
  "longitude",
  "role",
  "approvalStatus",
  "passwordHash",
  "isPaused",
  "stripeAccountId",
  "deletedAt",
  "createdAt",
  "updatedAt",
  "avoidAllergens",
  "diets",
] as const;

/**
 * The to-one relations a dish read may include whole (`include: { cook: true }`), read in the same
 * statement: the cook is the listing rule's own join (u), the section a left join (c).
 */
const RELATIONS = {
  category: { alias: "c", join: `LEFT JOIN "Category" c ON c.id = f."categoryId"`, columns: CATEGORY_COLUMNS },
  cook: { alias: "u", join: "", columns: USER_COLUMNS },
} as const;
type Relation = keyof typeof RELATIONS;

type DishRow = FoodItem & Record<string, unknown>;

/** Dishes with their cook (u) joined, and the relations asked for, in one statement of literals. */
function dishRows(
  db: Pick<Database, "query">,
  relations: Relation[],
  where: string,
  limit: string,
): Promise<DishRow[]> {
  const columns = relations
    .map((name) => RELATIONS[name].columns.map((c) => `, ${RELATIONS[name].alias}."${c}" AS "${name}.${c}"`).join(""))
    .join("");
  const joins = relations.map((name) => RELATIONS[name].join).join(" ");
  const rows = db.query<DishRow>(
    `SELECT f.*${columns} FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId" ${joins} WHERE ${where} ORDER BY f.id ${limit}`,
    undefined,
    { types: menuTypes },
  );
  if (relations.length === 0) return rows;
  return rows.then((list) =>
    list.map((row) => {
      // The flat "relation.*" keys stay on the row (no field reads them): deleting them would cost more.
      for (const name of relations) {
        const { columns: cols } = RELATIONS[name];
        row[name] = row[`${name}.id`] == null ? null : Object.fromEntries(cols.map((c) => [c, row[`${name}.${c}`]]));
      }
      return row;
    }),
  );
}

/** The relations of a Pothos `include` this read can serve (each `true`); null for anything else. */
function relationsOf(include: Record<string, unknown> | undefined): Relation[] | null {
  if (include === undefined) return [];
  const names = Object.keys(include);
  return names.every((name) => name in RELATIONS && include[name] === true) ? (names as Relation[]) : null;
}

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
 * A menu page in one hand-written statement when the client asks for a dish's own columns, its cook
 * and its menu section (any selection of them): the same rule, order and paging as the Prisma query,
 * without its query interpreter and row mapping (a JSON object per row for the cook), which are most
 * of a page's time. Pothos' `query` then holds paging (take/skip/cursor) and perhaps
 * `include: { cook: true, category: true }`; anything else (the cook's own relations, backwards
 * paging) returns null and takes the Prisma path.
 */
export function menuPage(
  db: Pick<Database, "query">,
  query: object,
  meal: string | null | undefined,
  filter: DishFilter = NO_FILTER,
  /** Only these dishes (those a search text matched); all when absent. */
  onlyIds?: readonly number[] | null,
): Promise<DishRow[]> | null {
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
  const relations = relationsOf(include);
  if (!relations) return null;
  // Literals, not parameters: a statement without parameters goes as one simple-protocol message
  // instead of five extended-protocol ones, which the embedded database feels. Only whole numbers
  // and the four meal names get in.
  if (!Number.isSafeInteger(take) || (cursor && !Number.isSafeInteger(cursor.id))) return null;
  if (meal && !MEAL_NAMES.includes(meal)) return null;
  if (onlyIds && !onlyIds.every(Number.isSafeInteger)) return null;
  let where = ORDERABLE_SQL;
  if (meal) where += ` AND f.meal = '${meal}'`;
  where += dishFilterSql(filter);
  if (onlyIds) where += onlyIds.length ? ` AND f.id IN (${onlyIds.join(",")})` : " AND false";
  // Prisma's cursor: from the cursor row on, skipping it; ids are unique and ascending.
  if (cursor) where += ` AND f.id > ${cursor.id}`;
  return dishRows(db, relations, where, `LIMIT ${take}${offset ? ` OFFSET ${offset}` : ""}`);
}

/** One dish a customer may open (visibleDish), in the same statement shape; null when Pothos asks for more. */
export function visibleDishRow(db: Pick<Database, "query">, query: object, id: number): Promise<DishRow | null> | null {
  const { include, ...rest } = query as { include?: Record<string, unknown> };
  const relations = relationsOf(include);
  if (!relations || Object.keys(rest).length > 0 || !Number.isSafeInteger(id)) return null;
  return dishRows(db, relations, `${VISIBLE_SQL} AND f.id = ${id}`, "LIMIT 1").then((rows) => rows[0] ?? null);
}
