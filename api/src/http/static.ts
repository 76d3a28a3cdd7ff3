// Serves the built web client, with index.html for every client-side route.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
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
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

export function serveWeb(webDist: string) {
  const root = path.resolve(webDist);
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Method Not Allowed");
      return;
    }
    const urlPath = decodePathSegment(new URL(req.url ?? "/", "http://x").pathname);
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
      file = path.join(root, "index.html"); // a client route: the app decides, showing 'Page Not Found' if it must
      if (!fs.existsSync(file)) {
        res
          .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
          .end("The web client is not built yet: run `npm run build` (npm start does it for you).");
        return;
      }
    }
    const hashed = urlPath.startsWith("/assets/");
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
      ...(file.endsWith(".html") ? { "referrer-policy": "same-origin", "x-frame-options": "DENY" } : {}),
    });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(file).pipe(res);
  };
}
