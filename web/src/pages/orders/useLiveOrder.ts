// The tracking page's live order: status changes and the driver's position arrive over the socket
// and update the order's records in the store (orderStatusChanged, driverLocationUpdated).
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
    }
  }
`;

export function useLiveOrder(orderId: string) {
  const status = useMemo<GraphQLSubscriptionConfig<useLiveOrderStatusSubscription>>(
    () => ({ subscription: statusSubscription, variables: { orderId } }),
    [orderId],
  );
  const location = useMemo<GraphQLSubscriptionConfig<useLiveOrderLocationSubscription>>(
    () => ({
      subscription: locationSubscription,
      variables: { orderId },
      // A location has no id of its own: it becomes the order's driverLocation.
      updater: (store) => {
        const next = store.getRootField("driverLocationUpdated");
        const order = store.get(orderId);
        if (next && order) order.setLinkedRecord(next, "driverLocation");
      },
    }),
    [orderId],
  );
  useSubscription<useLiveOrderStatusSubscription>(status);
  useSubscription<useLiveOrderLocationSubscription>(location);
}
