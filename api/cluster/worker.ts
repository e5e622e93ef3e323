import type { Config } from '../config.ts';
import { startServer } from '../server-start.ts';
import type { WorkerReady } from './messages.ts';

/** One API process of several: serves on the shared port, drains and exits when told to stop. */
export async function runWorker(config: Config): Promise<void> {
  const server = await startServer(config);
  const ready: WorkerReady = { type: 'medvakt-ready', address: server.address };
  process.send?.(ready);
  const stop = () => {
    void server.stop().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  // The primary is gone (killed without a word): nobody restarts or stops this process any more.
  process.once('disconnect', stop);
  // Ctrl-C reaches every process of the group; the primary drains the workers itself.
  process.on('SIGINT', () => undefined);
}
