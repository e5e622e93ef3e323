/** What a worker tells the primary once it listens. */
export type WorkerReady = { type: 'medvakt-ready'; address: string };

export const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === 'medvakt-ready' &&
  'address' in message &&
  typeof message.address === 'string';
