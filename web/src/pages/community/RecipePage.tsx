// /recipes/{id}: every field of a recipe, its Like button, the dish it leads to ('Order this dish',
// with the kitchen's open or closed state; its author, a cook, picks that dish here) and its comments.
// Opening it counts a view.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect } from "react";
import { type PreloadedQuery, graphql, useFragment, useMutation, usePreloadedQuery } from "react-relay/hooks";
import { LuArrowLeft } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { RecipePageQuery, RecipePageQuery$data } from "../../__generated__/RecipePageQuery.graphql";
import type { RecipeDishLink_dishes$key } from "../../__generated__/RecipeDishLink_dishes.graphql";
import type { RecipePageViewMutation } from "../../__generated__/RecipePageViewMutation.graphql";
import type { RecipePage_viewer$key } from "../../__generated__/RecipePage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { audienceOf, routeTable } from "../../routeTable";
import { DishImage } from "../catalog/DishImage";
import { LikeButton } from "./LikeButton";
import { difficultyColor } from "./RecipeCard";
import { RecipeComments } from "./RecipeComments";
import { DishLink, DishLinkEditor } from "./RecipeDishLink";

export const recipePageQuery = graphql`
  query RecipePageQuery($databaseId: Int!, $comments: Int!, $isCook: Boolean!, $dishes: Int!) @preloadable {
    # A cook's dishes, for linking their own recipe to one (loaded for approved cooks only).
    viewer @include(if: $isCook) {
      ...RecipeDishLink_dishes @arguments(first: $dishes)
    }
    recipe(databaseId: $databaseId) {
      id
      title
      description
      imageUrl
      videoUrl
      difficulty
      prepTime
      cookTime
      servings
      views
      tags
      cuisine
      ingredients
      instructions
      authorName
      isPublic
      isMine
      dish {
        id
        ...RecipeDishLink_dish
      }
      ...LikeButton_recipe
      ...RecipeComments_recipe @arguments(count: $comments)
    }
  }
`;

type Recipe = NonNullable<RecipePageQuery$data["recipe"]>;

/** What this page reads of the signed-in user (the Layout's query spreads it). */
const viewerFragment = graphql`
  fragment RecipePage_viewer on User {
    role
    approvalStatus
  }
`;

export default function RecipePage() {
  const { recipe, viewer } = usePreloadedQuery<RecipePageQuery>(
    recipePageQuery,
    useLoaderData<PreloadedQuery<RecipePageQuery>>(),
  );
  return (
    <Container maxW="4xl" py="6">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/recipes">
          <LuArrowLeft /> Back to Recipes
        </RouterLink>
      </Button>
      {recipe ? (
        <RecipeDetails recipe={recipe} dishes={viewer ?? null} />
      ) : (
        <Stack align="center" py="12" gap="3" textAlign="center">
          <Heading as="h1" size="2xl">
            Recipe not found
          </Heading>
          <Text color="fg.muted">It may have been removed, or its author keeps it private.</Text>
        </Stack>
      )}
    </Container>
  );
}

function RecipeDetails({ recipe, dishes }: { recipe: Recipe; dishes: RecipeDishLink_dishes$key | null }) {
  const [view] = useMutation<RecipePageViewMutation>(graphql`
    mutation RecipePageViewMutation($input: ViewRecipeInput!) {
      result: viewRecipe(input: $input) {
        __typename
        ... on ViewRecipePayload {
          recipe {
            id
            views
          }
        }
      }
    }
  `);
  // Only signed-in views count, and a mutation empties the server's shared cache of anonymous reads:
  // visitors send none.
  const viewer = useFragment<RecipePage_viewer$key>(viewerFragment, useViewerKey());
  const canOpenDish = routeTable[audienceOf(viewer?.role)].includes("/food/:id");
  const signedIn = viewer !== null;
  const isCook = viewer?.role === "COOK" && viewer.approvalStatus === "APPROVED";
  useEffect(() => {
    if (signedIn) view({ variables: { input: { recipeId: recipe.id } } });
  }, [recipe.id, signedIn, view]);

  return (
    <Stack gap="6">
      <Box position="relative" borderRadius="l3" overflow="hidden">
        <DishImage src={recipe.imageUrl} alt={recipe.title} height="72" />
        <Badge
          position="absolute"
          top="3"
          left="3"
          colorPalette={difficultyColor[recipe.difficulty]}
          variant="solid"
          size="lg"
        >
          {recipe.difficulty.toLowerCase()}
        </Badge>
      </Box>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="4">
          <Heading as="h1" size="3xl">
            {recipe.title}
          </Heading>
          <LikeButton recipe={recipe} size="md" />
        </HStack>
        <Text color="fg.muted">
          By {recipe.authorName}
          {!recipe.isPublic && " · Private: only you can see it"}
        </Text>
        <Text fontSize="lg">{recipe.description}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label="Prep time" value={recipe.prepTime} />
        <Fact label="Cook time" value={recipe.cookTime} />
        <Fact label="Servings" value={String(recipe.servings)} />
        <Fact label="Views" value={String(recipe.views)} />
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        {recipe.cuisine && <Badge variant="outline">{recipe.cuisine}</Badge>}
        {recipe.tags.map((tag) => (
          <Badge key={tag} variant="subtle">
            {tag}
          </Badge>
        ))}
      </HStack>
      {recipe.dish && <DishLink dish={recipe.dish} canOpen={canOpenDish} />}
      {recipe.isMine && isCook && dishes && (
        <DishLinkEditor cook={dishes} recipeId={recipe.id} dishId={recipe.dish?.id ?? ""} />
      )}
      {recipe.videoUrl && (
        <Link href={recipe.videoUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
          Watch the video
        </Link>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Heading as="h2" size="lg">
              Ingredients
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ul" gap="1" ps="5" listStyleType="disc">
              {recipe.ingredients.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root borderRadius="2xl">
          <Card.Header>
            <Heading as="h2" size="lg">
              Instructions
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
              {recipe.instructions.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <RecipeComments recipe={recipe} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="lg" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

/** The dish this recipe leads to; cooks cannot open dish pages (route table), so they see it unlinked. */
