import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.ts';
import {
  clusterMetricsCollector,
  createLogger,
  startMetricsServer,
} from '../observability/index.ts';
import { greet } from './greeting.ts';
import { CLUSTER_SERIALIZATION, isWorkerReady } from './messages.ts';
import { prepareDatabase } from './prepare.ts';

/** A worker that dies is started again after this pause, doubled while they keep dying. */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 30_000;
/** Workers get this long to finish their requests and jobs after SIGTERM. */
const DRAIN_MS = 30_000;

type Primary = { stopped: Promise<number> };

/**
 * Runs `workers` API processes on one port (node:cluster hands out the connections). The
 * primary prepares the database, restarts a worker that dies, and on SIGTERM or SIGINT stops the
 * workers and waits for them to drain. A worker that dies before it ever served stops the whole
 * server: the cause (a port in use, a database that does not answer) would only repeat.
 */
export async function runPrimary(config: Config, workers: number): Promise<Primary> {
  const log = createLogger({ format: config.logFormat, level: config.logLevel }).child({
    role: 'primary',
  });
  const { target, seeded } = await prepareDatabase(config);
  cluster.setupPrimary({ serialization: CLUSTER_SERIALIZATION });
  // The workers count; the primary answers the scrapes with the sum of them all.
  const metrics = config.metrics
    ? await startMetricsServer({ ...config.metrics, collect: clusterMetricsCollector() })
    : null;
  let stopping = false;
  let anyReady = false;
  let restartMs = FIRST_RESTART_MS;
  let finish: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const live = () =>
    Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  function fork() {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      restartMs = FIRST_RESTART_MS;
      if (anyReady) return;
      anyReady = true;
      greet(config, { address: message.address, target, seeded, processes: workers }, log);
    });
  }

  async function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    const running = live();
    const exited = running.map((w) => new Promise<void>((done) => w.once('exit', () => done())));
    for (const worker of running) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of live()) worker.process.kill('SIGKILL');
    }, DRAIN_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    await metrics?.close();
    finish(code);
  }

  cluster.on('exit', (worker, exitCode, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `kod ${String(exitCode)}`;
    if (!anyReady) {
      log.error(`En serverprocess avslutades innan den kom igång (${how}). Servern stoppas.`);
      void stopAll(1);
      return;
    }
    log.warn(`Serverprocess ${String(worker.process.pid)} avslutades (${how}); en ny startas.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, restartMs).unref();
    restartMs = Math.min(restartMs * 2, LONGEST_RESTART_MS);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stopAll(0));
  for (let i = 0; i < workers; i++) fork();
  return { stopped };
}
