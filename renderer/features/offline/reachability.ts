import { ApiRequestError } from '../../api-client/client.ts';

/** Gateways answer these when the server behind them is down or restarting. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/** The server did not answer (no network, timeout, a gateway saying it is down), as opposed to refusing. */
export function serverUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.kind !== 'http' || GATEWAY_DOWN.has(error.status);
}
