import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";
import { afterBuild } from "./build/plugin.ts";

// The API server; the dev server forwards to it without rewriting the Host/Origin headers, so the
// session cookie and the WebSocket origin check see the page's own origin.
const api = process.env.HOMEPLATE_API_URL ?? "http://localhost:4000";

function routerBuild(file: string) {
  return fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
}

// babel-plugin-relay resolves relay.config.json's artifactDirectory from the working directory,
// so Vite runs from the repository root (`vite web`, `vite build web`), as the npm scripts do.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // `relay` is the plugin object itself, not a factory (ARCHITECTURE.md, traps).
  // After the build: prerendered public pages and .br/.gz beside every text file (web/build/).
  plugins: [react(), relay, afterBuild()],
  resolve: {
    alias: [
      // The server's pure rules (api/src/domain/<area>/rules.ts), so forms show its messages.
      { find: "@api-domain", replacement: fileURLToPath(new URL("../api/src/domain", import.meta.url)) },
      // React Router's package exports its development build to bundlers; the production build
      // is the same code without the dev warnings.
      { find: /^react-router$/, replacement: routerBuild("index.mjs") },
      { find: /^react-router\/dom$/, replacement: routerBuild("dom-export.mjs") },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Which chunks each module needs: the prerender step preloads a page's chunks from it.
    manifest: true,
    // The first page loads React, Relay, Chakra and the router (a size budget in e2e/bytes.test.ts);
    // every page is its own chunk on top of it, maplibre the one large one.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first page runs in one chunk, compressed as one (smaller than its parts).
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-relay|relay-runtime|fbjs|invariant|react-router|@emotion|stylis)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/uploads": api,
      "/health": api,
    },
  },
  preview: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": api,
      "/uploads": api,
      "/health": api,
    },
  },
});
