// createFoodItem from the chef area's add dialog: the new dish joins the end of the Menu tab's list
// (the menu is in creation order) and its category's count goes up.
import { graphql } from "react-relay/hooks";
import type { useCreateDishMutation } from "../../__generated__/useCreateDishMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useCreateDish() {
  return useMutationResult<useCreateDishMutation>(
    graphql`
      mutation useCreateDishMutation($input: CreateFoodItemInput!, $connections: [ID!]!) {
        result: createFoodItem(input: $input) {
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
          ... on CreateFoodItemPayload {
            foodItem @appendNode(connections: $connections, edgeTypeName: "UserKitchenMenuConnectionEdge") {
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
    "CreateFoodItemPayload",
  );
}
