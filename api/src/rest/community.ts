// /api paths of the recipe community (companion spec §7 'Recipes and community'). The author, liker
// and commenter is always the signed-in user: the spec client's fixed chefId and userId are ignored.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { DIFFICULTIES, NOT_FOUND_RECIPE, NOT_YOUR_DISH } from "../domain/community/rules.ts";
import { specWord } from "./enumCase.ts";
import { mutationOperation, RestFailure, RestRedirect, type Page, type RestRequest, type RestRoute } from "./router.ts";
import { nodes, optionalInt, pathDatabaseId, pathGlobalId, text } from "./shapes.ts";

const recipeFields = `databaseId authorDatabaseId authorName title description imageUrl videoUrl difficulty prepTime cookTime servings
  views likes commentCount viewerHasLiked tags cuisine ingredients instructions isPublic createdAt dish { databaseId }`;
const commentFields = `databaseId comment rating createdAt userDatabaseId userName`;
const membershipFields = `membership { status }`;

/** The spec's recipe (chefId is its author), with the like state, comment count and linked dish. */
const restRecipe = ({ databaseId, authorDatabaseId, viewerHasLiked, dish, ...r }: any) => ({
  id: databaseId,
  chefId: authorDatabaseId,
  ...r,
  liked: viewerHasLiked,
  dishId: dish?.databaseId ?? null,
});

/** The spec's comment: id, comment, rating, createdAt, userId, and the commenter's name. */
const restComment = ({ databaseId, userDatabaseId, ...c }: any) => ({ id: databaseId, userId: userDatabaseId, ...c });

const recipeId = (id: string | undefined) => pathGlobalId("Recipe", id, NOT_FOUND_RECIPE);

/** Connections page by cursor, so a REST page (the router's `?limit=&offset=`) is read as the first
 * offset+limit rows and sliced; the offset is bounded so that read stays small. */
const MAX_RECIPE_OFFSET = 1000;
function rowsFor({ first, offset }: Page) {
  if (offset > MAX_RECIPE_OFFSET)
    throw new RestFailure(400, `offset must be a whole number from 0 to ${MAX_RECIPE_OFFSET}`);
  return first + offset;
}
const sliced = (connection: { edges: { node: unknown }[] }, { offset }: Page) => nodes(connection).slice(offset);

const texts = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : String(v ?? ""))) : [];

/** The recipe fields of a POST body; a missing required field becomes "" so the spec's message answers. */
function recipeBody(body: Record<string, unknown>) {
  const difficulty = specWord(body.difficulty);
  if (difficulty !== null && !(DIFFICULTIES as readonly string[]).includes(difficulty))
    throw new RestFailure(400, "Difficulty must be easy, medium or hard");
  if (body.isPublic != null && typeof body.isPublic !== "boolean")
    throw new RestFailure(400, "isPublic must be true or false");
  const dish = optionalInt(body.dishId);
  const dishGiven = body.dishId != null && body.dishId !== "";
  if (dishGiven && (dish == null || dish < 1 || dish > 2_147_483_647)) throw new RestFailure(400, NOT_YOUR_DISH);
  return {
    title: text(body.title) ?? "",
    description: text(body.description) ?? "",
    ingredients: texts(body.ingredients),
    instructions: texts(body.instructions),
    prepTime: text(body.prepTime) ?? "",
    cookTime: text(body.cookTime) ?? "",
    servings: body.servings == null || body.servings === "" ? null : (optionalInt(body.servings) ?? 0),
    difficulty,
    cuisine: text(body.cuisine),
    tags: texts(body.tags),
    imageUrl: text(body.imageUrl),
    videoUrl: text(body.videoUrl),
    isPublic: body.isPublic ?? null,
    dishId: dish == null ? null : encodeGlobalID("FoodItem", dish),
  };
}

const listVariables = ({ query, page }: RestRequest) => {
  const difficulty = specWord(query.get("difficulty"));
  if (difficulty && !(DIFFICULTIES as readonly string[]).includes(difficulty))
    throw new RestFailure(400, "difficulty must be easy, medium or hard");
  return { first: rowsFor(page), search: query.get("search"), cuisine: query.get("cuisine"), difficulty };
};

export const communityRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/recipes",
    operation: `query Rest_recipes($first: Int!, $search: String, $cuisine: String, $difficulty: RecipeDifficulty) {
      result: recipes(first: $first, search: $search, cuisine: $cuisine, difficulty: $difficulty) { totalCount edges { node { ${recipeFields} } } } }`,
    variables: listVariables,
    list: { defaultLimit: 20, total: (r) => r.totalCount },
    respond: (r, { page }) => sliced(r, page).map(restRecipe),
  },
  {
    method: "GET",
    path: "/api/recipes/cuisines",
    operation: `query Rest_recipeCuisines { result: recipeCuisines }`,
    respond: (r) => r,
  },
  {
    method: "GET",
    path: "/api/recipes/:id",
    // Opening a recipe is a view (counted once a day per signed-in viewer).
    operation: mutationOperation(
      "viewRecipe",
      "ViewRecipeInput",
      `... on ViewRecipePayload { recipe { ${recipeFields} } }`,
    ),
    variables: ({ params }) => ({ input: { recipeId: recipeId(params.id) } }),
    respond: (r) => restRecipe(r.recipe),
  },
  {
    method: "GET",
    path: "/api/recipes/:id/comments",
    operation: `query Rest_recipeComments($id: Int!, $first: Int!) {
      result: recipe(databaseId: $id) { comments(first: $first) { totalCount edges { node { ${commentFields} } } } } }`,
    variables: ({ params, page }) => ({ id: pathDatabaseId(params.id, NOT_FOUND_RECIPE), first: rowsFor(page) }),
    list: { defaultLimit: 20, total: (r) => r?.comments.totalCount ?? 0 },
    respond: (r, { page }) => {
      if (!r) throw new RestFailure(404, NOT_FOUND_RECIPE);
      return sliced(r.comments, page).map(restComment);
    },
  },
  {
    method: "POST",
    path: "/api/recipes",
    operation: mutationOperation(
      "createRecipe",
      "CreateRecipeInput",
      `... on CreateRecipePayload { recipe { ${recipeFields} } }`,
    ),
    variables: ({ body }) => ({ input: recipeBody(body) }),
    respond: (r) => restRecipe(r.recipe),
  },
  {
    method: "POST",
    path: "/api/recipes/:id/like",
    // A toggle: the body's userId is ignored, the signed-in user likes or unlikes.
    operation: mutationOperation(
      "likeRecipe",
      "LikeRecipeInput",
      `... on LikeRecipePayload { liked recipe { ${recipeFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: { recipeId: recipeId(params.id), liked: typeof body.liked === "boolean" ? body.liked : null },
    }),
    respond: (r) => ({ liked: r.liked, likes: r.recipe.likes, recipe: restRecipe(r.recipe) }),
  },
  {
    method: "POST",
    path: "/api/recipes/:id/comments",
    operation: mutationOperation(
      "addRecipeComment",
      "AddRecipeCommentInput",
      `... on AddRecipeCommentPayload { comment { ${commentFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: {
        recipeId: recipeId(params.id),
        comment: text(body.comment) ?? "",
        rating: body.rating == null || body.rating === "" ? null : (optionalInt(body.rating) ?? 0),
      },
    }),
    respond: (r) => restComment(r.comment),
  },
  {
    method: "DELETE",
    path: "/api/recipes/:id/comments/:commentId",
    operation: mutationOperation(
      "deleteRecipeComment",
      "DeleteRecipeCommentInput",
      `... on DeleteRecipeCommentPayload { recipe { databaseId } }`,
    ),
    variables: ({ params }) => ({
      input: { commentId: pathGlobalId("RecipeComment", params.commentId, "Comment not found.") },
    }),
    respond: () => ({ success: true }),
  },
  {
    method: "GET",
    path: "/api/community/membership",
    operation: `query Rest_communityMembership { result: communityMembership { status confirmedAt } }`,
    respond: (membership) => ({ membership }),
  },
  {
    method: "POST",
    path: "/api/community/join",
    operation: `mutation Rest_joinCommunity { result: joinCommunity { __typename ... on Error { message }
      ... on JoinCommunityPayload { mailSent ${membershipFields} } } }`,
    respond: (r) => ({
      success: true,
      membership: r.membership,
      mailSent: r.mailSent,
      message:
        r.membership.status === "confirmed"
          ? "You are already a community member."
          : "Please check your email to confirm your membership.",
    }),
  },
  {
    method: "GET",
    path: "/api/community/confirm",
    // The mailed link: confirms, then lands on the login page, which welcomes the new member (spec);
    // a member already signed in in that browser lands on /recipes instead, which the route table lets
    // them open, with the same welcome.
    operation: mutationOperation(
      "confirmCommunityMembership",
      "ConfirmCommunityMembershipInput",
      `... on ConfirmCommunityMembershipPayload { ${membershipFields} viewer { id } }`,
    ),
    variables: ({ query }) => ({ input: { token: query.get("token") ?? "" } }),
    respond: (r) => {
      throw new RestRedirect(`${r.viewer ? "/recipes" : "/login"}?message=community-confirmed`);
    },
  },
];
