import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundled } from '../api/test/server-bundle.ts';
import { nodeProcessSpawner, startEmbeddedApi, type EmbeddedApiOptions } from './api-host.ts';

// api-process.ts bundled; the loader stays for the fixtures, which are TypeScript.
const ENTRY = bundled('api-process');
const fixture = (name: string) => join(import.meta.dirname, 'test', name);

let dataDir: string;
let children: ChildProcess[];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'medvakt-kiosk-api-'));
  children = [];
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The real fork, remembering each child so the test can see whether it ended.
const trackingFork = ((modulePath: string, args: string[], options: ForkOptions) => {
  const child = fork(modulePath, args, options);
  children.push(child);
  return child;
}) as typeof fork;

const spawner = nodeProcessSpawner(trackingFork, { execArgv: ['--import', 'tsx'] });

function options(overrides: Partial<EmbeddedApiOptions> = {}): EmbeddedApiOptions {
  // The test run's own database settings must not reach the kiosk's API.
  const { DATABASE_URL: _db, DEMO_DATA: _demo, ...env } = process.env;
  return {
    entry: ENTRY,
    dataDir,
    rendererDir: join(dataDir, 'no-renderer'),
    version: '1.2.3-test',
    timeoutMs: 30_000,
    env,
    ...overrides,
  };
}

function ended(child: ChildProcess | undefined): Promise<void> {
  if (!child) throw new Error('no child');
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

describe('embedded API host', () => {
  it('starts the API in a child process, which answers health and keeps its data in the data folder', async () => {
    const api = await startEmbeddedApi(spawner, options());
    expect(api.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${api.baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    await api.stop();
    expect(children[0]?.exitCode).toBe(0);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    // Demo data (with its public passwords) stays off unless the operator asks for it.
    const db = new SqliteDatabase(join(dataDir, 'medvakt.sqlite'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from users').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('gives up after the time-out when the API never reports ready, and kills it', async () => {
    await expect(
      startEmbeddedApi(spawner, options({ entry: fixture('never-ready.ts'), timeoutMs: 2000 })),
    ).rejects.toThrow('Medvakts API startade inte inom 2 sekunder.');
    await ended(children[0]);
    expect(children[0]?.signalCode).toBe('SIGKILL');
  });

  it('reports an API that ends before it is ready', async () => {
    await expect(
      startEmbeddedApi(spawner, options({ entry: fixture('exits-early.ts') })),
    ).rejects.toThrow('Medvakts API avslutades under starten (kod 3).');
  });

  it("passes on the API's own reason when it cannot start", async () => {
    const env = { ...options().env, JWT_SECRET: 'för-kort' };
    await expect(startEmbeddedApi(spawner, options({ env }))).rejects.toThrow(
      'API:et kunde inte starta: Ogiltig konfiguration JWT_SECRET: JWT_SECRET måste vara minst 32 tecken',
    );
    await ended(children[0]);
  });
});
