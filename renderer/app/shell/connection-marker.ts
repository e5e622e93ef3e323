/** What the header says about the connection: only claim HTTPS when the server saw HTTPS. */
export type ConnectionMarker = 'secure' | 'local' | 'insecure';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * 'secure' when the server says the request came over HTTPS; 'local' when the browser reached
 * it on a loopback name (the kiosk's embedded API: traffic never leaves the computer);
 * otherwise 'insecure', with a visible warning. Null while the server's answer is pending.
 */
export function connectionMarker(
  serverSecure: boolean | undefined,
  hostname: string,
): ConnectionMarker | null {
  if (serverSecure === undefined) return null;
  if (serverSecure) return 'secure';
  return LOOPBACK.test(hostname) ? 'local' : 'insecure';
}
