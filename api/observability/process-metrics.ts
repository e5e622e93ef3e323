import cluster from 'node:cluster';
import type { Config } from '../config.ts';
import type { GaugeSource } from './database-gauges.ts';
import type { Logger } from './logger.ts';
import { serverMetrics, type ServerMetrics } from './metrics.ts';
import {
  answerClusterScrapes,
  startMetricsServer,
  workerMetricsCollector,
} from './metrics-server.ts';

export type ProcessMetrics = {
  metrics: ServerMetrics;
  /** The metrics port; null in a cluster worker, whose primary serves them for all workers. */
  port: number | null;
  stop: () => Promise<void>;
};

/**
 * This server process's metrics: counted in prom-client's global registry, with the database
 * gauges read from `source`. Alone, the process serves them on its own port; as a cluster worker
 * it answers the primary, which serves every worker's metrics summed on that port.
 */
export async function startProcessMetrics(
  settings: NonNullable<Config['metrics']>,
  source: GaugeSource,
  logger: Logger,
): Promise<ProcessMetrics> {
  const metrics = serverMetrics();
  const unwatch = metrics.watch(source);
  if (cluster.isWorker) {
    answerClusterScrapes();
    return { metrics, port: null, stop: () => Promise.resolve(unwatch()) };
  }
  try {
    const server = await startMetricsServer({
      ...settings,
      collect: workerMetricsCollector(),
      logger,
    });
    logger.info(
      { metrics_port: server.port },
      `Mätvärden för Prometheus på http://${settings.host}:${String(server.port)}/metrics`,
    );
    return {
      metrics,
      port: server.port,
      stop: async () => {
        await server.close();
        unwatch();
      },
    };
  } catch (error) {
    unwatch();
    throw error;
  }
}
