import { readEnvSettings } from '../config.ts';
import { configFromEnv } from '../config-from-env.ts';
import { startServer } from '../server-start.ts';

// A cluster worker for tests: the whole server from its environment, as a Medvakt worker runs it.
const config = configFromEnv(readEnvSettings(process.env), {
  rendererDir: 'ingen',
  version: '0.0.0-test',
});
const server = await startServer(config);
process.send?.({ type: 'test-worker-ready', port: server.port, metricsPort: server.metricsPort });
const stop = () => void server.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);
