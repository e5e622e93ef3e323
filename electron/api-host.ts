import type { fork as nodeFork } from 'node:child_process';
import type { utilityProcess } from 'electron';
import {
  API_ENV,
  isApiProcessReport,
  type ApiProcessCommand,
  type ApiProcessReport,
} from './api-messages.ts';

/** The embedded API's process as the host sees it, whichever way it was started. */
export type ApiChild = {
  onMessage: (listener: (message: unknown) => void) => void;
  onExit: (listener: (code: number | null) => void) => void;
  send: (message: ApiProcessCommand) => void;
  kill: () => void;
};

export type ApiSpawner = (entry: string, env: Record<string, string>) => ApiChild;

export type EmbeddedApiOptions = {
  /** The API process's entry file (dist/electron/api-process.cjs, or the .ts under tsx). */
  entry: string;
  /** Folder for the SQLite file, the JWT key and the backups. */
  dataDir: string;
  rendererDir: string;
  version: string;
  timeoutMs: number;
  /** How long a stop may take before the process is killed. */
  stopTimeoutMs?: number;
  /** The environment handed on (operator settings such as ADMIN_EMAIL); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** The key this kiosk sends as X-Kiosk-Key, so its own API lets badges sign in. */
  localKioskKey?: string;
};

export type EmbeddedApi = {
  baseUrl: string;
  /** Asks the API to close its server and database; kills it if it does not end in time. */
  stop: () => Promise<void>;
  /** Called when the API ends without having been asked to. */
  onUnexpectedExit: (listener: (code: number | null) => void) => void;
};

/** Electron: the API as a utility process (packaged builds, natives rebuilt for Electron). */
export function utilityProcessSpawner(
  fork: typeof utilityProcess.fork,
  options: { cwd?: string } = {},
): ApiSpawner {
  return (entry, env) => {
    const child = fork(entry, [], {
      env,
      cwd: options.cwd,
      serviceName: 'Medvakt API',
      stdio: 'inherit',
    });
    return {
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.on('exit', listener),
      send: (message) => child.postMessage(message),
      kill: () => child.kill(),
    };
  };
}

/** Node: the API as a forked child (tests, and `npm run kiosk` where natives are built for Node). */
export function nodeProcessSpawner(
  fork: typeof nodeFork,
  options: { execPath?: string; execArgv?: string[]; cwd?: string } = {},
): ApiSpawner {
  return (entry, env) => {
    const child = fork(entry, [], {
      ...options,
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return {
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.on('exit', (code) => listener(code)),
      send: (message) => {
        if (child.connected) child.send(message);
      },
      kill: () => child.kill('SIGKILL'),
    };
  };
}

function childEnv(options: EmbeddedApiOptions): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(options.env ?? process.env))
    if (value !== undefined) env[key] = value;
  env.DATA_DIR = options.dataDir;
  env[API_ENV.rendererDir] = options.rendererDir;
  env[API_ENV.version] = options.version;
  if (options.localKioskKey) env.KIOSK_LOCAL_KEY = options.localKioskKey;
  return env;
}

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * Starts the API process and waits for its ready report. A time-out, a failure report or an exit
 * before ready rejects with a Swedish reason (and a hung process is killed).
 */
export function startEmbeddedApi(
  spawn: ApiSpawner,
  options: EmbeddedApiOptions,
): Promise<EmbeddedApi> {
  const child = spawn(options.entry, childEnv(options));
  let exited = false;
  let stopping = false;
  let ready = false;
  const exitWaiters: (() => void)[] = [];
  const unexpectedExitListeners: ((code: number | null) => void)[] = [];

  return new Promise<EmbeddedApi>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      if (!exited) child.kill();
      reject(new Error(reason));
    };
    const timer = setTimeout(
      () => fail(`Medvakts API startade inte inom ${seconds(options.timeoutMs)} sekunder.`),
      options.timeoutMs,
    );

    child.onExit((code) => {
      exited = true;
      for (const waiter of exitWaiters.splice(0)) waiter();
      if (!ready) fail(`Medvakts API avslutades under starten (kod ${code ?? 'okänd'}).`);
      else if (!stopping) for (const listener of unexpectedExitListeners) listener(code);
    });

    child.onMessage((message) => {
      if (!isApiProcessReport(message) || ready) return;
      const report: ApiProcessReport = message;
      if (report.type === 'failed') return fail(report.reason);
      ready = true;
      clearTimeout(timer);
      resolve({
        baseUrl: `http://127.0.0.1:${report.port}`,
        onUnexpectedExit: (listener) => unexpectedExitListeners.push(listener),
        stop: () => {
          stopping = true;
          if (exited) return Promise.resolve();
          return new Promise<void>((done) => {
            const killTimer = setTimeout(() => child.kill(), options.stopTimeoutMs ?? 10_000);
            exitWaiters.push(() => {
              clearTimeout(killTimer);
              done();
            });
            child.send({ type: 'stop' });
          });
        },
      });
    });
  });
}
