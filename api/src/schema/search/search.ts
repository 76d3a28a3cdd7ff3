// Search over dishes and kitchens that forgives typos (domain/search/search.ts), ranked together in
// one statement; the page's dishes and kitchens are then read by id. Three statements per page,
// whatever the number of rows or matches.
import { offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import type { FoodItem as FoodItemRow, User as UserRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { User } from "../accounts/user.ts";
import { FoodItem } from "../catalog/types.ts";
import { dishFilterArgs, dishFilterOf } from "../dietary/dietary.ts";
import { SEARCH_MAX_LENGTH, searchHits, searchText } from "../../domain/search/search.ts";

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
