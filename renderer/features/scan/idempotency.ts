/** A fresh Idempotency-Key; also on plain http, where crypto.randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one key per action: a retry of the very same request (after a timeout or a lost answer)
 * sends the same key, so the server counts it once; any other request gets a new key.
 */
export function createRetryKeys(makeKey: () => string = newIdempotencyKey) {
  let last: { request: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const request = JSON.stringify(body);
      if (last?.request !== request) last = { request, key: makeKey() };
      return last.key;
    },
    /** The action is done (answered): the next identical request is a new action. */
    settle(): void {
      last = null;
    },
  };
}

export type RetryKeys = ReturnType<typeof createRetryKeys>;
