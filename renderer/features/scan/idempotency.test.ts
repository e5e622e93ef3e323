import { describe, expect, it } from 'vitest';
import { createRetryKeys, newIdempotencyKey } from './idempotency.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('makes a new UUID every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('makes a UUID without crypto.randomUUID (plain http)', () => {
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('sends the same key when the same request is retried', () => {
    const keys = createRetryKeys();
    const body = { qr_code_data: 'x', action_type: 'withdraw', quantity: 2 };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
  });

  it('sends a new key for another request and after an answer', () => {
    const keys = createRetryKeys();
    const body = { qr_code_data: 'x', action_type: 'withdraw', quantity: 2 };
    const first = keys.keyFor(body);
    const other = keys.keyFor({ ...body, quantity: 3 });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ ...body, quantity: 3 })).not.toBe(other);
  });
});
