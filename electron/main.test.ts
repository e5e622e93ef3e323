import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleKiosk } from '../scripts/build-kiosk.mjs';
import { KIOSK_CHANNELS } from '../shared/kiosk.ts';
import { RETRY_URL } from './guards.ts';

const ROOT = join(import.meta.dirname, '..');
// Beside dist/electron (same depth, so resources/ and node_modules resolve alike), one per test file.
const OUT = `dist/electron-test-main-${process.pid}`;
type Report = { type: string; [key: string]: any };

let userData: string;
let child: ChildProcess | null;
let reports: Report[];

beforeAll(() => bundleKiosk(OUT), 60_000);
afterAll(() => rmSync(join(ROOT, OUT), { recursive: true, force: true }));
beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'medvakt-kiosk-main-'));
  reports = [];
  child = null;
});
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(userData, { recursive: true, force: true });
});

/** The bundled main process under plain Node, with a fake Electron that reports what it does. */
function startMain() {
  const { DATABASE_URL: _db, DEMO_DATA: _demo, ...env } = process.env;
  child = fork(join(ROOT, OUT, 'main.cjs'), [], {
    execArgv: [
      '--import',
      'tsx',
      '--import',
      join(import.meta.dirname, 'test', 'fake-electron.ts'),
    ],
    env: { ...env, FAKE_USER_DATA: userData, npm_node_execpath: process.execPath },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('message', (message: Report) => reports.push(message));
  const running = child;
  return {
    next: (predicate: (r: Report) => boolean, after = 0) =>
      new Promise<Report>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such report')), 30_000);
        const look = () => {
          const found = reports.slice(after).find(predicate);
          if (!found) return setTimeout(look, 20);
          clearTimeout(timer);
          resolve(found);
        };
        look();
      }),
    send: (command: Record<string, unknown>) => running.send(command),
    exited: () =>
      new Promise<number | null>((resolve) =>
        running.exitCode !== null
          ? resolve(running.exitCode)
          : running.once('exit', (code) => resolve(code)),
      ),
  };
}

const pageHtml = (url: string) => Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
const isDataLoad = (r: Report) => r.type === 'load' && String(r.url).startsWith('data:');

describe('kiosk main process', () => {
  it('starts the embedded API, loads the app from it, serves the bridge, and stops the API on quit', async () => {
    const main = startMain();
    const window = await main.next((r) => r.type === 'window');
    expect(window.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true });

    const startScreen = await main.next(isDataLoad);
    expect(pageHtml(startScreen.url)).toContain('Medvakt startar');

    const app = await main.next((r) => r.type === 'load' && String(r.url).startsWith('http'));
    expect(app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const base = String(app.url).replace(/\/$/, '');
    expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ status: 'ok' });

    main.send({ type: 'state' });
    const state = await main.next((r) => r.type === 'state');
    expect([...state.channels].sort()).toEqual(Object.values(KIOSK_CHANNELS).sort());
    expect(state.permissionHandlers).toEqual(['request', 'check']);

    // Requests to its own API carry the kiosk's key, which that API knows as its own kiosk.
    main.send({ type: 'headers', url: `${base}/api/v1/kiosks/current` });
    const { headers } = await main.next((r) => r.type === 'headers');
    const kiosk = await fetch(`${base}/api/v1/kiosks/current`, { headers });
    expect(await kiosk.json()).toMatchObject({ id: null, name: 'Den här datorn' });
    const stranger = await fetch(`${base}/api/v1/kiosks/current`);
    expect(await stranger.json()).toBeNull();

    let seen = reports.length;
    main.send({ type: 'invoke', channel: KIOSK_CHANNELS.info, frameUrl: `${base}/user` });
    const info = await main.next((r) => r.type === 'answer', seen);
    expect(info.answer).toEqual({
      ok: true,
      value: { version: expect.any(String), mode: 'embedded', server: base, printer: null },
    });

    seen = reports.length;
    main.send({ type: 'invoke', channel: KIOSK_CHANNELS.info, frameUrl: 'https://example.com/' });
    expect((await main.next((r) => r.type === 'answer', seen)).answer).toMatchObject({ ok: false });

    seen = reports.length;
    main.send({ type: 'navigate', url: 'https://example.com/' });
    expect((await main.next((r) => r.type === 'navigated', seen)).prevented).toBe(true);

    main.send({ type: 'quit' });
    await main.next((r) => r.type === 'quit');
    expect(await main.exited()).toBe(0);
    await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
  });

  it('shows the offline screen for an unreachable server, and starts again on retry', async () => {
    writeFileSync(
      join(userData, 'kiosk.json'),
      JSON.stringify({ mode: 'connected', server_url: 'http://127.0.0.1:9', printr: 'x' }),
    );
    const main = startMain();
    const offline = await main.next(
      (r) => isDataLoad(r) && pageHtml(String(r.url)).includes('Ingen kontakt med servern'),
    );
    const html = pageHtml(offline.url);
    expect(html).toContain('Det går inte att nå servern http://127.0.0.1:9.');
    expect(html).toContain('printr: okänd inställning');

    const seen = reports.length;
    main.send({ type: 'navigate', url: RETRY_URL });
    expect((await main.next((r) => r.type === 'navigated', seen)).prevented).toBe(true);
    const again = await main.next(isDataLoad, seen);
    expect(pageHtml(again.url)).toContain('Medvakt startar');
  });
});
