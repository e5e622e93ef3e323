/** Who a verified access token speaks for, and in which session. */
export type AccessClaims = { userId: string; sessionId: string };

type Entry = { claims: AccessClaims; expiresAtMs: number };

const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Tokens whose signature was already checked, with their claims, per signing key. A token string's
 * signature never changes, so checking it again only costs time; each entry ends at the token's
 * expiry. Whether the session still holds is not cached: that is read from the database every time.
 */
const byKey = new WeakMap<Uint8Array, Map<string, Entry>>();

/** The claims of a token verified before with this key and not expired at `now`, else null. */
export function verifiedClaims(key: Uint8Array, token: string, now: Date): AccessClaims | null {
  const tokens = byKey.get(key);
  const entry = tokens?.get(token);
  if (!tokens || !entry) return null;
  tokens.delete(token);
  if (now.getTime() >= entry.expiresAtMs) return null;
  tokens.set(token, entry); // most recently used last, so the oldest is first in line to go
  return entry.claims;
}

/** Remembers a verified token until `expiresAtSeconds` (the JWT's exp). */
export function rememberVerified(
  key: Uint8Array,
  token: string,
  claims: AccessClaims,
  expiresAtSeconds: number,
): void {
  let tokens = byKey.get(key);
  if (!tokens) {
    tokens = new Map();
    byKey.set(key, tokens);
  }
  while (tokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = tokens.keys().next();
    if (oldest.done) break;
    tokens.delete(oldest.value);
  }
  tokens.set(token, { claims, expiresAtMs: expiresAtSeconds * 1000 });
}
