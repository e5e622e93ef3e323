import type { AppContext } from './env.ts';

/**
 * The address QR codes point at: PUBLIC_BASE_URL when set, otherwise the address the request
 * came to (behind a trusted proxy, as the proxy forwarded it).
 */
export function publicBaseUrl(c: AppContext): string {
  const { config } = c.get('deps');
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const url = new URL(c.req.url);
  if (config.trustProxy) {
    const proto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim();
    const host = c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim();
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) url.host = host;
  }
  return url.origin;
}
