export { createLogger, silentLogger, type Logger } from './logger.ts';
export {
  clusterMetricsCollector,
  startMetricsServer,
  workerMetricsCollector,
  type MetricsCollect,
  type MetricsServer,
} from './metrics-server.ts';
