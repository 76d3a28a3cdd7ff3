// The recipe community as the spec's client and a GraphQL client use it: recipes, likes, comments,
// daily views, membership by mailed link, private recipes, and recipes that lead to dishes. The spec's
// client sends fixed ids (chefId 1, userId 1 and 3): they must change nothing.
import { InvalidConfirmationLinkError } from "../../domain/community/errors.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoIds } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { NOT_A_MEMBER } from "../../domain/community/rules.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let maria: TestClient;
let kenji: TestClient;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  [casey, jordan, maria, kenji, admin] = await Promise.all(
    [
      "customer@homeplate.dev",
      "customer2@homeplate.dev",
      "cook@homeplate.dev",
      "cook2@homeplate.dev",
      "admin@homeplate.dev",
    ].map((e) => server.signIn(e)),
  );
  visitor = server.client();
});
afterAll(() => server?.close());

const prisma = () => server.services.prisma;
const recipeGid = (id: number) => Buffer.from(`Recipe:${id}`).toString("base64");
const dishGid = (id: number) => Buffer.from(`FoodItem:${id}`).toString("base64");

/** A valid recipe as the spec's create form sends it, with its default chefId 1. */
const recipe = (overrides: Record<string, unknown> = {}) => ({
  chefId: 1,
  title: "Pozole Rojo",
  description: "Hominy and pork in a deep red guajillo broth.",
  ingredients: ["1 kg pork shoulder", "", "800 g hominy", "  "],
  instructions: ["Simmer the pork.", "", "Add the chile broth and hominy."],
  prepTime: "20 mins",
  cookTime: "2 hours",
  servings: 6,
  difficulty: "medium",
  cuisine: "Mexican",
  tags: ["Soup", "soup", "Stew"],
  imageUrl: "",
  videoUrl: "",
  isPublic: true,
  ...overrides,
});

async function latestToken(email: string) {
  const mail = await prisma().mailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return decodeURIComponent(mail.text.match(/\/api\/community\/confirm\?token=(\S+)/)![1]!);
}

/** A customer who signed up just now (registration signs them in). */
async function newCustomer(name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const client = server.client();
  const res = await client.rest("POST", "/api/customers/register", {
    name,
    email,
    password: "secret123",
    phone: "(512) 555-0101",
    address: "700 Lavaca St, Austin, TX 78701",
  });
  expect(res.status, res.text).toBe(200);
  return { client, email, id: res.json.id as number };
}

describe("membership by mailed link", () => {
  test("a visitor is asked to sign in to see or join a membership", async () => {
    expect((await visitor.rest("GET", "/api/community/membership")).status).toBe(401);
    expect((await visitor.rest("POST", "/api/community/join", {})).status).toBe(401);
  });

  test("joining mails a single-use link; following it confirms and lands on /login?message=community-confirmed", async () => {
    expect((await jordan.rest("GET", "/api/community/membership")).json).toEqual({ membership: null });
    const join = await jordan.rest("POST", "/api/community/join", {});
    expect(join.status, join.text).toBe(200);
    expect(join.json).toMatchObject({
      membership: { status: "pending" },
      mailSent: true,
      message: "Please check your email to confirm your membership.",
    });
    expect((await jordan.rest("GET", "/api/community/membership")).json).toEqual({
      membership: { status: "pending", confirmedAt: null },
    });

    const mail = await prisma().mailMessage.findFirstOrThrow({
      where: { to: ids.jordan.email },
      orderBy: { id: "desc" },
    });
    expect(mail.subject).toBe("Confirm your HomePlate community membership");
    expect(mail.html).toContain(`${server.url}/api/community/confirm?token=`);
    const token = await latestToken(ids.jordan.email);
    expect(await prisma().communityConfirmToken.findMany({ where: { userId: ids.jordan.id } })).not.toContainEqual(
      expect.objectContaining({ id: token }),
    ); // only its hash is stored

    const follow = await server
      .client()
      .fetch(`/api/community/confirm?token=${encodeURIComponent(token)}`, { redirect: "manual" });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toBe("/login?message=community-confirmed");
    expect((await jordan.rest("GET", "/api/community/membership")).json.membership.status).toBe("confirmed");

    const again = await server
      .client()
      .fetch(`/api/community/confirm?token=${encodeURIComponent(token)}`, { redirect: "manual" });
    expect(again.status).toBe(400);
    expect(again.text).toMatch(/invalid or has expired/);
  });

  test("joining again once confirmed sends nothing", async () => {
    const mails = await prisma().mailMessage.count({ where: { to: ids.jordan.email } });
    const res = await jordan.rest("POST", "/api/community/join", {});
    expect(res.json).toMatchObject({ membership: { status: "confirmed" }, mailSent: false });
    expect(await prisma().mailMessage.count({ where: { to: ids.jordan.email } })).toBe(mails);
  });

  test("a second join while unconfirmed re-sends a new link and the first one stops working", async () => {
    await casey.rest("POST", "/api/community/join", {});
    const first = await latestToken(ids.casey.email);
    await casey.rest("POST", "/api/community/join", {});
    const second = await latestToken(ids.casey.email);
    expect(second).not.toBe(first);
    expect(await prisma().communityMembership.count({ where: { userId: ids.casey.id } })).toBe(1);
    expect(
      (await server.client().fetch(`/api/community/confirm?token=${encodeURIComponent(first)}`, { redirect: "manual" }))
        .status,
    ).toBe(400);
    expect((await casey.rest("GET", "/api/community/membership")).json.membership.status).toBe("pending");
    // Casey stays unconfirmed for the tests below; the valid link is dropped.
    await prisma().communityConfirmToken.updateMany({ where: { userId: ids.casey.id }, data: { usedAt: new Date() } });
  });

  test("joins fired at once make one membership and leave one working link", async () => {
    const { client, email, id } = await newCustomer("Eager");
    const results = await Promise.all(Array.from({ length: 3 }, () => client.rest("POST", "/api/community/join", {})));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await prisma().communityMembership.count({ where: { userId: id } })).toBe(1);
    expect(await prisma().communityConfirmToken.count({ where: { userId: id, usedAt: null } })).toBe(1);
    expect(await prisma().mailMessage.count({ where: { to: email } })).toBe(3);
  });

  test("an expired link does not confirm", async () => {
    const { client, email } = await newCustomer("Late");
    await client.rest("POST", "/api/community/join", {});
    const token = await latestToken(email);
    const user = await prisma().user.findUniqueOrThrow({ where: { email } });
    await prisma().communityConfirmToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      (await server.client().fetch(`/api/community/confirm?token=${encodeURIComponent(token)}`, { redirect: "manual" }))
        .status,
    ).toBe(400);
    expect((await client.rest("GET", "/api/community/membership")).json.membership.status).toBe("pending");
  });

  test("a made-up token is refused with the link's own message", async () => {
    const madeUp = await server.client().fetch(`/api/community/confirm?token=nonsense`, { redirect: "manual" });
    expect([madeUp.status, madeUp.text]).toEqual([400, new InvalidConfirmationLinkError().message]);
    const none = await server.client().fetch(`/api/community/confirm`, { redirect: "manual" });
    expect([none.status, none.text]).toEqual([400, new InvalidConfirmationLinkError().message]);
  });
});

describe("sharing a recipe", () => {
  test("only confirmed members share: a visitor is asked to sign in, an unconfirmed user to join", async () => {
    expect((await visitor.rest("POST", "/api/recipes", recipe())).status).toBe(401);
    const res = await casey.rest("POST", "/api/recipes", recipe());
    expect([res.status, res.text]).toEqual([403, NOT_A_MEMBER]);
  });

  test("the author is the signed-in member, whatever chefId says; blank entries dropped, tags lower case without duplicates", async () => {
    const res = await jordan.rest("POST", "/api/recipes", recipe());
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      chefId: ids.jordan.id,
      authorName: "Jordan Lee",
      title: "Pozole Rojo",
      ingredients: ["1 kg pork shoulder", "800 g hominy"],
      instructions: ["Simmer the pork.", "Add the chile broth and hominy."],
      tags: ["soup", "stew"],
      imageUrl: null,
      videoUrl: null,
      views: 0,
      likes: 0,
      isPublic: true,
    });
  });

  test("what the spec leaves optional gets its default: medium, 4 servings, public", async () => {
    const {
      difficulty: _d,
      servings: _s,
      isPublic: _p,
      cuisine: _c,
      tags: _t,
      imageUrl: _i,
      videoUrl: _v,
      ...minimal
    } = recipe({ title: "Defaults" });
    const res = await jordan.rest("POST", "/api/recipes", minimal);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ difficulty: "medium", servings: 4, isPublic: true, cuisine: null, tags: [] });
  });

  test.each([
    [{ title: "  " }, "Title is required"],
    [{ description: "Too short" }, "Description must be at least 10 characters"],
    [{ ingredients: ["", " "] }, "At least one ingredient is required"],
    [{ instructions: [] }, "At least one instruction is required"],
    [{ prepTime: "" }, "Prep time is required"],
    [{ cookTime: undefined }, "Cook time is required"],
    [{ servings: 0 }, "Number of servings is required"],
    [{ difficulty: "extreme" }, "Difficulty must be easy, medium or hard"],
    [{ imageUrl: "not a url" }, "Image URL must be a valid URL"],
    [{ videoUrl: "javascript:alert(1)" }, "Video URL must be a valid URL"],
  ])("%o is refused with the spec's message", async (change, message) => {
    const res = await jordan.rest("POST", "/api/recipes", recipe(change));
    expect([res.status, res.text]).toEqual([400, message]);
  });

  test("GraphQL answers a rule's message with its field", async () => {
    const result = await jordan.mutate(
      `mutation($input: CreateRecipeInput!) { result: createRecipe(input: $input) { __typename ... on ValidationError { message fieldErrors { field message } } } }`,
      {
        input: {
          title: "X",
          description: "short",
          ingredients: ["a"],
          instructions: ["b"],
          prepTime: "1",
          cookTime: "1",
        },
      },
    );
    expect(result).toEqual({
      __typename: "ValidationError",
      message: "Description must be at least 10 characters",
      fieldErrors: [{ field: "description", message: "Description must be at least 10 characters" }],
    });
  });
});

describe("the list", () => {
  test("visitors browse: newest first, the spec's fields, X-Total-Count, limit and offset", async () => {
    const all = await visitor.rest("GET", "/api/recipes");
    expect(all.status).toBe(200);
    expect(Array.isArray(all.json)).toBe(true);
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe(all.json.length);
    expect(all.json.map((r: any) => r.id)).toEqual([...all.json.map((r: any) => r.id)].sort((a, b) => b - a));
    expect(Object.keys(all.json[0])).toEqual(
      expect.arrayContaining([
        "id",
        "chefId",
        "title",
        "description",
        "imageUrl",
        "videoUrl",
        "difficulty",
        "prepTime",
        "cookTime",
        "servings",
        "views",
        "likes",
        "tags",
        "cuisine",
        "ingredients",
        "instructions",
        "isPublic",
      ]),
    );
    const page = await visitor.rest("GET", "/api/recipes?limit=2&offset=1");
    expect(page.json.map((r: any) => r.id)).toEqual(all.json.slice(1, 3).map((r: any) => r.id));
    expect((await visitor.rest("GET", "/api/recipes?limit=0")).status).toBe(400);
  });

  test("search matches title, description or a tag in any case; cuisine and difficulty filter in the database", async () => {
    const titles = async (q: string) => (await visitor.rest("GET", `/api/recipes?${q}`)).json.map((r: any) => r.title);
    expect(await titles("search=TINGA")).toEqual(["Chicken Tinga"]);
    expect(await titles("search=piloncillo")).toEqual(["Café de Olla"]);
    expect(await titles("search=Bento")).toEqual(["Dashi-Rolled Omelette (Tamagoyaki)"]);
    expect(await titles("cuisine=japanese")).toEqual(["Dashi-Rolled Omelette (Tamagoyaki)"]);
    expect(await titles("difficulty=easy&cuisine=Mexican")).toEqual(["Café de Olla", "Chicken Tinga"]);
    expect(await titles("search=no-such-recipe")).toEqual([]);
    expect((await visitor.rest("GET", "/api/recipes?difficulty=extreme")).status).toBe(400);
  });

  test("search and cuisine text is compared as typed: pattern characters match only themselves", async () => {
    const titles = async (q: string) => (await visitor.rest("GET", `/api/recipes?${q}`)).json.map((r: any) => r.title);
    for (const text of ["%", "_", "\\", "Chicken%"]) {
      expect(await titles(`search=${encodeURIComponent(text)}`)).toEqual([]);
      expect(await titles(`cuisine=${encodeURIComponent(text)}`)).toEqual([]);
    }
    expect(await titles("cuisine=M_xican")).toEqual([]);
    const { data, errors } = await visitor.gql(`{ recipes(first: 5, cuisine: "\\\\", search: "%") { totalCount } }`);
    expect(errors).toBeUndefined();
    expect(data.recipes.totalCount).toBe(0);
  });

  test("GraphQL pages the connection with its total; the cuisines come from the data", async () => {
    const { data } = await visitor.gql(
      `query($n: Int!) { recipes(first: $n, cuisine: "Mexican") { totalCount pageInfo { hasNextPage } edges { node { title } } } recipeCuisines }`,
      { n: 1 },
    );
    expect(data.recipes.edges).toHaveLength(1);
    expect(data.recipes.pageInfo.hasNextPage).toBe(true);
    expect(data.recipes.totalCount).toBeGreaterThanOrEqual(2);
    expect(data.recipeCuisines).toEqual(["Japanese", "Mexican"]);
    expect((await visitor.rest("GET", "/api/recipes/cuisines")).json).toEqual(["Japanese", "Mexican"]);
  });
});

describe("a private recipe", () => {
  let id: number;
  beforeAll(async () => {
    id = (await jordan.rest("POST", "/api/recipes", recipe({ title: "Grandma's Secret Mole", isPublic: false }))).json
      .id;
  });

  test("is seen by its author only: in the list, by id, its comments", async () => {
    const mine = await jordan.rest("GET", "/api/recipes?search=Secret");
    expect(mine.json.map((r: any) => r.id)).toEqual([id]);
    expect((await jordan.rest("GET", `/api/recipes/${id}`)).status).toBe(200);
    for (const other of [casey, visitor, admin]) {
      expect((await other.rest("GET", "/api/recipes?search=Secret")).json).toEqual([]);
      const res = await other.rest("GET", `/api/recipes/${id}`);
      expect([res.status, res.text]).toEqual([404, "Recipe not found"]);
      expect((await other.rest("GET", `/api/recipes/${id}/comments`)).status).toBe(404);
    }
    const { data } = await casey.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: recipeGid(id) });
    expect(data).toEqual({ node: null });
    const own = await jordan.gql(`query($id: ID!) { node(id: $id) { ... on Recipe { title } } }`, {
      id: recipeGid(id),
    });
    expect(own.data).toEqual({ node: { title: "Grandma's Secret Mole" } });
  });

  test("its author's comments are theirs alone too, by id as well", async () => {
    const comment = await jordan.rest("POST", `/api/recipes/${id}/comments`, {
      comment: "Note to self: more chocolate.",
      rating: 5,
    });
    expect(comment.status, comment.text).toBe(200);
    const gid = Buffer.from(`RecipeComment:${comment.json.id}`).toString("base64");
    const query = `query($id: ID!) { node(id: $id) { ... on RecipeComment { comment } } }`;
    expect((await casey.gql(query, { id: gid })).data).toEqual({ node: null });
    expect((await jordan.gql(query, { id: gid })).data).toEqual({ node: { comment: "Note to self: more chocolate." } });
  });

  test("cannot be liked or commented on by anyone else", async () => {
    expect((await casey.rest("POST", `/api/recipes/${id}/like`, { userId: 1 })).status).toBe(404);
    expect(
      (await casey.rest("POST", `/api/recipes/${id}/comments`, { userId: 3, comment: "Hi", rating: 5 })).status,
    ).toBe(404);
    expect(await prisma().recipeLike.count({ where: { recipeId: id } })).toBe(0);
  });
});

describe("likes", () => {
  let id: number;
  beforeAll(async () => {
    id = (await jordan.rest("POST", "/api/recipes", recipe({ title: "Elote" }))).json.id;
  });

  test("a like is the signed-in user's, whatever userId says, and toggles", async () => {
    const like = await casey.rest("POST", `/api/recipes/${id}/like`, { userId: 1 });
    expect(like.status, like.text).toBe(200);
    expect(like.json).toMatchObject({ liked: true, likes: 1 });
    expect(await prisma().recipeLike.findMany({ where: { recipeId: id }, select: { userId: true } })).toEqual([
      { userId: ids.casey.id },
    ]);
    expect((await casey.rest("GET", `/api/recipes/${id}`)).json).toMatchObject({ likes: 1, liked: true });
    expect((await jordan.rest("GET", `/api/recipes/${id}`)).json).toMatchObject({ likes: 1, liked: false });
    expect((await casey.rest("POST", `/api/recipes/${id}/like`, { userId: 1 })).json).toMatchObject({
      liked: false,
      likes: 0,
    });
  });

  test("five likes fired at once by one user count once", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => casey.rest("POST", `/api/recipes/${id}/like`, { userId: 3 })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Five toggles in a row: liked, unliked, liked, unliked, liked.
    expect(results.map((r) => r.json.liked).sort()).toEqual([false, false, true, true, true]);
    expect(await prisma().recipeLike.count({ where: { recipeId: id } })).toBe(1);
    const set = `mutation($input: LikeRecipeInput!) { result: likeRecipe(input: $input) { __typename ... on LikeRecipePayload { liked recipe { likes } } } }`;
    const likes = await Promise.all(
      Array.from({ length: 5 }, () => jordan.mutate(set, { input: { recipeId: recipeGid(id), liked: true } })),
    );
    expect(likes.every((r) => r.liked)).toBe(true);
    expect(await prisma().recipeLike.count({ where: { recipeId: id } })).toBe(2);
  });

  test("visitors are asked to sign in", async () => {
    expect((await visitor.rest("POST", `/api/recipes/${id}/like`, { userId: 1 })).status).toBe(401);
  });
});

describe("comments", () => {
  let id: number;
  beforeAll(async () => {
    id = (await jordan.rest("POST", "/api/recipes", recipe({ title: "Sopes" }))).json.id;
  });

  test("carry the signed-in author's name and a rating of 5 by default, never the body's userId", async () => {
    const res = await casey.rest("POST", `/api/recipes/${id}/comments`, { userId: 3, comment: "Made these tonight!" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      userId: ids.casey.id,
      userName: "Casey Morgan",
      comment: "Made these tonight!",
      rating: 5,
    });
  });

  test("a rating is 1 to 5 and a comment not blank", async () => {
    expect((await casey.rest("POST", `/api/recipes/${id}/comments`, { userId: 3, comment: "x", rating: 6 })).text).toBe(
      "Rating must be 1 to 5 stars",
    );
    expect(
      (await casey.rest("POST", `/api/recipes/${id}/comments`, { userId: 3, comment: "x", rating: 0 })).status,
    ).toBe(400);
    expect(
      (await casey.rest("POST", `/api/recipes/${id}/comments`, { userId: 3, comment: "  ", rating: 4 })).text,
    ).toBe("Comment is required");
  });

  test("visitors are asked to sign in", async () => {
    const res = await visitor.rest("POST", `/api/recipes/${id}/comments`, { userId: 1, comment: "Hi", rating: 5 });
    expect(res.status).toBe(401);
  });

  test("are listed newest first, paged, with their total", async () => {
    await jordan.rest("POST", `/api/recipes/${id}/comments`, { userId: 1, comment: "Thanks!", rating: 4 });
    await maria.rest("POST", `/api/recipes/${id}/comments`, { userId: 1, comment: "Add lard to the masa.", rating: 3 });
    const all = await visitor.rest("GET", `/api/recipes/${id}/comments`);
    expect(all.json.map((c: any) => [c.userName, c.comment, c.rating])).toEqual([
      ["Maria Lopez", "Add lard to the masa.", 3],
      ["Jordan Lee", "Thanks!", 4],
      ["Casey Morgan", "Made these tonight!", 5],
    ]);
    expect(all.headers.get("x-total-count")).toBe("3");
    const page = await visitor.rest("GET", `/api/recipes/${id}/comments?limit=1&offset=1`);
    expect(page.json.map((c: any) => c.comment)).toEqual(["Thanks!"]);
    expect((await visitor.rest("GET", `/api/recipes/${id}`)).json.commentCount).toBe(3);
  });

  test("their author and admins can delete them; anyone else cannot", async () => {
    const [mariaComment, jordanComment] = (await visitor.rest("GET", `/api/recipes/${id}/comments`)).json;
    const other = await casey.rest("DELETE", `/api/recipes/${id}/comments/${mariaComment.id}`);
    expect([other.status, other.text]).toEqual([403, "Only its author or an admin can delete a comment."]);
    expect((await maria.rest("DELETE", `/api/recipes/${id}/comments/${mariaComment.id}`)).status).toBe(200);
    expect((await admin.rest("DELETE", `/api/recipes/${id}/comments/${jordanComment.id}`)).status).toBe(200);
    expect((await visitor.rest("GET", `/api/recipes/${id}/comments`)).json.map((c: any) => c.comment)).toEqual([
      "Made these tonight!",
    ]);
    expect((await admin.rest("DELETE", `/api/recipes/${id}/comments/${jordanComment.id}`)).status).toBe(404);
  });
});

describe("views", () => {
  test("count once per signed-in viewer per day; visitors are not counted", async () => {
    const id = (await jordan.rest("POST", "/api/recipes", recipe({ title: "Horchata" }))).json.id;
    const views = async () => (await visitor.rest("GET", `/api/recipes?search=Horchata`)).json[0].views;
    await casey.rest("GET", `/api/recipes/${id}`);
    await casey.rest("GET", `/api/recipes/${id}`);
    await visitor.rest("GET", `/api/recipes/${id}`);
    expect(await views()).toBe(1);
    await Promise.all([maria.rest("GET", `/api/recipes/${id}`), maria.rest("GET", `/api/recipes/${id}`)]);
    expect(await views()).toBe(2);
    // Yesterday's views stay counted; today's visit by the same viewer counts again.
    await prisma().recipeView.updateMany({ where: { recipeId: id }, data: { day: new Date(Date.now() - 86_400_000) } });
    await casey.rest("GET", `/api/recipes/${id}`);
    expect(await views()).toBe(3);
  });
});

describe("recipes that lead to dishes", () => {
  const CREATE = `mutation($input: CreateRecipeInput!) { result: createRecipe(input: $input) { __typename ... on Error { message }
    ... on CreateRecipePayload { recipe { databaseId dish { databaseId name kitchenStatus { open label } } } } } }`;
  const input = (dishId: number, title = "Carnitas Michoacán") => ({
    title,
    description: "Pork confit in its own lard, then crisped.",
    ingredients: ["2 kg pork"],
    instructions: ["Braise.", "Crisp."],
    prepTime: "30 mins",
    cookTime: "3 hours",
    dishId: dishGid(dishId),
  });

  test("a cook links a recipe to a dish on their menu; its page and the dish's page lead to each other", async () => {
    const res = await maria.rest(
      "POST",
      "/api/recipes",
      recipe({ title: "Carnitas Michoacán", dishId: ids.carnitas.id }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json.dishId).toBe(ids.carnitas.id);
    const { data } = await visitor.gql(
      `query($r: Int!, $d: Int!) {
      recipe(databaseId: $r) { dish { databaseId name kitchenStatus { open label } } }
      foodItem(databaseId: $d) { recipe { databaseId title } } }`,
      { r: res.json.id, d: ids.carnitas.id },
    );
    expect(data.recipe.dish).toEqual({
      databaseId: ids.carnitas.id,
      name: "Carnitas Plate",
      kitchenStatus: { open: true, label: "Open now" },
    });
    expect(data.foodItem.recipe).toEqual({ databaseId: res.json.id, title: "Carnitas Michoacán" });
  });

  test("another cook's dish, a dish already behind a recipe, or a non-cook's link is refused", async () => {
    expect((await maria.mutate(CREATE, { input: input(ids.katsu.id) })).message).toBe(
      "You can only link a recipe to a dish on your own menu.",
    );
    expect((await maria.mutate(CREATE, { input: input(ids.tacos.id) })).message).toBe(
      "This dish already has a recipe behind it.",
    );
    expect((await jordan.rest("POST", "/api/recipes", recipe({ dishId: ids.churros.id }))).text).toBe(
      "You can only link a recipe to a dish on your own menu.",
    );
  });

  test("two recipes linked to one dish at once: one wins, the other is told the dish is taken", async () => {
    const dish = await prisma().foodItem.create({
      data: {
        cookId: ids.kenji.id,
        meal: "lunch",
        name: "Onigiri Set",
        description: "Three rice balls.",
        priceCents: 900,
        prepTime: "10 mins",
      },
    });
    const results = await Promise.all(
      ["Onigiri A", "Onigiri B"].map((title) => kenji.mutate(CREATE, { input: input(dish.id, title) })),
    );
    expect(results.map((r) => r.__typename).sort()).toEqual(["CreateRecipePayload", "ValidationError"]);
    expect(results.find((r) => r.__typename === "ValidationError").message).toBe(
      "This dish already has a recipe behind it.",
    );
  });

  test("a cook links an existing recipe later, or unlinks it", async () => {
    const created = await kenji.mutate(CREATE, { input: { ...input(ids.katsu.id, "Katsu Curry Roux"), dishId: null } });
    expect(created.recipe.dish).toBeNull();
    const UPDATE = `mutation($input: UpdateRecipeInput!) { result: updateRecipe(input: $input) { __typename ... on Error { message } ... on UpdateRecipePayload { recipe { title dish { name } } } } }`;
    const recipeId = recipeGid(created.recipe.databaseId);
    expect((await kenji.mutate(UPDATE, { input: { recipeId, dishId: dishGid(ids.katsu.id) } })).recipe).toEqual({
      title: "Katsu Curry Roux",
      dish: { name: "Chicken Katsu Curry" },
    });
    expect((await maria.mutate(UPDATE, { input: { recipeId, title: "Mine now" } })).message).toBe("Recipe not found");
    expect((await kenji.mutate(UPDATE, { input: { recipeId, dishId: null } })).recipe.dish).toBeNull();
  });

  test("a dish the cook withdrew from the menu is no longer offered from its recipe", async () => {
    const dish = await prisma().foodItem.create({
      data: {
        cookId: ids.kenji.id,
        meal: "dinner",
        name: "Seasonal Nabe",
        description: "Winter hot pot.",
        priceCents: 1800,
        prepTime: "30 mins",
      },
    });
    const created = await kenji.mutate(CREATE, { input: input(dish.id, "Nabe at Home") });
    expect(created.recipe.dish.name).toBe("Seasonal Nabe");
    await prisma().foodItem.update({ where: { id: dish.id }, data: { withdrawnAt: new Date() } });
    const { data, errors } = await visitor.gql(`query($id: Int!) { recipe(databaseId: $id) { title dish { name } } }`, {
      id: created.recipe.databaseId,
    });
    expect(errors).toBeUndefined();
    expect(data.recipe).toEqual({ title: "Nabe at Home", dish: null });
    expect((await visitor.rest("GET", `/api/recipes/${created.recipe.databaseId}`)).json.dishId).toBeNull();
  });

  test("the cook's dashboard shows, per linked dish, the recipe's views, likes and comments beside the dish's orders", async () => {
    const tinga = await prisma().recipe.findFirstOrThrow({ where: { foodItemId: ids.tacos.id } });
    const DASHBOARD = `{ chefKitchen { recipeDishes { orderCount dish { name } recipe { title views likes commentCount } } } }`;
    const tacosOf = (data: any) =>
      data.chefKitchen.recipeDishes.find((d: any) => d.dish.name === "Chicken Tinga Tacos");
    const before = tacosOf((await maria.gql(DASHBOARD)).data);
    await casey.rest("GET", `/api/recipes/${tinga.id}`);
    await casey.rest("POST", `/api/recipes/${tinga.id}/like`, {});
    await casey.rest("POST", `/api/recipes/${tinga.id}/comments`, { comment: "Best tinga in Austin" });
    const { data, errors } = await maria.gql(DASHBOARD);
    expect(errors).toBeUndefined();
    // The demo's neighbours ordered the tacos and talked about the recipe before this story began.
    const paidOrders = await prisma().order.count({
      where: { paidAt: { not: null }, items: { some: { foodItemId: ids.tacos.id } } },
    });
    expect(tacosOf(data)).toEqual({
      orderCount: paidOrders,
      dish: { name: "Chicken Tinga Tacos" },
      recipe: {
        title: "Chicken Tinga",
        views: before.recipe.views + 1,
        likes: before.recipe.likes + 1,
        commentCount: before.recipe.commentCount + 1,
      },
    });
    expect(
      (
        await kenji.gql(`query($id: ID!) { node(id: $id) { ... on User { recipeDishes { orderCount } } } }`, {
          id: Buffer.from(`User:${ids.maria.id}`).toString("base64"),
        })
      ).errors,
    ).toBeDefined();
  });
});

describe("a new member", () => {
  test("signs up, joins, confirms by the link and shares", async () => {
    const { client, email, id } = await newCustomer("Robin");
    await client.rest("POST", "/api/community/join", {});
    const token = await latestToken(email);
    // Followed in the browser they are signed in with: the recipes page welcomes them.
    const follow = await client.fetch(`/api/community/confirm?token=${encodeURIComponent(token)}`, {
      redirect: "manual",
    });
    expect([follow.status, follow.headers.get("location")]).toEqual([302, "/recipes?message=community-confirmed"]);
    const res = await client.rest("POST", "/api/recipes", recipe({ title: "Robin's Salsa" }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.chefId).toBe(id);
  });
});

describe("SQL statements", () => {
  test("a page of recipes with counts, like state and dish costs as many statements for 40 recipes as for 4", async () => {
    const PAGE = `query($first: Int!) { recipes(first: $first) { totalCount edges { node { title authorName views likes commentCount viewerHasLiked
      dish { name } } } } }`;
    const statementsFor = async (first: number) => {
      const before = server.services.db.statementCount();
      const { errors } = await casey.gql(PAGE, { first });
      expect(errors).toBeUndefined();
      return server.services.db.statementCount() - before;
    };
    await prisma().recipe.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        authorId: ids.maria.id,
        title: `Filler ${i}`,
        description: "A recipe to fill the list.",
        prepTime: "1 min",
        cookTime: "1 min",
        ingredients: ["x"],
        instructions: ["y"],
      })),
    });
    expect(await statementsFor(40)).toBe(await statementsFor(4));
  });
});
