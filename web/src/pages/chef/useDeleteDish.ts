// deleteFoodItem from the Menu tab, after the cook confirms: a dish in unfinished orders is withdrawn
// from the menu instead (those orders keep it), and the toast says which happened.
import { graphql } from "react-relay/hooks";
import type { useDeleteDishMutation } from "../../__generated__/useDeleteDishMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** [remove(dish, menu connection id), isRemoving]. */
export function useDeleteDish() {
  const [commit, isRemoving] = useMutationResult<useDeleteDishMutation>(
    graphql`
      mutation useDeleteDishMutation($input: DeleteFoodItemInput!, $connections: [ID!]!) {
        result: deleteFoodItem(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeleteFoodItemPayload {
            withdrawn
            # Deleted or withdrawn, the dish leaves the menu (kitchenMenu lists neither).
            deletedId @deleteEdge(connections: $connections)
            cook {
              id
              ...CategoriesTab_cook
            }
          }
        }
      }
    `,
    "DeleteFoodItemPayload",
  );
  const remove = (dish: { id: string; name: string }, menuId: string) =>
    commit({
      variables: { input: { id: dish.id }, connections: [menuId] },
      failure: { title: "Error", fallback: "Failed to delete food item." },
      onSuccess: ({ withdrawn }) =>
        notify({
          type: "success",
          title: "Food Item Deleted",
          description: withdrawn
            ? "It is in unfinished orders, so it was withdrawn from your menu; those orders keep it."
            : `${dish.name} was removed from your menu.`,
        }),
    });
  return [remove, isRemoving] as const;
}
