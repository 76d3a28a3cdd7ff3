// The steps after Vite's client build, in order: prerender the public pages, write the service worker
// with its precache list, then precompress everything (the prerendered pages included).
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { precompress } from "./precompress.ts";
import { prerenderPages } from "./prerender.ts";
import { writeServiceWorker } from "./serviceWorker.ts";

export function afterBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "homeplate:after-build",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The prerender step's own SSR build runs this plugin too.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await prerenderPages(config, outDir);
      writeServiceWorker(outDir);
      await precompress(outDir);
    },
  };
}
