// The dish a recipe links to, and the editor its author uses to link one of their dishes.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { LuShoppingBag } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { RecipeDishLink_dish$key } from "../../__generated__/RecipeDishLink_dish.graphql";
import type { RecipeDishLink_dishes$key } from "../../__generated__/RecipeDishLink_dishes.graphql";
import type { RecipeDishLinkMutation } from "../../__generated__/RecipeDishLinkMutation.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** `canOpen`: whether the viewer's role may open the dish's page. */
export function DishLink({ dish: key, canOpen }: { dish: RecipeDishLink_dish$key; canOpen: boolean }) {
  const dish = useFragment(
    graphql`
      fragment RecipeDishLink_dish on FoodItem {
        databaseId
        name
        kitchenStatus {
          open
          label
        }
      }
    `,
    key,
  );
  return (
    <Card.Root borderRadius="2xl" bg="brand.subtle" data-testid="recipe-dish">
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">Made in a HomePlate kitchen: {dish.name}</Text>
            <Badge colorPalette={dish.kitchenStatus.open ? "green" : "gray"} alignSelf="start">
              {dish.kitchenStatus.label}
            </Badge>
          </Stack>
          {canOpen && (
            <Button asChild>
              <RouterLink to={`/food/${dish.databaseId}`}>
                <LuShoppingBag aria-hidden /> Order this dish
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The author, a cook, links the recipe to one of their dishes (or unlinks it). */
export function DishLinkEditor({
  cook,
  recipeId,
  dishId: linked,
}: {
  cook: RecipeDishLink_dishes$key;
  recipeId: string;
  dishId: string;
}) {
  const viewer = useFragment(
    graphql`
      fragment RecipeDishLink_dishes on User @argumentDefinitions(first: { type: "Int!" }) {
        kitchenMenu(first: $first) {
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
    `,
    cook,
  );
  const [dishId, setDishId] = useState(linked);
  const [update, isSaving] = useMutationResult<RecipeDishLinkMutation>(
    graphql`
      mutation RecipeDishLinkMutation($input: UpdateRecipeInput!) {
        result: updateRecipe(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UpdateRecipePayload {
            recipe {
              id
              dish {
                id
                databaseId
                name
                kitchenStatus {
                  open
                  label
                }
                recipe {
                  id
                }
              }
            }
          }
        }
      }
    `,
    "UpdateRecipePayload",
  );
  // A dish already behind another recipe cannot take this one.
  const dishes = viewer.kitchenMenu.edges.map((e) => e.node).filter((d) => !d.recipe || d.recipe.id === recipeId);
  if (dishes.length === 0) return null;
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Box flex="1" minW="60">
        <FormField label="The dish this recipe leads to">
          <NativeSelect.Root>
            <NativeSelect.Field value={dishId} onChange={(e) => setDishId(e.target.value)}>
              <option value="">No dish</option>
              {dishes.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
      <Button
        variant="outline"
        disabled={dishId === linked}
        loading={isSaving}
        onClick={() =>
          update({
            variables: { input: { recipeId, dishId: dishId || null } },
            failure: { title: "Error", fallback: "Failed to update the recipe. Please try again." },
            onSuccess: () =>
              notify({
                type: "success",
                title: "Recipe Updated",
                description: dishId ? "It now leads to your dish." : "It no longer leads to a dish.",
              }),
          })
        }
      >
        Save dish link
      </Button>
    </HStack>
  );
}
