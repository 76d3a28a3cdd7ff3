// setDishPortions: how many portions of a dish the kitchen makes on one date.
import { graphql } from "react-relay/hooks";
import type { useSetDishPortionsMutation } from "../../__generated__/useSetDishPortionsMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export function useSetDishPortions() {
  const [commit, isSaving] = useMutationResult<useSetDishPortionsMutation>(
    graphql`
      mutation useSetDishPortionsMutation($input: SetDishPortionsInput!) {
        result: setDishPortions(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SetDishPortionsPayload {
            day {
              dateLabel
              portions
              remaining
            }
            foodItem {
              id
              soldOutToday
              ...DishPortionsForm_dish
            }
          }
        }
      }
    `,
    "SetDishPortionsPayload",
  );
  const save = (input: useSetDishPortionsMutation["variables"]["input"]) =>
    commit({
      variables: { input },
      failure: { title: "Error", fallback: "Failed to save the portions." },
      onSuccess: ({ day }) =>
        notify({
          type: "success",
          title: "Portions saved",
          description:
            day.portions == null
              ? `${day.dateLabel}: back to the daily number.`
              : `${day.dateLabel}: ${day.portions} portions, ${day.remaining} left.`,
        }),
    });
  return [save, isSaving] as const;
}
