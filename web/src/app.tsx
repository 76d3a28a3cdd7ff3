// The app: its providers and router, rendered into #root, or hydrating the markup there when the
// build prerendered this page (web/build/prerender.ts).
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { type DataRouter, createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { captureInstallPrompt } from "./pwa/installCapture";
import { registerServiceWorker } from "./pwa/serviceWorker";
import { environment } from "./relay/environment";
import { assumeVisitor } from "./relay/visitor";
import { routes } from "./routes";
import { system } from "./theme/system";

const rootElement = document.getElementById("root")!;
// Set by the build on the pages it prerendered, which the server sends only to browsers without a
// session cookie.
const prerendered = rootElement.dataset.prerendered === "visitor";
if (prerendered) assumeVisitor(environment);
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>
);

// Both render in a transition, which React does in slices that leave the main thread free for
// input between them (a phone's long first render was most of its blocking time).
if (prerendered) {
  // Hydrate once the loaders have run (the viewer is already in the store, so they finish at
  // once): the first render is then the prerendered page, not the router's loading spinner.
  void routerInitialized(router).then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else {
  startTransition(() => createRoot(rootElement).render(app));
}

function routerInitialized(dataRouter: DataRouter) {
  return new Promise<void>((resolve) => {
    if (dataRouter.state.initialized) return resolve();
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The service worker precaches the app, serves it offline and shows push notifications; a click on
// one asks this page to open its url. The browser's install prompt is kept for after an order.
registerServiceWorker((href) => {
  const url = new URL(href, window.location.origin);
  if (url.origin === window.location.origin) void router.navigate(url.pathname + url.search + url.hash);
});
captureInstallPrompt();
