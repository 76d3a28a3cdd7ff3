// The built web client as the server sends it: precompressed files chosen by Accept-Encoding, the
// caching each kind of file gets, and the prerendered pages only for browsers without a session.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { acceptedEncodings, serveWeb } from "./static.ts";

let dist: string;
let server: http.Server;
let base: string;

const script = "export const dish = 'Chilaquiles Verdes';\n".repeat(100);

function write(file: string, content: string, { compressed = false } = {}) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (!compressed) return;
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-static-"));
  write("index.html", '<div id="root"></div>', { compressed: true });
  write("prerendered/index.html", '<div id="root" data-prerendered="visitor"><h1>Real food</h1></div>', {
    compressed: true,
  });
  write("prerendered/login.html", '<div id="root" data-prerendered="visitor"><h1>Welcome back</h1></div>');
  write("assets/index-abc123.js", script, { compressed: true });
  write("favicon.svg", "<svg></svg>");
  const handle = serveWeb(dist);
  server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would ask for and undo the encoding itself). */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(base + urlPath, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressed files", () => {
  test("a browser that accepts brotli gets the .br file, marked as brotli, cached for a year", async () => {
    const res = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("gzip when brotli is not accepted or refused with q=0", async () => {
    for (const acceptEncoding of ["gzip, deflate", "br;q=0, gzip;q=0.8"]) {
      const res = await get("/assets/index-abc123.js", { "accept-encoding": acceptEncoding });
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(res.body).toString()).toBe(script);
    }
  });

  test("the file as built when no encoding is accepted, or none was written", async () => {
    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const icon = await get("/favicon.svg", { "accept-encoding": "br" });
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.body.toString()).toBe("<svg></svg>");
  });

  test("Accept-Encoding is read with its weights and wildcard", () => {
    expect([...acceptedEncodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("*")]).toEqual(["br", "gzip"]);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe("pages", () => {
  test("a visitor gets the prerendered page, revalidated on every load, varying by cookie", async () => {
    const res = await get("/", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain("<h1>Real food</h1>");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toBe("Accept-Encoding, Cookie");
    expect((await get("/login")).body.toString()).toContain("Welcome back");
  });

  test("a signed-in browser, or an address with a query string, gets the app's index.html", async () => {
    const signedIn = await get("/login", { cookie: "theme=dark; hp_session=abc" });
    expect(signedIn.body.toString()).toBe('<div id="root"></div>');
    expect(signedIn.headers["cache-control"]).toBe("no-cache");
    expect((await get("/login?message=community-confirmed")).body.toString()).toBe('<div id="root"></div>');
    // A client route nothing was prerendered for.
    expect((await get("/restaurants")).body.toString()).toBe('<div id="root"></div>');
  });

  test("an unchanged page answers 304 to its ETag", async () => {
    const first = await get("/", { "accept-encoding": "gzip" });
    const again = await get("/", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The same page in another encoding is other bytes, so another tag.
    const brotli = await get("/", { "accept-encoding": "br" });
    expect(brotli.headers.etag).not.toBe(first.headers.etag);
  });

  test("a missing asset is a 404, not the app", async () => {
    expect((await get("/assets/missing-123.js")).status).toBe(404);
  });
});
