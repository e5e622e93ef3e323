import { fork } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_EXTERNAL, bundleKiosk, KIOSK_OUT } from '../scripts/build-kiosk.mjs';
import { isApiProcessReport, type ApiProcessReport } from './api-messages.ts';

const ROOT = join(import.meta.dirname, '..');
// Beside dist/electron (same depth, so resources/ and node_modules resolve alike), one per test file.
const OUT = `dist/electron-test-packaging-${process.pid}`;
const require = createRequire(import.meta.url);

type BuilderConfig = Record<string, any>;
// electron-builder's own loader and schema check (app-builder-lib/scheme.json), as `dist:kiosk` runs them.
const builder = require('app-builder-lib/out/util/config/config.js') as {
  getConfig: (projectDir: string, configPath: null, options: null) => Promise<BuilderConfig>;
  validateConfiguration: (config: BuilderConfig, logger: unknown) => Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => unknown };

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    const config = await builder.getConfig(ROOT, null, null);
    await expect(
      builder.validateConfiguration(config, new DebugLogger(false)),
    ).resolves.toBeUndefined();
    // The same check refuses a misspelt setting, so passing it means something.
    await expect(
      builder.validateConfiguration(
        { ...config, linux: { targt: ['deb'] } },
        new DebugLogger(false),
      ),
    ).rejects.toThrow(/unknown property 'targt'/);
  });

  it('builds AppImage and deb for Linux and NSIS for Windows, with SQLite rebuilt and unpacked', async () => {
    const config = await builder.getConfig(ROOT, null, null);
    expect(config.appId).toBe('se.medvakt.kiosk');
    expect(config.productName).toBe('Medvakt Kiosk');
    expect(config.extraMetadata.main).toBe(`${KIOSK_OUT}/main.cjs`);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.category).toBe('MedicalSoftware');
    expect(config.win.target).toEqual(['nsis']);
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining([
        '**/*.node',
        'node_modules/better-sqlite3/**/*',
        'node_modules/@node-rs/**/*',
      ]),
    );
    expect(config.npmRebuild).toBe(true);
    expect(config.buildDependenciesFromSource).toBe(true);
    // The loader wraps the list in one file set.
    expect(config.files[0].filter).toEqual(
      expect.arrayContaining(['dist/electron/**/*', 'dist/renderer/**/*', 'resources/**/*']),
    );
  });
});

const requiredModules = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] ?? '');
const isBuiltin = (name: string) => builtinModules.includes(name.replace(/^node:/, ''));

function startBundledApi(
  dataDir: string,
): Promise<{ report: ApiProcessReport; stop: () => Promise<number | null> }> {
  const { DATABASE_URL: _db, DEMO_DATA: _demo, ...env } = process.env;
  // Plain Node, no tsx: the bundle must stand on its own with node_modules beside it.
  const child = fork(join(ROOT, OUT, 'api-process.cjs'), [], {
    env: { ...env, DATA_DIR: dataDir },
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    child.on('message', (message) => {
      if (!isApiProcessReport(message)) return;
      resolve({
        report: message,
        stop: () => {
          child.send({ type: 'stop' });
          return exited;
        },
      });
    });
  });
}

describe('kiosk bundles', () => {
  beforeAll(() => bundleKiosk(OUT), 60_000);
  afterAll(() => rmSync(join(ROOT, OUT), { recursive: true, force: true }));

  it('bundle main, preload and the API, each needing only what it may load at run time', () => {
    const out = join(ROOT, OUT);
    expect(requiredModules(join(out, 'preload.cjs'))).toEqual(['electron']);
    expect(requiredModules(join(out, 'main.cjs')).filter((m) => !isBuiltin(m))).toEqual([
      'electron',
    ]);
    for (const name of requiredModules(join(out, 'api-process.cjs')).filter((m) => !isBuiltin(m)))
      expect(API_EXTERNAL).toContain(name);
  });

  it('runs the bundled API under plain Node, answering health', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-kiosk-bundle-'));
    try {
      const api = await startBundledApi(dataDir);
      expect(api.report.type).toBe('ready');
      const port = api.report.type === 'ready' ? api.report.port : 0;
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(await api.stop()).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
