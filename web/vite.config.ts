import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";

// The API server; the dev server forwards to it without rewriting the Host/Origin headers, so the
// session cookie and the WebSocket origin check see the page's own origin.
const api = process.env.HOMEPLATE_API_URL ?? "http://localhost:4000";

// babel-plugin-relay resolves relay.config.json's artifactDirectory from the working directory,
// so Vite runs from the repository root (`vite web`, `vite build web`), as the npm scripts do.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // `relay` is the plugin object itself, not a factory (ARCHITECTURE.md, traps).
  plugins: [react(), relay],
  resolve: {
    alias: {
      // The server's pure zod rules (api/src/schema/<domain>/rules.ts), so forms show its messages.
      "@api-schema": fileURLToPath(new URL("../api/src/schema", import.meta.url)),
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The shared chunk is React, Relay, Chakra and the router (~235 kB gz, ARCHITECTURE.md "Bundle");
    // every page is its own chunk on top of it.
    chunkSizeWarningLimit: 900,
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
