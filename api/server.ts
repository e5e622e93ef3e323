import cluster from 'node:cluster';
import { DEFAULT_RENDERER_DIR, MEDVAKT_COMMIT, MEDVAKT_VERSION } from './build-info.ts';
import { CONFIG_EXIT_CODE, ConfigError, readEnvSettings, type Config } from './config.ts';
import { configFromEnv } from './config-from-env.ts';

if (process.argv.includes('--version')) {
  console.log(`Medvakt ${MEDVAKT_VERSION} (${MEDVAKT_COMMIT})`);
  process.exit(0);
}

/** The settings, or one Swedish line naming the bad one and an exit no supervisor should retry. */
function configOrExit(): Config {
  try {
    // The only place that reads the environment (the kiosk's embedded API has its own entry).
    return configFromEnv(readEnvSettings(process.env), {
      rendererDir: DEFAULT_RENDERER_DIR,
      version: MEDVAKT_VERSION,
      commit: MEDVAKT_COMMIT,
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(CONFIG_EXIT_CODE);
  }
}

const config = configOrExit();

async function runAlone(settings: Config): Promise<void> {
  const { startServer } = await import('./server-start.ts');
  const { greet } = await import('./cluster/greeting.ts');
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

// The server itself is loaded only once the settings hold: a bad one is named in a moment.
try {
  if (cluster.isWorker) await (await import('./cluster/worker.ts')).runWorker(config);
  else if (config.workers > 1) {
    const { runPrimary } = await import('./cluster/primary.ts');
    const primary = await runPrimary(config, config.workers);
    process.exit(await primary.stopped);
  } else await runAlone(config);
} catch (error) {
  const { databaseTargetFromUrl } = await import('./db/connect.ts');
  const { databaseLabel, startupProblem } = await import('./startup-problem.ts');
  const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir);
  const problem = startupProblem(error, {
    port: config.port,
    database: databaseLabel(target),
    paths: {
      DATA_DIR: config.dataDir,
      BACKUP_DIR: config.backupDir,
      TLS_CERT_FILE: config.tlsCertFile,
      TLS_KEY_FILE: config.tlsKeyFile,
    },
  });
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
