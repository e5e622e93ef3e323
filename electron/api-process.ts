import type { ParentPort } from 'electron';
import { readEnvSettings } from '../api/config.ts';
import { configFromEnv } from '../api/config-from-env.ts';
import { startServer } from '../api/server-start.ts';
import { API_ENV, isStopCommand, type ApiProcessReport } from './api-messages.ts';

/**
 * The kiosk's embedded API: the same server as `npm start`, on 127.0.0.1 with a free port, its
 * SQLite file and JWT key in DATA_DIR (the user-data folder). Runs as an Electron utility process
 * or, under plain Node, as a forked child; it tells its parent when it is ready.
 */

type Parent = {
  report: (message: ApiProcessReport) => void;
  onMessage: (l: (m: unknown) => void) => void;
};

function parent(): Parent {
  const port = Reflect.get(process, 'parentPort') as ParentPort | undefined;
  if (port) {
    return {
      report: (message) => port.postMessage(message),
      onMessage: (listener) => port.on('message', (event) => listener(event.data)),
    };
  }
  return {
    report: (message) => process.send?.(message),
    onMessage: (listener) => process.on('message', listener),
  };
}

function kioskConfig(env: NodeJS.ProcessEnv) {
  // Demo passwords are public: the kiosk loads demo data only when the operator asks for it.
  const settings = readEnvSettings({ ...env, DEMO_DATA: env.DEMO_DATA ?? '0' });
  const config = configFromEnv(settings, {
    rendererDir: env[API_ENV.rendererDir] ?? 'dist/renderer',
    version: env[API_ENV.version] ?? '0.0.0',
  });
  return { ...config, host: '127.0.0.1', port: 0, tlsCertFile: null, tlsKeyFile: null };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function main(): void {
  const channel = parent();
  // A bad setting must reach the parent as a report, not as a crash.
  const starting = Promise.resolve().then(() => startServer(kioskConfig(process.env)));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void starting
      .then(
        (server) => server.stop(),
        () => undefined,
      )
      .catch((error: unknown) => console.error(`Medvakts API stängdes med fel: ${describe(error)}`))
      .finally(() => process.exit(0));
  };
  channel.onMessage((message) => {
    if (isStopCommand(message)) stop();
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A forked child whose parent is gone must not keep the database open.
  process.on('disconnect', stop);

  void starting.then(
    (server) => {
      if (stopping) return;
      console.log(`Medvakts inbyggda API körs på ${server.address}`);
      if (server.seeded === 'empty')
        console.log(
          'Databasen saknar användare. Starta kiosken en gång med ADMIN_EMAIL och ADMIN_PASSWORD.',
        );
      channel.report({ type: 'ready', port: server.port });
    },
    (error: unknown) => {
      channel.report({ type: 'failed', reason: `API:et kunde inte starta: ${describe(error)}` });
      setTimeout(() => process.exit(1), 100);
    },
  );
}

main();
