import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, net, session, utilityProcess } from 'electron';
import type { KioskConfig } from '../shared/kiosk.ts';
import {
  nodeProcessSpawner,
  startEmbeddedApi,
  utilityProcessSpawner,
  type EmbeddedApi,
} from './api-host.ts';
import { loadKioskConfig, type LoadedKioskConfig } from './config.ts';
import { kioskPaths, machineDir } from './kiosk-paths.ts';
import { guardSession, guardWebContents } from './guards.ts';
import { sendKioskKey } from './kiosk-key.ts';
import { registerKioskIpc } from './ipc.ts';
import { originOf } from './origin.ts';
import { listPrinters, printPage, printPdf, type PrintDeps } from './print.ts';
import { checkServer } from './server-check.ts';
import type { StatusPage } from './status-page.ts';
import { loadApp, showStatus, windowOptions } from './window.ts';

// The bundles live in dist/electron; resources/ and dist/renderer sit beside them (also in app.asar).
const here = dirname(fileURLToPath(import.meta.url));
const PATHS = {
  defaults: join(here, '..', '..', 'resources', 'kiosk.json'),
  packageJson: join(here, '..', '..', 'package.json'),
  preload: join(here, 'preload.cjs'),
  apiEntry: join(here, 'api-process.cjs'),
  renderer: join(here, '..', 'renderer'),
};
const OFFLINE_RETRY_SECONDS = 30;

app.setName('Medvakt Kiosk');
// Said outright, so kiosk.json and the data are where the README says on every platform.
app.setPath('userData', join(app.getPath('appData'), 'Medvakt Kiosk'));

let window: BrowserWindow | null = null;
let loaded: LoadedKioskConfig | null = null;
let api: EmbeddedApi | null = null;
let appUrl: string | null = null;
let starting = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

const appOrigin = () => originOf(appUrl);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

function log(message: string): void {
  console.log(message);
  try {
    const dir = app.getPath('userData');
    mkdirSync(dir, { recursive: true });
    appendFileSync(join(dir, 'kiosk.log'), `${new Date().toISOString()} ${message}\n`);
  } catch {
    // The log file is a convenience; the console has the message.
  }
}

function version(): string {
  try {
    return (JSON.parse(readFileSync(PATHS.packageJson, 'utf8')) as { version: string }).version;
  } catch {
    return app.getVersion();
  }
}

const paths = () => kioskPaths(machineDir(process.platform, process.env), app.getPath('userData'));

function readConfig(): LoadedKioskConfig {
  const result = loadKioskConfig(PATHS.defaults, ...paths().settingsFiles);
  for (const problem of result.problems) log(`Inställningar: ${problem}`);
  return result;
}

async function show(page: StatusPage): Promise<void> {
  appUrl = null;
  if (window && !window.isDestroyed()) await showStatus(window, page);
}

/** Connected: the offline screen, tried again by itself; embedded: the error screen. */
async function showFailure(reason: string): Promise<void> {
  log(reason);
  const problems = loaded?.problems ?? [];
  const config = loaded?.config;
  if (config?.mode !== 'connected') return show({ kind: 'error', reason, problems });
  const serverUrl = config.server_url ?? '';
  await show({ kind: 'offline', serverUrl, reason, retrySeconds: OFFLINE_RETRY_SECONDS, problems });
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void start(), OFFLINE_RETRY_SECONDS * 1000);
}

// Packaged: a utility process with the natives rebuilt for Electron. `npm run kiosk` keeps the
// natives built for Node, so there the API runs under the Node that npm was started with.
const spawner = app.isPackaged
  ? utilityProcessSpawner((path, args, options) => utilityProcess.fork(path, args, options), {
      cwd: app.getPath('userData'),
    })
  : nodeProcessSpawner(fork, { execPath: process.env.npm_node_execpath ?? 'node', execArgv: [] });

// A new key each start: only the API this process started knows it.
const LOCAL_KIOSK_KEY = randomBytes(32).toString('base64url');

async function embeddedApiUrl(config: KioskConfig): Promise<string> {
  if (api) return api.baseUrl;
  const { dataDir } = paths();
  mkdirSync(dataDir, { recursive: true });
  const started = await startEmbeddedApi(spawner, {
    entry: PATHS.apiEntry,
    dataDir,
    rendererDir: PATHS.renderer,
    version: version(),
    timeoutMs: config.start_timeout_seconds * 1000,
    localKioskKey: LOCAL_KIOSK_KEY,
  });
  started.onUnexpectedExit((code) => {
    api = null;
    void showFailure(`Medvakts API avslutades oväntat (kod ${code ?? 'okänd'}).`);
  });
  api = started;
  log(`Medvakts API är startat på ${started.baseUrl}`);
  return started.baseUrl;
}

async function serverUrlIfAnswering(config: KioskConfig): Promise<string | null> {
  const serverUrl = config.server_url ?? '';
  const check = await checkServer((url, init) => net.fetch(url, init), serverUrl);
  if (check.ok) return serverUrl;
  await showFailure(check.reason);
  return null;
}

/** Reads the settings anew, shows the start screen, then the app or an error/offline screen. */
async function start(): Promise<void> {
  if (starting) return;
  starting = true;
  if (retryTimer) clearTimeout(retryTimer);
  try {
    loaded = readConfig();
    const { config, problems } = loaded;
    window ??= createMainWindow(config);
    await show({ kind: 'starting', mode: config.mode, problems });
    window.show();
    if (config.mode === 'connected' && api) {
      await api.stop();
      api = null;
    }
    const url =
      config.mode === 'embedded'
        ? await embeddedApiUrl(config)
        : await serverUrlIfAnswering(config);
    if (url === null) return;
    appUrl = url;
    await loadApp(window, url);
  } catch (error) {
    await showFailure(describe(error));
  } finally {
    starting = false;
  }
}

function onPageFailed(errorCode: number, url: string, isMainFrame: boolean): void {
  // -3 is an aborted load (a newer navigation replaced it), not a failure.
  if (!isMainFrame || errorCode === -3 || originOf(url) !== appOrigin() || starting) return;
  void showFailure(`Sidan ${url} kunde inte laddas (fel ${errorCode}).`);
}

function createMainWindow(config: KioskConfig): BrowserWindow {
  const created = new BrowserWindow(
    windowOptions(config, { preload: PATHS.preload, isPackaged: app.isPackaged }),
  );
  created.webContents.on('did-fail-load', (_event, code, _text, url, isMainFrame) =>
    onPageFailed(code, url, isMainFrame),
  );
  created.on('closed', () => {
    window = null;
  });
  return created;
}

function printDeps(): PrintDeps {
  return {
    createWindow: (options) => new BrowserWindow(options),
    tempDir: app.getPath('temp'),
    configuredPrinter: loaded?.config.printer ?? null,
  };
}

async function boot(): Promise<void> {
  Menu.setApplicationMenu(null);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, appOrigin, () => void start()),
  );
  guardSession(session.defaultSession, appOrigin);
  sendKioskKey(session.defaultSession, appOrigin, () =>
    loaded?.config.mode === 'connected' ? loaded.config.device_key : LOCAL_KIOSK_KEY,
  );
  registerKioskIpc(
    ipcMain,
    {
      printPdf: (bytes, options) => printPdf(printDeps(), bytes, options),
      printPage: (options) => {
        if (!window) return Promise.reject(new Error('Det finns inget fönster att skriva ut.'));
        return printPage(printDeps(), window.webContents, options);
      },
      printers: () => {
        if (!window) return Promise.resolve([]);
        return listPrinters(window.webContents);
      },
      info: () =>
        Promise.resolve({
          version: version(),
          mode: loaded?.config.mode ?? 'embedded',
          server: appUrl ?? '',
          printer: loaded?.config.printer ?? null,
        }),
    },
    appOrigin,
  );
  await start();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', (event) => {
    if (retryTimer) clearTimeout(retryTimer);
    if (!api) return;
    // Close the database cleanly before the app ends.
    event.preventDefault();
    const running = api;
    api = null;
    void running.stop().finally(() => app.quit());
  });
  void app
    .whenReady()
    .then(boot)
    .catch((error: unknown) => log(`Kiosken kunde inte starta: ${describe(error)}`));
}
