// The tracking page's live order: status changes and the driver's position arrive over the socket
// and update the order's records in the store (orderStatusChanged, driverLocationUpdated), the
// server's ETA with each of them. `onError` hears of a subscription that failed or was refused.
import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useLiveOrderLocationSubscription } from "../../__generated__/useLiveOrderLocationSubscription.graphql";
import type { useLiveOrderStatusSubscription } from "../../__generated__/useLiveOrderStatusSubscription.graphql";

const statusSubscription = graphql`
  subscription useLiveOrderStatusSubscription($orderId: ID!) {
    orderStatusChanged(orderId: $orderId) {
      id
      status
      statusLabel
      estimatedDelivery
      etaMinutes
      driver {
        name
        vehicle
        phone
      }
    }
  }
`;

const locationSubscription = graphql`
  subscription useLiveOrderLocationSubscription($orderId: ID!) {
    driverLocationUpdated(orderId: $orderId) {
      lat
      lng
      accuracy
      speed
      heading
      timestamp
      etaMinutes
    }
  }
`;

export function useLiveOrder(orderId: string, onError: (error: Error) => void) {
  const status = useMemo<GraphQLSubscriptionConfig<useLiveOrderStatusSubscription>>(
    () => ({ subscription: statusSubscription, variables: { orderId }, onError }),
    [orderId, onError],
  );
  const location = useMemo<GraphQLSubscriptionConfig<useLiveOrderLocationSubscription>>(
    () => ({
      subscription: locationSubscription,
      variables: { orderId },
      onError,
      // A location has no id of its own: it becomes the order's driverLocation, and the ETA the
      // server read from it the order's.
      updater: (store) => {
        const next = store.getRootField("driverLocationUpdated");
        const order = store.get(orderId);
        if (!next || !order) return;
        order.setLinkedRecord(next, "driverLocation");
        const eta = next.getValue("etaMinutes");
        if (typeof eta === "number") order.setValue(eta, "etaMinutes");
      },
    }),
    [orderId, onError],
  );
  useSubscription<useLiveOrderStatusSubscription>(status);
  useSubscription<useLiveOrderLocationSubscription>(location);
}
