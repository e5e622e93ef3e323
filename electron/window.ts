import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import type { KioskConfig } from '../shared/kiosk.ts';
import { statusPageUrl, type StatusPage } from './status-page.ts';

/** The locked-down main window: the app's pages only, no Node, no devtools in packaged builds. */
export function windowOptions(
  config: Pick<KioskConfig, 'fullscreen'>,
  options: { preload: string; isPackaged: boolean },
): BrowserWindowConstructorOptions {
  return {
    title: 'Medvakt',
    width: 1280,
    height: 800,
    kiosk: config.fullscreen,
    fullscreen: config.fullscreen,
    autoHideMenuBar: true,
    backgroundColor: '#f1f3f5',
    show: false,
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: !options.isPackaged,
    },
  };
}

type LoadingWindow = Pick<BrowserWindow, 'loadURL'>;

/** Loads the renderer from the app origin (the API serves it), so pages and API share one origin. */
export function loadApp(window: LoadingWindow, appUrl: string): Promise<void> {
  return window.loadURL(`${appUrl.replace(/\/+$/, '')}/`);
}

export function showStatus(window: LoadingWindow, page: StatusPage): Promise<void> {
  return window.loadURL(statusPageUrl(page));
}
