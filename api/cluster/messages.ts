/** What a worker tells the primary once it listens. */
export type WorkerReady = { type: 'medvakt-ready'; address: string };

export const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === 'medvakt-ready' &&
  'address' in message &&
  typeof message.address === 'string';

/**
 * How the primary and its workers talk: V8's structured clone, not JSON, so the +Inf and NaN a
 * worker's gauges hold (a feed never read, no backups here) reach the primary's scrape as such.
 */
export const CLUSTER_SERIALIZATION = 'advanced';
