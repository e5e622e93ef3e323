import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './env.ts';

export const UNKNOWN_ADDRESS = 'okänd';

/** An IPv4 or IPv6 address as a proxy writes it: digits, hex letters, dots and colons only. */
const ADDRESS_TEXT = /^[0-9A-Fa-f:.]{2,64}$/;

function socketAddress(c: AppContext): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Requests made in-process (app.request in tests, the kiosk's embedded API) have no socket.
    return null;
  }
}

/**
 * The client's address: the first X-Forwarded-For entry when a trusted proxy sets it, otherwise
 * the socket's remote address. Used for the public QR page's rate limit and audit label.
 */
export function clientAddress(c: AppContext): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded && ADDRESS_TEXT.test(forwarded)) return forwarded;
  }
  return socketAddress(c)?.slice(0, 64) || UNKNOWN_ADDRESS;
}
