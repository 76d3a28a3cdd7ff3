// The delivery map as its own chunk: maplibre loads only when a map is on screen.
import { Box } from "@chakra-ui/react/box";
import { Spinner } from "@chakra-ui/react/spinner";
import { Suspense, lazy } from "react";
import type { DeliveryMapProps } from "./DeliveryMap";

const DeliveryMap = lazy(() => import("./DeliveryMap"));

export function DeliveryMapLazy(props: DeliveryMapProps) {
  return (
    <Suspense
      fallback={
        <Box
          h={props.height ?? "320px"}
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.muted"
          borderRadius="xl"
        >
          <Spinner />
        </Box>
      }
    >
      <DeliveryMap {...props} />
    </Suspense>
  );
}
