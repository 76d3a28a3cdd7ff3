// Posting a webhook: the Standard Webhooks signature (https://www.standardwebhooks.com), a 10 s limit,
// and no way into the internal network. A URL's host is resolved when the endpoint is registered and
// again on every connection (the socket connects to the address that was checked, so a DNS answer
// that changes in between cannot redirect it); private, loopback and link-local addresses are refused
// unless WEBHOOK_ALLOW_PRIVATE is set. Redirects are not followed.
import crypto from "node:crypto";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 500;

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString("base64")}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the secret's bytes. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(address, prefix, "ipv6");

/** Private, loopback, link-local, shared, multicast or unspecified (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class WebhookUrlError extends Error {}

/** The URL as a webhook target, or why it cannot be one. */
export async function checkWebhookUrl(text: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError("Please enter a valid http(s) URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new WebhookUrlError("Please enter a valid http(s) URL");
  if (url.username || url.password) throw new WebhookUrlError("The URL must not carry a user name or password");
  await resolvePublic(url.hostname.replace(/^\[|\]$/g, ""), allowPrivate);
  return url;
}

/** The host's addresses, every one of them public unless private ones are allowed. */
async function resolvePublic(host: string, allowPrivate: boolean): Promise<dns.LookupAddress[]> {
  let addresses: dns.LookupAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.promises.lookup(host, { all: true });
    } catch {
      throw new WebhookUrlError(`The host ${host} could not be resolved`);
    }
  }
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw new WebhookUrlError(`The host ${host} resolves to a private, loopback or link-local address`);
  return addresses;
}

export type PostResult = { statusCode: number; excerpt: string };

/** POSTs a signed body; resolves with the answer, rejects when none came (refused, timed out, aborted). */
export async function postWebhook(
  target: { url: string; secret: string; id: string; body: string },
  {
    allowPrivate,
    signal,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
  }: { allowPrivate: boolean; signal?: AbortSignal; timeoutMs?: number },
): Promise<PostResult> {
  const url = new URL(target.url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const [address] = await resolvePublic(host, allowPrivate);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "user-agent": "HomePlate-Webhooks/1",
    "webhook-id": target.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(target.secret, target.id, timestamp, target.body),
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-length": Buffer.byteLength(target.body),
        },
        // Connect to the address just checked; TLS still verifies the certificate for the host name.
        lookup: (_hostname, options, callback) =>
          (options as { all?: boolean }).all
            ? callback(null, [address!] as never)
            : callback(null, address!.address, address!.family),
        signal,
      },
      (response) => {
        let excerpt = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk;
        });
        response.on("end", () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: excerpt.slice(0, EXCERPT_CHARS),
          }),
        );
        response.on("error", reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    request.on("close", () => clearTimeout(timer));
    request.on("error", reject);
    request.end(target.body);
  });
}
