import { createServer } from 'node:http';
import { AggregatorRegistry, register, type PrometheusContentType } from 'prom-client';
import type { Logger } from './logger.ts';

/** Prometheus text and its content type, gathered when scraped. */
export type MetricsCollect = () => Promise<{ contentType: string; body: string }>;

export type MetricsServer = {
  /** The port listened on (the chosen one when asked for port 0). */
  port: number;
  close: () => Promise<void>;
};

export type MetricsServerOptions = {
  host: string;
  port: number;
  collect: MetricsCollect;
  logger?: Logger;
};

/** The metrics port cannot be opened: one line for the operator, not the public port's message. */
export class MetricsPortProblem extends Error {
  readonly code = 'MEDVAKT_METRICS_PORT';
  constructor(host: string, port: number, cause: NodeJS.ErrnoException) {
    const why =
      cause.code === 'EADDRINUSE' ? 'används redan av ett annat program' : 'kan inte öppnas';
    super(
      `Porten ${String(port)} på ${host} för mätvärden ${why} (${cause.code ?? cause.message}). Välj en annan med METRICS_PORT eller stäng av mätvärdena med METRICS=0.`,
      { cause },
    );
  }
}

/**
 * Serves `GET /metrics` on its own small HTTP server, apart from the public port, so metrics are
 * reached only where the operator lets them be (127.0.0.1 by default).
 */
export function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const { host, port, collect, logger } = options;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Finns inte.\n');
      return;
    }
    collect().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        logger?.error({ err: error }, 'Mätvärdena kunde inte samlas in');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Mätvärdena kunde inte samlas in.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new MetricsPortProblem(host, port, error)));
    server.listen(port, host, () => {
      server.on('error', (error) => logger?.error({ err: error }, 'Mätvärdesporten fick ett fel'));
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** This process's own metrics (one server process, or a worker asked by its primary). */
export function workerMetricsCollector(): MetricsCollect {
  return async () => ({ contentType: register.contentType, body: await register.metrics() });
}

let aggregator: AggregatorRegistry<PrometheusContentType> | null = null;

/**
 * In a cluster worker: answer the primary's requests for this process's metrics. prom-client
 * starts listening for them when an AggregatorRegistry is made in the worker.
 */
export function answerClusterScrapes(): void {
  aggregator ??= new AggregatorRegistry();
}

/**
 * For the cluster primary, which has no database and serves no requests: asks every worker for
 * its metrics and sums them (the database gauges, the same in each, show their largest value).
 */
export function clusterMetricsCollector(): MetricsCollect {
  const registry = (aggregator ??= new AggregatorRegistry());
  return async () => ({ contentType: registry.contentType, body: await registry.clusterMetrics() });
}
