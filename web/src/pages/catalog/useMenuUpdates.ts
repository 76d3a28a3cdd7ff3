// Portions live: menuUpdated brings each dish whose portions changed, and Relay's store updates every
// card, dish page and badge that shows it ('Sold out' comes and goes without a reload).
import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useMenuUpdatesSubscription } from "../../__generated__/useMenuUpdatesSubscription.graphql";

/** Follows these dishes (every dish when null); `onUpdate` hears each change too. */
export function useMenuUpdates(foodItemIds: readonly string[] | null, onUpdate?: () => void) {
  const key = foodItemIds?.join(",") ?? "";
  const config = useMemo<GraphQLSubscriptionConfig<useMenuUpdatesSubscription>>(
    () => ({
      subscription: graphql`
        subscription useMenuUpdatesSubscription($ids: [ID!]) {
          menuUpdated(foodItemIds: $ids) {
            id
            soldOutToday
            portionsToday {
              remaining
              soldOut
            }
          }
        }
      `,
      variables: { ids: key ? key.split(",") : null },
      onNext: () => onUpdate?.(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' text names the subscription
    [key],
  );
  useSubscription<useMenuUpdatesSubscription>(config);
}
