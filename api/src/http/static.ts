// Serves the built web client, with index.html for every client-side route. Each file goes out as
// the build precompressed it (.br, .gz beside it) when the browser accepts that encoding; hashed
// assets are cached for a year, HTML is revalidated on every load. A browser without a session
// cookie gets the page prerendered at build when there is one (web/build/prerender.ts), so its
// first paint needs no JavaScript; with a session the page depends on the user, so it gets the app.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readCookie, SESSION_COOKIE } from "../domain/accounts/session.ts";
import { decodePathSegment } from "./requests.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The precompressed variants the build writes, in the order the server prefers them. */
const variants = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The content codings an Accept-Encoding header allows (a q of 0 refuses one; `*` allows any). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (!coding || (q !== undefined && !(Number(q.slice(2)) > 0))) continue;
    if (coding === "*") for (const { encoding } of variants) accepted.add(encoding);
    else accepted.add(coding);
  }
  return accepted;
}

/** dist/prerendered/<name>.html for a page path the build prerendered, or null. */
function prerenderedPage(root: string, urlPath: string): string | null {
  const name = urlPath === "/" ? "index" : /^\/([a-z0-9-]+)$/.exec(urlPath)?.[1];
  if (!name) return null;
  const file = path.join(root, "prerendered", `${name}.html`);
  return fs.existsSync(file) ? file : null;
}

export function serveWeb(webDist: string) {
  const root = path.resolve(webDist);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Method Not Allowed");
      return;
    }
    const url = new URL(req.url ?? "/", "http://x");
    const urlPath = decodePathSegment(url.pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad path");
      return;
    }
    const isAsset = path.extname(urlPath) !== "";
    if (!isAsset || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      if (isAsset) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
        return;
      }
      // A prerendered page shows what a visitor sees at that exact address (no query string).
      const visitor = !readCookie(req.headers.cookie, SESSION_COOKIE) && url.search === "";
      file = (visitor && prerenderedPage(root, urlPath)) || path.join(root, "index.html"); // a client route: the app decides, showing 'Page Not Found' if it must
      if (!fs.existsSync(file)) {
        res
          .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
          .end("The web client is not built yet: run `npm run build` (npm start does it for you).");
        return;
      }
    }
    const isHtml = file.endsWith(".html");
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const variant = variants.find(({ encoding, suffix }) => accepted.has(encoding) && fs.existsSync(file + suffix));
    const sent = variant ? file + variant.suffix : file;
    const stat = fs.statSync(sent);
    // Revalidated HTML answers 304 while unchanged; the encoding is part of the tag, as the bytes differ.
    const etag = `W/"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}${variant ? `-${variant.encoding}` : ""}"`;
    const hashed = urlPath.startsWith("/assets/");
    const headers: Record<string, string | number> = {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": hashed ? IMMUTABLE : "no-cache",
      // A page's HTML depends on the session cookie (prerendered or not); every file on the encoding.
      vary: isHtml && !isAsset ? "Accept-Encoding, Cookie" : "Accept-Encoding",
      etag,
      "x-content-type-options": "nosniff",
      ...(variant ? { "content-encoding": variant.encoding } : {}),
      ...(isHtml ? { "referrer-policy": "same-origin", "x-frame-options": "DENY" } : {}),
    };
    if (!hashed && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, "content-length": stat.size });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(sent).pipe(res);
  };
}
