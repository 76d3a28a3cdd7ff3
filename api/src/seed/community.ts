// The recipe community: the two demo cooks share a few recipes (Maria's tinga leads to her tacos), and
// the neighbours who joined like, comment on and read them.
import type { PrismaClient, User } from "../generated/prisma/client.ts";
import { DAY, HOUR, seededRandom } from "./random.ts";

/** The two demo cooks are confirmed community members with a few recipes. */
export async function createRecipes(prisma: PrismaClient, now: Date) {
  // Shared before the neighbours' comments on them.
  const sharedAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const maria = await prisma.user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } });
  const kenji = await prisma.user.findUniqueOrThrow({ where: { email: "cook2@homeplate.dev" } });
  const tacos = await prisma.foodItem.findFirstOrThrow({ where: { cookId: maria.id, name: "Chicken Tinga Tacos" } });
  await prisma.communityMembership.createMany({
    data: [maria, kenji].map((u) => ({ userId: u.id, confirmedAt: sharedAt(60) })),
  });
  await prisma.recipe.create({
    data: {
      authorId: maria.id,
      foodItemId: tacos.id,
      createdAt: sharedAt(52),
      title: "Chicken Tinga",
      description: "Shredded chicken stewed in a smoky chipotle and tomato sauce: the filling of my tacos.",
      difficulty: "easy",
      prepTime: "15 mins",
      cookTime: "35 mins",
      servings: 4,
      cuisine: "Mexican",
      tags: ["tacos", "chipotle", "weeknight"],
      ingredients: [
        "2 chicken breasts",
        "1 white onion, sliced",
        "3 tomatoes",
        "2 chipotles in adobo",
        "1 tsp dried oregano",
        "Salt",
      ],
      instructions: [
        "Poach the chicken in salted water for 20 minutes, then shred it.",
        "Blend the tomatoes with the chipotles and oregano.",
        "Soften the onion in oil, add the sauce and simmer 5 minutes.",
        "Stir in the chicken and simmer until the sauce clings to it.",
      ],
    },
  });
  await prisma.recipe.create({
    data: {
      authorId: maria.id,
      createdAt: sharedAt(45),
      title: "Café de Olla",
      description: "Mexican spiced coffee brewed with piloncillo, cinnamon and orange peel.",
      difficulty: "easy",
      prepTime: "5 mins",
      cookTime: "10 mins",
      servings: 4,
      cuisine: "Mexican",
      tags: ["coffee", "drinks"],
      ingredients: [
        "4 cups water",
        "100 g piloncillo",
        "1 cinnamon stick",
        "1 strip orange peel",
        "4 tbsp dark ground coffee",
      ],
      instructions: [
        "Simmer the water with piloncillo, cinnamon and peel until dissolved.",
        "Off the heat, stir in the coffee and steep 5 minutes.",
        "Strain and serve.",
      ],
    },
  });
  await prisma.recipe.create({
    data: {
      authorId: kenji.id,
      createdAt: sharedAt(38),
      title: "Dashi-Rolled Omelette (Tamagoyaki)",
      description: "A sweet-savoury rolled omelette, layered in a square pan, as it goes in my bento.",
      difficulty: "medium",
      prepTime: "10 mins",
      cookTime: "10 mins",
      servings: 2,
      cuisine: "Japanese",
      tags: ["eggs", "bento"],
      ingredients: ["4 eggs", "4 tbsp dashi", "1 tbsp sugar", "1 tsp soy sauce", "Neutral oil"],
      instructions: [
        "Whisk the eggs with dashi, sugar and soy.",
        "Pour a thin layer into the oiled pan and roll it up when just set.",
        "Repeat, rolling each layer around the last.",
        "Rest in a bamboo mat, then slice.",
      ],
    },
  });
}

const RECIPE_COMMENTS: [stars: number, text: string][] = [
  [5, "Made this on Sunday and it was gone by Monday. Thank you for sharing!"],
  [5, "Clear steps, and it came out just like the one I ordered."],
  [4, "Lovely. I used a little less sugar and it was perfect for us."],
  [5, "My new go-to recipe."],
  [4, "Took me two tries to get the timing right, worth it."],
  [3, "Good base recipe; I added more spice."],
  [5, "The tip about simmering the sauce first makes all the difference."],
];

/** Eight of the neighbours joined the community: they like, comment on and read its recipes. */
export async function seedRecipeActivity(prisma: PrismaClient, neighbours: User[], now: Date) {
  const random = seededRandom(21);
  const members = neighbours.slice(0, 8);
  await prisma.communityMembership.createMany({
    data: members.map((m) => ({
      userId: m.id,
      confirmedAt: new Date(now.getTime() - random.int(20, 50) * DAY),
      createdAt: new Date(now.getTime() - 55 * DAY),
    })),
  });
  const recipes = await prisma.recipe.findMany({
    where: { isPublic: true },
    select: { id: true, createdAt: true },
    orderBy: { id: "asc" },
  });
  const daysAgo = (max: number) => new Date(now.getTime() - random.int(1, max) * DAY - random.int(0, 12) * HOUR);
  await prisma.recipeLike.createMany({
    data: recipes.flatMap((r) =>
      random
        .sample(members, random.int(2, members.length))
        .map((m) => ({ recipeId: r.id, userId: m.id, createdAt: daysAgo(30) })),
    ),
  });
  await prisma.recipeComment.createMany({
    data: recipes.flatMap((r) =>
      random.sample(members, random.int(1, 3)).map((m) => {
        const [rating, comment] = random.pick(RECIPE_COMMENTS);
        return { recipeId: r.id, userId: m.id, rating, comment, createdAt: daysAgo(30) };
      }),
    ),
  });
  // A view counts once per viewer and day (UTC), which is what these rows are.
  await prisma.recipeView.createMany({
    data: recipes.flatMap((r) =>
      members.flatMap((m) =>
        Array.from({ length: 30 }, (_, d) => d + 1)
          .filter(() => random.chance(0.12))
          .map((d) => ({
            recipeId: r.id,
            viewerKey: `user:${m.id}`,
            day: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - d)),
          })),
      ),
    ),
    skipDuplicates: true,
  });
}
