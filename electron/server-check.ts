export type ServerCheck = { ok: true } | { ok: false; reason: string };

export const SERVER_CHECK_TIMEOUT_MS = 10_000;

/** Electron's net.fetch (system proxy and certificates) or the global fetch in tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function seconds(ms: number): string {
  const n = Math.max(1, Math.round(ms / 1000));
  return n === 1 ? '1 sekund' : `${n} sekunder`;
}

/** Connected mode: does the central server answer its health check? */
export async function checkServer(
  fetchFn: Fetch,
  serverUrl: string,
  timeoutMs: number = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  const url = `${serverUrl.replace(/\/+$/, '')}/api/v1/health`;
  try {
    const answer = await fetchFn(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!answer.ok)
      return { ok: false, reason: `Servern ${serverUrl} svarade med fel (HTTP ${answer.status}).` };
    const body: unknown = await answer.json().catch(() => null);
    if (typeof body !== 'object' || body === null || !('status' in body) || body.status !== 'ok')
      return { ok: false, reason: `${serverUrl} svarar, men inte som en Medvakt-server.` };
    return { ok: true };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return {
        ok: false,
        reason: `Servern ${serverUrl} svarade inte inom ${seconds(timeoutMs)}.`,
      };
    return { ok: false, reason: `Det går inte att nå servern ${serverUrl}.` };
  }
}
