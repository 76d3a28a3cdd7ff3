// Search over dishes and kitchens that forgives typos: PostgreSQL full text (stemmed words) plus
// pg_trgm's word similarity (misspellings: "enchilda" finds "Enchiladas") plus a plain substring
// match, ranked together in one statement; the page's dishes and kitchens are then read by id.
// Three statements per page, whatever the number of rows or matches.
import { offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import { ValidationError } from "../../domain/errors.ts";
import type { FoodItem as FoodItemRow, User as UserRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { User } from "../accounts/user.ts";
import { FoodItem } from "../catalog/types.ts";
import { dishFilterArgs, dishFilterOf } from "../dietary/dietary.ts";
import { dishFilterSql, type DishFilter } from "../../domain/dietary/rules.ts";
import type { Database } from "../../db/client.ts";

export const SEARCH_MAX_LENGTH = 100;

/** How alike a misspelt word must be to a word of the text (pg_trgm's word_similarity, 0 to 1). */
const WORD_SIMILARITY = 0.5;

/** The search text as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

const LISTED_COOK_SQL = `u.role = 'cook' AND u."approvalStatus" = 'approved' AND NOT u."isPaused" AND u."deletedAt" IS NULL`;
const ORDERABLE_SQL = `f."withdrawnAt" IS NULL AND f.available`;

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
    `WITH q AS (SELECT $1::text AS words, websearch_to_tsquery('english', $1) AS ts, $2::text AS pattern),
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
       WHERE to_tsvector('english', doc) @@ q.ts OR word_similarity(q.words, doc) >= ${WORD_SIMILARITY} OR doc ILIKE q.pattern ESCAPE '\\'
     )
     SELECT kind, id, score::float8 AS score, (count(*) OVER ())::int AS total FROM scored
     ORDER BY score DESC, kind, id LIMIT $3 OFFSET $4`,
    [text, containsPattern(text), page.limit, page.offset],
  );
}

/** The search text, trimmed; empty or too long is the caller's mistake. */
export function searchText(query: string) {
  const text = query.trim().replace(/\s+/g, " ");
  if (text === "") throw new ValidationError([{ field: "query", message: "Enter something to search for" }]);
  if (text.length > SEARCH_MAX_LENGTH)
    throw new ValidationError([{ field: "query", message: `Search text is at most ${SEARCH_MAX_LENGTH} characters` }]);
  return text;
}

type Hit = (FoodItemRow & { searchKind: "dish" }) | (UserRow & { searchKind: "kitchen" });

const SearchHit = builder.unionType("SearchHit", {
  description: "A search result: a dish (FoodItem) or a kitchen (its cook, a User).",
  types: [FoodItem, User],
  resolveType: (hit) => ((hit as Hit).searchKind === "dish" ? FoodItem : User),
});

builder.queryField("search", (t) =>
  t.connection(
    {
      type: SearchHit,
      description:
        "Dishes and kitchens matching the text, best first: words in any form (full text), misspellings (trigram " +
        "similarity) and parts of words. The dish filters apply to dishes and to the kitchens' dishes. Pages of 20, at most 100. Open to everyone.",
      args: {
        query: t.arg.string({ required: true, description: `What to look for, 1 to ${SEARCH_MAX_LENGTH} characters.` }),
        offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
        ...dishFilterArgs(t),
      },
      resolve: async (_root, args, ctx) => {
        const text = searchText(args.query);
        const filter = dishFilterOf(args, ctx.user);
        let totalCount = 0;
        // An offset (the /api list's) is the position after which the page starts, as a cursor would say.
        const skip = offsetOf(args);
        const paging = skip > 0 && args.after == null ? { ...args, after: offsetToCursor(skip - 1) } : args;
        const connection = await resolveOffsetConnection(
          { args: paging, defaultSize: 20, maxSize: 100 },
          async ({ limit, offset }) => {
            const hits = await searchHits(ctx.db, text, filter, { limit, offset });
            totalCount =
              hits[0]?.total ??
              (offset > 0 ? ((await searchHits(ctx.db, text, filter, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
            const ids = (kind: string) => hits.filter((h) => h.kind === kind).map((h) => h.id);
            const [dishes, kitchens] = await Promise.all([
              ids("dish").length ? ctx.prisma.foodItem.findMany({ where: { id: { in: ids("dish") } } }) : [],
              ids("kitchen").length ? ctx.prisma.user.findMany({ where: { id: { in: ids("kitchen") } } }) : [],
            ]);
            const byKey = new Map<string, Hit>([
              ...dishes.map((d) => [`dish:${d.id}`, { ...d, searchKind: "dish" as const }] as const),
              ...kitchens.map((k) => [`kitchen:${k.id}`, { ...k, searchKind: "kitchen" as const }] as const),
            ]);
            return hits.map((h) => byKey.get(`${h.kind}:${h.id}`)).filter((h): h is Hit => h !== undefined);
          },
        );
        return { ...connection, totalCount };
      },
    },
    {
      name: "SearchConnection",
      description: "A page of search results, best first.",
      fields: (c) => ({
        totalCount: c.int({
          description: "How many results the whole search holds.",
          resolve: (conn) => (conn as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
    { name: "SearchEdge", description: "One search result, with its cursor." },
  ),
);
