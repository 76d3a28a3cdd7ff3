// A webhook receiver for tests, on a free port, that checks every delivery with the verification
// code docs/API.md gives integrators (so the guide's example is run, not just shown).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";

type Verify = (secret: string, headers: http.IncomingHttpHeaders, rawBody: string, toleranceSeconds?: number) => any;

/** The guide's `verifyWebhook`, loaded from its code block. */
export async function loadGuideVerifier(): Promise<Verify> {
  const guide = fs.readFileSync(path.resolve(import.meta.dirname, "../../../docs/API.md"), "utf8");
  const code = /<!-- verify-webhook[^>]*-->\n```js\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!code) throw new Error("docs/API.md has no verify-webhook example");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-verify-")), "verify.mjs");
  fs.writeFileSync(file, code);
  return ((await import(file)) as { verifyWebhook: Verify }).verifyWebhook;
}

export type Received = {
  id: string;
  timestamp: number;
  body: any;
  status: number;
};
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Verifies each delivery with the endpoint's secret and answers the status `answer` gives the n-th one. */
export async function startReceiver(answer: (n: number) => number = () => 200) {
  const verify = await loadGuideVerifier();
  const received: Received[] = [];
  const invalid: string[] = [];
  let secret = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const body = verify(secret, req.headers, Buffer.concat(chunks).toString("utf8"));
        const status = answer(received.length + 1);
        received.push({
          id: String(req.headers["webhook-id"]),
          timestamp: Number(req.headers["webhook-timestamp"]),
          body,
          status,
        });
        res.writeHead(status).end(status === 200 ? "thanks" : "try again");
      } catch (error) {
        invalid.push((error as Error).message);
        res.writeHead(400).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    invalid,
    setSecret: (s: string) => void (secret = s),
    /** Deliveries answered 200. */
    acknowledged: () => received.filter((r) => r.status === 200),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
