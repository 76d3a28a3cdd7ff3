// Text matching that forgives typos: PostgreSQL full text (stemmed words) plus pg_trgm's word
// similarity (misspellings: "enchilda" finds "Enchiladas") plus a plain substring match. One rule,
// read two ways: search ranks dishes and kitchens by it; the menu keeps only the dishes it matches.
import type { Database } from "../../db/client.ts";
import { dishFilterSql, type DishFilter } from "../dietary/rules.ts";
import { ValidationError } from "../errors.ts";

export const SEARCH_MAX_LENGTH = 100;

/** How alike a misspelt word must be to a word of the text (pg_trgm's word_similarity, 0 to 1). */
const WORD_SIMILARITY = 0.5;

/** The search text as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

const LISTED_COOK_SQL = `u.role = 'cook' AND u."approvalStatus" = 'approved' AND NOT u."isPaused" AND u."deletedAt" IS NULL`;
const ORDERABLE_SQL = `f."withdrawnAt" IS NULL AND f.available`;

/** The text's parameters ($1 words, $2 pattern) as the CTE `q` that `matches` reads. */
const TEXT_CTE = `q AS (SELECT $1::text AS words, websearch_to_tsquery('english', $1) AS ts, $2::text AS pattern)`;

/** Whether a document (an SQL text expression) matches q: its words, a misspelling, or a part. */
const matches = (doc: string) =>
  `(to_tsvector('english', ${doc}) @@ q.ts OR word_similarity(q.words, ${doc}) >= ${WORD_SIMILARITY} OR ${doc} ILIKE q.pattern ESCAPE '\\')`;

export type SearchHitRow = { kind: "dish" | "kitchen"; id: number; score: number; total: number };

/**
 * One page of ranked hits. A dish is found by its name, description, menu section, meal and its
 * kitchen's cuisine; a kitchen (a listed cook with an orderable dish that passes the filter) by its
 * name, cook, description, cuisine and specialties. The dish filter applies to both.
 */
export function searchHits(
  db: Pick<Database, "query">,
  text: string,
  filter: DishFilter,
  page: { limit: number; offset: number },
) {
  const dishFilter = dishFilterSql(filter);
  return db.query<SearchHitRow>(
    `WITH ${TEXT_CTE},
     hits AS (
       SELECT 'dish' AS kind, f.id, f.name,
              concat_ws(' ', f.name, f.description, c.name, f.meal, p."cuisineType") AS doc
       FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId"
       LEFT JOIN "Category" c ON c.id = f."categoryId"
       LEFT JOIN "RestaurantProfile" p ON p."userId" = f."cookId"
       WHERE ${ORDERABLE_SQL} AND ${LISTED_COOK_SQL}${dishFilter}
       UNION ALL
       SELECT 'kitchen', u.id, p."restaurantName",
              concat_ws(' ', p."restaurantName", u.name, p.description, p."cuisineType", array_to_string(p.specialties, ' '))
       FROM "User" u JOIN "RestaurantProfile" p ON p."userId" = u.id
       WHERE ${LISTED_COOK_SQL} AND EXISTS (SELECT 1 FROM "FoodItem" f WHERE f."cookId" = u.id AND ${ORDERABLE_SQL}${dishFilter})
     ),
     scored AS (
       SELECT kind, id,
              ts_rank(to_tsvector('english', doc), q.ts) + word_similarity(q.words, name) + 0.5 * word_similarity(q.words, doc)
              + CASE WHEN name ILIKE q.pattern ESCAPE '\\' THEN 0.5 ELSE 0 END AS score
       FROM hits, q
       WHERE ${matches("doc")}
     )
     SELECT kind, id, score::float8 AS score, (count(*) OVER ())::int AS total FROM scored
     ORDER BY score DESC, kind, id LIMIT $3 OFFSET $4`,
    [text, containsPattern(text), page.limit, page.offset],
  );
}

/**
 * The ids of the orderable dishes (of one meal, when given) that match the text, in menu order: a
 * dish by its own words (as search finds it) and by its kitchen's name and cook, so that typing a
 * kitchen's name into the menu's search box leaves that kitchen's dishes.
 */
export async function menuMatchIds(
  db: Pick<Database, "query">,
  text: string,
  meal: string | null | undefined,
  filter: DishFilter,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH ${TEXT_CTE}
     SELECT f.id FROM "FoodItem" f JOIN "User" u ON u.id = f."cookId"
     LEFT JOIN "Category" c ON c.id = f."categoryId"
     LEFT JOIN "RestaurantProfile" p ON p."userId" = f."cookId"
     CROSS JOIN q
     CROSS JOIN LATERAL (SELECT concat_ws(' ', f.name, f.description, c.name, f.meal, p."cuisineType",
                                          p."restaurantName", u.name) AS doc) d
     WHERE ${ORDERABLE_SQL} AND ${LISTED_COOK_SQL}${dishFilterSql(filter)}
       AND ($3::text IS NULL OR f.meal::text = $3) AND ${matches("d.doc")}
     ORDER BY f.id`,
    [text, containsPattern(text), meal ?? null],
  );
  return rows.map((r) => r.id);
}

/** The search text, trimmed; empty or too long is the caller's mistake. */
export function searchText(query: string) {
  const text = query.trim().replace(/\s+/g, " ");
  if (text === "") throw new ValidationError([{ field: "query", message: "Enter something to search for" }]);
  if (text.length > SEARCH_MAX_LENGTH)
    throw new ValidationError([{ field: "query", message: `Search text is at most ${SEARCH_MAX_LENGTH} characters` }]);
  return text;
}
