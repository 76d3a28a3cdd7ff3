// updateFoodItem from the chef area's Menu tab: availability, the edit dialog and a new image. The
// payload is the cook's whole menu and categories, so every part of the chef area redraws from it.
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
            cook {
              ...MenuTab_payload
            }
          }
        }
      }
    `,
    "UpdateFoodItemPayload",
  );
}
