import autocannon from 'autocannon';
import { cpuMs } from './processes.ts';

export type Load = {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Answers other than 2xx by status, e.g. '409 × 3'; empty when there were none. */
  statuses: string;
  /** Server CPU (user + system, all its processes) per answered request; null without /proc. */
  cpuUsPerRequest: number | null;
};

export type LoadSpec = {
  url: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Headers made anew for every request, e.g. an Idempotency-Key. */
  perRequestHeaders?: () => Record<string, string>;
};

type Options = { connections: number; seconds: number; serverPid: number };

function cannon(spec: LoadSpec, run: { connections: number; duration?: number; amount?: number }) {
  const fresh = spec.perRequestHeaders;
  return autocannon({
    url: spec.url,
    connections: run.connections,
    ...(run.amount === undefined ? { duration: run.duration ?? 1 } : { amount: run.amount }),
    requests: [
      {
        method: spec.method ?? 'GET',
        headers: spec.headers,
        ...(spec.body === undefined ? {} : { body: spec.body }),
        ...(fresh
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, ...fresh() },
              }),
            }
          : {}),
      },
    ],
  });
}

/**
 * A fixed-duration load run with `connections` parallel keep-alive connections, after a one-second
 * warm-up that is not counted (it also reaches every worker of a cluster). The server's CPU time is read before and after the measured part.
 */
export async function load(spec: LoadSpec, options: Options): Promise<Load> {
  await cannon(spec, { connections: options.connections, duration: 1 });
  const cpuBefore = cpuMs(options.serverPid);
  const result = await cannon(spec, {
    connections: options.connections,
    duration: options.seconds,
  });
  const cpuAfter = cpuMs(options.serverPid);
  const answered = result.requests.total;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code} × ${stat.count ?? 0}`)
    .join(', ');
  return {
    requestsPerSecond: answered / result.duration,
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    statuses,
    cpuUsPerRequest:
      cpuBefore === null || cpuAfter === null || answered === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / answered,
  };
}

/** '2 345 req/s, median 9 ms, p99 21 ms, CPU 410 µs/anrop, fel 0' */
export function describeLoad(run: Load): string {
  const cpu =
    run.cpuUsPerRequest === null ? 'CPU ?' : `CPU ${run.cpuUsPerRequest.toFixed(0)} µs/anrop`;
  const failures = run.errors + run.non2xx;
  return (
    `${run.requestsPerSecond.toFixed(0)} req/s, median ${run.medianMs} ms, p99 ${run.p99Ms} ms, ${cpu}, ` +
    `fel ${failures}${run.statuses ? ` (${run.statuses})` : ''}`
  );
}

export const failures = (run: Load) => run.errors + run.non2xx;

/** Median time of `rounds` sequential requests, after a few warm-up rounds. */
export async function medianMs(
  url: string,
  headers: Record<string, string>,
  rounds: number,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} svarade ${res.status}`);
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}
