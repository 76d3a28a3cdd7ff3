// After the client build: dist/sw.js from web/build/sw.js, with the precache list (the app shell,
// the offline page, the manifest, the icons and every hashed script and style) and a version made
// from the hashed names, so a new build is a new worker and an unchanged one is not.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Files larger than this are not precached (the map library): they load when a map is first shown. */
const MAX_PRECACHED_BYTES = 400_000;

export function writeServiceWorker(outDir: string) {
  const assets = fs
    .readdirSync(path.join(outDir, "assets"))
    .filter((f) => /\.(js|css)$/.test(f) && fs.statSync(path.join(outDir, "assets", f)).size <= MAX_PRECACHED_BYTES)
    .sort()
    .map((f) => `/assets/${f}`);
  const shell = ["/index.html", "/offline.html", "/manifest.webmanifest", "/favicon.svg"];
  const icons = fs.readdirSync(path.join(outDir, "icons")).map((f) => `/icons/${f}`);
  const precache = [...shell, ...icons.sort(), ...assets];
  const version = crypto.createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
  const source = fs.readFileSync(path.join(import.meta.dirname, "sw.js"), "utf8");
  const header = `self.__HOMEPLATE_PRECACHE = ${JSON.stringify(precache)};\nself.__HOMEPLATE_VERSION = "${version}";\n`;
  fs.writeFileSync(path.join(outDir, "sw.js"), header + source);
}
