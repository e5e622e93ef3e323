import cluster from 'node:cluster';
import { DEFAULT_RENDERER_DIR, MEDVAKT_COMMIT, MEDVAKT_VERSION } from './build-info.ts';
import { greet } from './cluster/greeting.ts';
import { runPrimary } from './cluster/primary.ts';
import { runWorker } from './cluster/worker.ts';
import { readEnvSettings, type Config } from './config.ts';
import { databaseTargetFromUrl } from './db/connect.ts';
import { configFromEnv, startServer } from './server-start.ts';
import { databaseLabel, startupProblem } from './startup-problem.ts';

if (process.argv.includes('--version')) {
  console.log(`Medvakt ${MEDVAKT_VERSION} (${MEDVAKT_COMMIT})`);
  process.exit(0);
}

// The only place that reads the environment (the kiosk's embedded API is started by its own entry).
const config = configFromEnv(readEnvSettings(process.env), {
  rendererDir: DEFAULT_RENDERER_DIR,
  version: MEDVAKT_VERSION,
  commit: MEDVAKT_COMMIT,
});

async function runAlone(settings: Config): Promise<void> {
  const server = await startServer(settings);
  greet(settings, { ...server, processes: 1 }, server.logger);
  let stopping = false;
  // Ctrl-C reaches this process and `npm start` both, which passes it on: the second is no news.
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void server.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

try {
  if (cluster.isWorker) await runWorker(config);
  else if (config.workers > 1) {
    const primary = await runPrimary(config, config.workers);
    process.exit(await primary.stopped);
  } else await runAlone(config);
} catch (error) {
  const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir);
  const problem = startupProblem(error, { port: config.port, database: databaseLabel(target) });
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
