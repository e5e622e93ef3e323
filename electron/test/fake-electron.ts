import { EventEmitter } from 'node:events';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for Electron, loaded with `--import` before dist/electron/main.cjs runs under plain
 * Node. It tells the parent (the test) what main does, and lets the test play the user.
 */

type Listener = (...args: unknown[]) => unknown;
type Report = Record<string, unknown> & { type: string };
type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

const report = (message: Report) => process.send?.(message);
const userData = process.env.FAKE_USER_DATA ?? tmpdir();

class FakeApp extends EventEmitter {
  isPackaged = false;
  setName(name: string) {
    report({ type: 'name', name });
  }
  private paths = new Map<string, string>();
  setPath(name: string, path: string) {
    // The tests choose where the user data goes; the kiosk's own choice is only recorded.
    this.paths.set(name, path);
  }
  getPath(name: string) {
    return name === 'userData' ? userData : tmpdir();
  }
  getVersion() {
    return '0.0.0-electron';
  }
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return Promise.resolve();
  }
  quit() {
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (prevented) return;
    report({ type: 'quit' });
    setTimeout(() => process.exit(0), 50);
  }
}
const app = new FakeApp();

const contentsList: FakeWebContents[] = [];
class FakeWebContents extends EventEmitter {
  openHandler: Listener | null = null;
  setWindowOpenHandler(handler: Listener) {
    this.openHandler = handler;
  }
  getPrintersAsync() {
    return Promise.resolve([]);
  }
}

class BrowserWindow extends EventEmitter {
  webContents = new FakeWebContents();
  constructor(options: { webPreferences?: Record<string, unknown> }) {
    super();
    contentsList.push(this.webContents);
    report({ type: 'window', webPreferences: options.webPreferences });
    app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string) {
    report({ type: 'load', url });
    return Promise.resolve();
  }
  loadFile() {
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  show() {}
  focus() {}
  restore() {}
  close() {}
}

const handlers = new Map<string, Handler>();
const permissionHandlers: string[] = [];
type HeaderAnswer = { requestHeaders: Record<string, string> };
type HeaderListener = (
  details: { url: string; requestHeaders: Record<string, string> },
  callback: (answer: HeaderAnswer) => void,
) => void;
let headerListener: HeaderListener | null = null;
const fake = {
  app,
  BrowserWindow,
  Menu: { setApplicationMenu: () => report({ type: 'menu' }) },
  ipcMain: { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) },
  net: { fetch: (url: string, init: RequestInit) => fetch(url, init) },
  session: {
    defaultSession: {
      setPermissionRequestHandler: () => permissionHandlers.push('request'),
      setPermissionCheckHandler: () => permissionHandlers.push('check'),
      webRequest: {
        onBeforeSendHeaders: (listener: HeaderListener) => {
          headerListener = listener;
        },
      },
    },
  },
  utilityProcess: {
    fork: () => {
      throw new Error('not packaged');
    },
  },
};

type Command =
  | { type: 'invoke'; channel: string; frameUrl: string }
  | { type: 'navigate'; url: string }
  | { type: 'state' }
  | { type: 'headers'; url: string }
  | { type: 'quit' };

process.on('message', (command: Command) => {
  if (command.type === 'invoke') {
    const handler = handlers.get(command.channel);
    void handler?.({ senderFrame: { url: command.frameUrl } }).then((answer) =>
      report({ type: 'answer', answer }),
    );
  } else if (command.type === 'navigate') {
    let prevented = false;
    const event = { url: command.url, preventDefault: () => (prevented = true) };
    contentsList[0]?.emit('will-navigate', event, command.url);
    report({ type: 'navigated', prevented });
  } else if (command.type === 'headers') {
    headerListener?.({ url: command.url, requestHeaders: {} }, (answer) =>
      report({ type: 'headers', headers: answer.requestHeaders }),
    );
  } else if (command.type === 'state') {
    report({ type: 'state', channels: [...handlers.keys()], permissionHandlers });
  } else {
    app.quit();
  }
});

const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
const originalLoad = loader._load.bind(Module);
loader._load = (request, ...rest) =>
  request === 'electron' ? fake : originalLoad(request, ...rest);
report({ type: 'fake-ready', userData: join(userData) });
