// API keys as credentials: `hp_` and 32 random bytes (base64url), stored as their SHA-256. A key is
// read only from the Authorization header, never from a cookie, so it never takes the cookie or
// CSRF paths; it acts as its owner while the owner may act (not paused, not deleted).
import type { Services } from "../../context.ts";
import { newToken, tokenId } from "../accounts/session.ts";

export const KEY_PREFIX = "hp_";

export const newApiKey = () => `${KEY_PREFIX}${newToken()}`;
export const apiKeyHash = tokenId;
/** What lists show of a key: enough to recognise it, far too little to use it. */
export const apiKeyPrefix = (key: string) => key.slice(0, KEY_PREFIX.length + 8);

/** The API key an Authorization header carries, if it carries one (a session token otherwise). */
export function apiKeyOf(authorization: string | null | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer?.startsWith(KEY_PREFIX) ? bearer : null;
}

/** `last used` is written at most this often per key, so a busy key does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The owner and scopes of a key, or null for an unknown (or revoked) key or an owner who may not act. */
export async function apiKeyGrant(services: Services, key: string) {
  if (key.length > 200) return null;
  const grant = await grantWhere(services, { keyHash: apiKeyHash(key) });
  if (!grant) return null;
  const now = new Date();
  if (!grant.lastUsedAt || now.getTime() - grant.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
    await services.prisma.apiKey.updateMany({
      where: { id: grant.apiKey.id },
      data: { lastUsedAt: now },
    });
  return { user: grant.user, apiKey: grant.apiKey };
}

/** The same grant for a key known by its id (a webhook endpoint's), as it stands now; not a use of it. */
export async function apiKeyGrantById(services: Services, id: number) {
  const grant = await grantWhere(services, { id });
  return grant && { user: grant.user, apiKey: grant.apiKey };
}

async function grantWhere(services: Services, where: { keyHash: string } | { id: number }) {
  const row = await services.prisma.apiKey.findUnique({ where, include: { user: true } });
  if (!row || row.user.isPaused || row.user.deletedAt) return null;
  return { user: row.user, apiKey: { id: row.id, scopes: row.scopes }, lastUsedAt: row.lastUsedAt };
}
