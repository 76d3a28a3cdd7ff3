// The storage service: files under a folder, and an S3-compatible bucket spoken to with SigV4.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { fileStorage, s3Storage, signV4 } from "./storage.ts";

describe("file storage", () => {
  test("stores and reads back a file; refuses keys that could leave its folder", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hp-storage-"));
    const storage = fileStorage(dir);
    await storage.put("logo/abc123.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    expect(await fs.readFile(path.join(dir, "logo", "abc123.webp"), "utf8")).toBe("RIFF....WEBP");
    expect(await storage.get("logo/abc123.webp")).toEqual({
      bytes: Buffer.from("RIFF....WEBP"),
      contentType: "image/webp",
    });
    expect(await storage.get("logo/missing.webp")).toBeNull();
    expect(await storage.get("../../etc/passwd")).toBeNull();
    await expect(storage.put("../x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    await fs.rm(dir, { recursive: true });
  });
});

describe("AWS Signature V4", () => {
  // The example of AWS's S3 documentation ("GET Object", header-based auth), with its published signature.
  test("reproduces AWS's documented example signature", () => {
    const headers = signV4(
      {
        region: "us-east-1",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      },
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        body: Buffer.alloc(0),
        headers: { range: "bytes=0-9" },
      },
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("S3 storage", () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const secret = "s3cr3t";
  let server: http.Server;
  afterAll(() => server?.close());

  test("puts and gets objects on an S3-compatible server that checks the signature", async () => {
    // A tiny S3 stand-in that recomputes each request's signature with the same secret.
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const date = String(req.headers["x-amz-date"]);
      const when = new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      );
      const extra = req.headers["content-type"] ? { "content-type": String(req.headers["content-type"]) } : undefined;
      const expected = signV4(
        { region: "auto", accessKeyId: "AK", secretAccessKey: secret },
        { method: req.method!, url, body, headers: extra },
        when,
      );
      const hashOk = req.headers["x-amz-content-sha256"] === crypto.createHash("sha256").update(body).digest("hex");
      if (req.headers.authorization !== expected.authorization || !hashOk)
        return void res.writeHead(403).end("SignatureDoesNotMatch");
      if (req.method === "PUT") {
        objects.set(url.pathname, { body, type: String(req.headers["content-type"]) });
        return void res.writeHead(200).end();
      }
      const found = objects.get(url.pathname);
      if (!found) return void res.writeHead(404).end("NoSuchKey");
      res.writeHead(200, { "content-type": found.type }).end(found.body);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const storage = s3Storage({
      bucket: "uploads",
      endpoint,
      region: "auto",
      accessKeyId: "AK",
      secretAccessKey: secret,
    });

    await storage.put("banner/f00d.webp", Buffer.from("image bytes"), "image/webp");
    expect(objects.has("/uploads/banner/f00d.webp")).toBe(true);
    expect(await storage.get("banner/f00d.webp")).toEqual({
      bytes: Buffer.from("image bytes"),
      contentType: "image/webp",
    });
    expect(await storage.get("banner/none.webp")).toBeNull();

    const wrong = s3Storage({
      bucket: "uploads",
      endpoint,
      region: "auto",
      accessKeyId: "AK",
      secretAccessKey: "nope",
    });
    await expect(wrong.put("banner/f00d.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/403/);
  });
});
