// The navigation panel's data (driver spec §2, §4): the order's pickup and dropoff targets, the
// route from the server's route query (Mapbox Directions with a token, its offline router
// otherwise), and the status steps. Start Navigation is enabled only at ready (it marks the order
// picked up); Mark Delivery Complete on the last dropoff step, once on the way. A failed route falls back to the spec's built-in
// one with the 'Route Error' toast.
import { useState } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { NavigationPanel_order$key } from "../../__generated__/NavigationPanel_order.graphql";
import type { NavigationPanelRouteQuery } from "../../__generated__/NavigationPanelRouteQuery.graphql";
import { notify } from "../../toaster/toaster";
import { useUpdateOrderStatus } from "./useUpdateOrderStatus";
import { type NavigationRoute, type NavigationTarget, NavigationView, fallbackRoute } from "./NavigationView";
import { statusKey } from "./tracking";
import type { Fix } from "./useGeolocationTracking";

const routeQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- the whole route goes to NavigationView as a NavigationRoute (as the fallback route does)
  query NavigationPanelRouteQuery($input: DeliveryRouteInput!) {
    deliveryRoute(input: $input) {
      distanceMiles
      durationMinutes
      eta
      steps {
        instruction
        distanceMiles
        durationMinutes
        maneuver
      }
    }
  }
`;

export function NavigationPanel({
  order: key,
  gps,
  onChanged,
}: {
  order: NavigationPanel_order$key;
  gps: { connected: boolean; accuracy: number | null; fix: Fix | null };
  onChanged: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment NavigationPanel_order on Order {
        id
        status
        kitchenName
        pickupAddress
        cookPhone
        customerName
        customerPhone
        deliveryAddress
        deliveryInstructions
        kitchenLocation {
          lat
          lng
        }
        deliveryLocation {
          lat
          lng
        }
      }
    `,
    key,
  );
  const environment = useRelayEnvironment();
  const status = statusKey(order.status);
  const [targetKind, setTargetKind] = useState<"pickup" | "dropoff">(status === "ready" ? "pickup" : "dropoff");
  const [route, setRoute] = useState<NavigationRoute | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [calculating, setCalculating] = useState(false);
  const [step, stepping] = useUpdateOrderStatus();

  const target: NavigationTarget =
    targetKind === "pickup"
      ? {
          name: order.kitchenName,
          address: order.pickupAddress,
          lat: order.kitchenLocation?.lat ?? null,
          lng: order.kitchenLocation?.lng ?? null,
          phone: order.cookPhone ?? null,
          instructions: null,
        }
      : {
          name: order.customerName,
          address: order.deliveryAddress,
          lat: order.deliveryLocation?.lat ?? null,
          lng: order.deliveryLocation?.lng ?? null,
          phone: order.customerPhone ?? null,
          instructions: order.deliveryInstructions ?? null,
        };

  const calculate = async (): Promise<NavigationRoute> => {
    const from =
      gps.fix ?? (order.kitchenLocation ? { lat: order.kitchenLocation.lat, lng: order.kitchenLocation.lng } : null);
    if (!from || target.lat === null || target.lng === null) throw new Error("no coordinates");
    const data = await fetchQuery<NavigationPanelRouteQuery>(environment, routeQuery, {
      input: { from: { lat: from.lat, lng: from.lng }, to: { lat: target.lat, lng: target.lng } },
    }).toPromise();
    if (!data?.deliveryRoute) throw new Error("no route");
    return data.deliveryRoute;
  };

  const start = async () => {
    setCalculating(true);
    try {
      let next: NavigationRoute;
      try {
        next = await calculate();
      } catch {
        notify({
          type: "error",
          title: "Route Error",
          description: "Unable to calculate route. Using fallback navigation.",
        });
        next = fallbackRoute(target);
      }
      if (status === "ready") {
        const ok = await new Promise<boolean>((resolve) =>
          step({
            variables: { input: { orderId: order.id, status: "PICKED_UP" } },
            failure: { title: "Navigation Error", fallback: "Unable to start navigation. Please try again." },
            onSuccess: () => resolve(true),
            onFailure: () => resolve(false),
          }),
        );
        if (!ok) return;
        onChanged();
      }
      setRoute(next);
      setStepIndex(0);
      notify({ type: "success", title: "Navigation Started", description: `Heading to ${target.address}` });
    } catch {
      notify({
        type: "error",
        title: "Navigation Error",
        description: "Unable to start navigation. Please try again.",
      });
    } finally {
      setCalculating(false);
    }
  };

  const complete = () =>
    step({
      variables: { input: { orderId: order.id, status: "DELIVERED" } },
      failure: { title: "Error", fallback: "Failed to update order status." },
      onSuccess: () => {
        notify({
          type: "success",
          title: "Delivery Completed",
          description: "Order has been marked as delivered successfully.",
        });
        setRoute(null);
        onChanged();
      },
    });

  return (
    <NavigationView
      targetKind={targetKind}
      onTargetKind={(kind) => {
        setTargetKind(kind);
        setRoute(null);
      }}
      target={target}
      gps={gps}
      calculating={calculating}
      route={route}
      stepIndex={stepIndex}
      canStart={status === "ready" || status === "picked_up" || status === "on_way"}
      onStart={() => void start()}
      onNextStep={() => setStepIndex((i) => Math.min(i + 1, (route?.steps.length ?? 1) - 1))}
      canComplete={status === "on_way" && !stepping}
      onComplete={complete}
    />
  );
}
