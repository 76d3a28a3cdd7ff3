import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { RouterProvider } from "react-router/dom";
import { environment } from "./relay/environment";
import { router } from "./routes";
import { system } from "./theme/system";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>,
);

// The background worker shows push notifications; a click on one asks this page to open its url.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Push features say 'Not Supported' where the worker is unavailable.
    });
  });
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type !== "NOTIFICATION_CLICK" || !event.data.url) return;
    const url = new URL(event.data.url, window.location.origin);
    if (url.origin === window.location.origin) void router.navigate(url.pathname + url.search + url.hash);
  });
}
