// /recipes/create: share a recipe (companion spec "Recipe community" and §5 "Recipe create schema"),
// for confirmed members; others are pointed to Join. A cook may link the recipe to one of their dishes.
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { CreateRecipePageQuery } from "../../__generated__/CreateRecipePageQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { RecipeForm } from "./RecipeForm";

/** The viewer's membership, and an approved cook's dishes (the route knows the role: routes.tsx). */
export const createRecipePageQuery = graphql`
  query CreateRecipePageQuery($isCook: Boolean!, $dishes: Int!) @preloadable {
    viewer {
      communityMembership {
        status
      }
      kitchenMenu(first: $dishes) @include(if: $isCook) {
        edges {
          node {
            id
            name
            recipe {
              id
            }
          }
        }
      }
    }
  }
`;

export default function CreateRecipePage() {
  const queryRef = useLoaderData<PreloadedQuery<CreateRecipePageQuery>>();
  return (
    <Container maxW="3xl" py="6">
      <Heading as="h1" size="2xl" mb="6">
        Share a Recipe
      </Heading>
      <Suspense fallback={<PageSpinner />}>
        <MembersOnly queryRef={queryRef} />
      </Suspense>
    </Container>
  );
}

function MembersOnly({ queryRef }: { queryRef: PreloadedQuery<CreateRecipePageQuery> }) {
  const data = usePreloadedQuery<CreateRecipePageQuery>(createRecipePageQuery, queryRef);
  if (data.viewer?.communityMembership?.status !== "CONFIRMED") {
    return (
      <Stack gap="3" align="start">
        <Text>Only confirmed community members can share recipes.</Text>
        <Text color="fg.muted">
          Join the community from the recipes page, then follow the link we email you to confirm your membership.
        </Text>
        <Button asChild>
          <RouterLink to="/recipes">Go to Recipe Community</RouterLink>
        </Button>
      </Stack>
    );
  }
  // A dish already behind a recipe cannot take a second one.
  // The dishes no recipe links to yet, as the form's picker lists them.
  const dishes = (data.viewer.kitchenMenu?.edges ?? [])
    .map((e) => e.node)
    .filter((d) => !d.recipe)
    .map((d) => ({ id: d.id, name: d.name }));
  return <RecipeForm dishes={dishes} />;
}
