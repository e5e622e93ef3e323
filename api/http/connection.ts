import type { AppContext } from './env.ts';

/** The Node socket under @hono/node-server; absent for in-process requests (tests, kiosk). */
function socketIsTls(c: AppContext): boolean {
  const env: unknown = c.env;
  if (!env || typeof env !== 'object' || !('incoming' in env)) return false;
  const incoming = env.incoming;
  if (!incoming || typeof incoming !== 'object' || !('socket' in incoming)) return false;
  const socket = incoming.socket;
  return (
    !!socket && typeof socket === 'object' && 'encrypted' in socket && socket.encrypted === true
  );
}

/**
 * Whether this request reached us encrypted: over the server's own TLS, or through a trusted
 * proxy (TRUST_PROXY=1) that says it was HTTPS. Never claimed otherwise.
 */
export function cameOverHttps(c: AppContext): boolean {
  if (socketIsTls(c)) return true;
  if (!c.get('deps').config.trustProxy) return false;
  const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
