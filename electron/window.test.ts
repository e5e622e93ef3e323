import { describe, expect, it } from 'vitest';
import { loadApp, windowOptions } from './window.ts';

describe('kiosk window', () => {
  it('is locked down: isolated, sandboxed, no Node, web security, no devtools when packaged', () => {
    const options = windowOptions(
      { fullscreen: true },
      { preload: '/app/preload.cjs', isPackaged: true },
    );
    expect(options.kiosk).toBe(true);
    expect(options.fullscreen).toBe(true);
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      devTools: false,
    });
  });

  it('is an ordinary window with devtools while setting up an unpackaged build', () => {
    const options = windowOptions({ fullscreen: false }, { preload: 'p.cjs', isPackaged: false });
    expect(options.kiosk).toBe(false);
    expect(options.fullscreen).toBe(false);
    expect(options.webPreferences?.devTools).toBe(true);
  });

  it('loads the renderer from the app origin itself', async () => {
    const loaded: string[] = [];
    const window = { loadURL: (url: string) => (loaded.push(url), Promise.resolve()) };
    await loadApp(window, 'http://127.0.0.1:41234');
    await loadApp(window, 'https://medvakt.region.se/');
    expect(loaded).toEqual(['http://127.0.0.1:41234/', 'https://medvakt.region.se/']);
  });
});
