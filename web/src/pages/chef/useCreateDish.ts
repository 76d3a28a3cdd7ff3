// createFoodItem from the chef area's add dialog; the payload is the cook's menu and categories.
import { graphql } from "react-relay/hooks";
import type { useCreateDishMutation } from "../../__generated__/useCreateDishMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useCreateDish() {
  return useMutationResult<useCreateDishMutation>(
    graphql`
      mutation useCreateDishMutation($input: CreateFoodItemInput!) {
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
            cook {
              ...MenuTab_payload
            }
          }
        }
      }
    `,
    "CreateFoodItemPayload",
  );
}
