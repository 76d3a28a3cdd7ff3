// The tracking page's map: the kitchen, the destination, the route and (while the order is on the
// road) the driver's marker; 'View on Map' and 'Share Tracking'; and, in demo mode, the button that
// sends the demo driver to a ready order that has none.
import { Button } from "@chakra-ui/react/button";
import { graphql, useFragment } from "react-relay/hooks";
import type { TrackingMap_order$key } from "../../__generated__/TrackingMap_order.graphql";
import { DeliveryMapLazy } from "../delivery/DeliveryMapLazy";
import { ShareActions } from "../delivery/ShareActions";
import { statusKey } from "../delivery/tracking";
import { isMoving } from "./TrackingProgress";
import { useStartDemoDelivery } from "./useStartDemoDelivery";

export function TrackingMap({
  order: key,
  viewerDatabaseId,
}: {
  order: TrackingMap_order$key;
  viewerDatabaseId: number | null;
}) {
  const order = useFragment(
    graphql`
      fragment TrackingMap_order on Order {
        id
        databaseId
        customerDatabaseId
        status
        deliveryAddress
        # eslint-disable-next-line relay/unused-fields -- DeliveryMap reads the point (a LngLat)
        kitchenLocation {
          lat
          lng
        }
        # eslint-disable-next-line relay/unused-fields -- DeliveryMap reads the point (a LngLat)
        deliveryLocation {
          lat
          lng
        }
        driver {
          __typename
        }
        # eslint-disable-next-line relay/unused-fields -- DeliveryMap reads the point (a LngLat)
        driverLocation {
          lat
          lng
        }
      }
    `,
    key,
  );
  const kitchen = order.kitchenLocation ?? null;
  const destination = order.deliveryLocation ?? null;
  return (
    <>
      <DeliveryMapLazy
        kitchen={kitchen}
        destination={destination}
        driver={isMoving(order.status) ? (order.driverLocation ?? null) : null}
        route={kitchen && destination ? [kitchen, destination] : []}
      />
      <ShareActions address={order.deliveryAddress} orderId={order.id} orderNumber={order.databaseId} />
      {statusKey(order.status) === "ready" && !order.driver && viewerDatabaseId === order.customerDatabaseId && (
        <DemoDeliveryButton orderId={order.id} />
      )}
    </>
  );
}

/** Demo mode: the demo driver delivers this ready order on the server, so it can be watched here. */
function DemoDeliveryButton({ orderId }: { orderId: string }) {
  const [start, starting] = useStartDemoDelivery();
  return (
    <Button variant="outline" loading={starting} onClick={() => start(orderId)}>
      Watch a demo delivery
    </Button>
  );
}
