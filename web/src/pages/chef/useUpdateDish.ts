// updateFoodItem from the chef area's Menu tab: availability, the edit dialog and a new image. The
// payload is the dish and the categories' counts (a dish may change category), updated in place.
import { graphql } from "react-relay/hooks";
import type { useUpdateDishMutation } from "../../__generated__/useUpdateDishMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useUpdateDish() {
  return useMutationResult<useUpdateDishMutation>(
    graphql`
      mutation useUpdateDishMutation($input: UpdateFoodItemInput!) {
        result: updateFoodItem(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ValidationError {
            fieldErrors {
              field
              message
            }
          }
          ... on UpdateFoodItemPayload {
            foodItem {
              id
              ...MenuDishCard_dish
              ...DishDialog_dish
            }
            cook {
              id
              ...CategoriesTab_cook
            }
          }
        }
      }
    `,
    "UpdateFoodItemPayload",
  );
}
