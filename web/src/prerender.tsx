// The server-side entry the build uses to prerender the public pages (web/build/prerender.ts): the
// same routes, providers and store as the browser (main.tsx) for a visitor, rendered by React's
// static renderer once every lazy page has loaded, with Emotion's styles collected for the <head>.
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { environment } from "./relay/environment";
import { assumeVisitor } from "./relay/visitor";
import { routes } from "./routes";
import { system } from "./theme/system";

assumeVisitor(environment);
const handler = createStaticHandler(routes);

export async function render(urlPath: string) {
  const context = await handler.query(new Request(new URL(urlPath, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`prerender: ${urlPath} answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: ${urlPath} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // In compat mode Emotion keeps each rule in `cache.inserted` instead of writing <style> tags
  // into the markup, so they can go into the head as one tag.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <RelayEnvironmentProvider environment={environment}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RelayEnvironmentProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, in place: React otherwise sends a large one after its fallback, with
    // a script that swaps it in, and without JavaScript the page would stay on the spinner.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes("<script") || html.includes("<template"))
    throw new Error(`prerender: ${urlPath} needs a script to show its content`);
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return { html, css: styles.map(([, rules]) => rules).join(""), styleNames: styles.map(([name]) => name) };
}
