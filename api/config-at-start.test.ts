import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CONFIG_EXIT_CODE } from './config.ts';
import { bundled } from './test/server-bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-config-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Ended = { code: number | null; stdout: string[]; stderr: string[] };

/** Starts the server (bundled, as it ships) and waits for it to end by itself (a start that fails). */
function startUntilEnded(env: Record<string, string>): Promise<Ended> {
  const child = spawn(process.execPath, [bundled('server')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ended: Ended = { code: null, stdout: [], stderr: [] };
  const lines = (into: string[]) => (chunk: Buffer) =>
    into.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout.on('data', lines(ended.stdout));
  child.stderr.on('data', lines(ended.stderr));
  // A server that keeps running (or keeps restarting its workers) is stopped and fails the test.
  const stillRunning = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) =>
    child.once('close', (code) => {
      clearTimeout(stillRunning);
      done({ ...ended, code });
    }),
  );
}

/** What a compose tool that does not know `${VAR:-}` hands the server. */
const UNEXPANDED_ADMIN = { ADMIN_EMAIL: '${ADMIN_EMAIL:-}', ADMIN_PASSWORD: '${ADMIN_PASSWORD:-}' };

describe('a setting the server cannot start with', { timeout: 90_000 }, () => {
  it.each([
    ['ADMIN_EMAIL', UNEXPANDED_ADMIN, 'inte har ersatt'],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'postgres://medvakt:${MEDVAKT_DB_PASSWORD:?saknas}@postgres:5432/medvakt' },
      'inte har ersatt',
    ],
    ['WORKERS', { WORKERS: 'abc' }, 'WORKERS måste vara ett heltal'],
    ['PORT', { PORT: 'x' }, 'PORT måste vara ett heltal'],
    ['DEMO_DATA', { DEMO_DATA: '' }, 'DEMO_DATA får inte vara tom'],
    [
      'ADMIN_PASSWORD',
      { ADMIN_EMAIL: 'drift@example.se', ADMIN_PASSWORD: 'kort' },
      'ADMIN_PASSWORD uppfyller inte lösenordsreglerna',
    ],
    ['DATA_DIR', { DATA_DIR: '/dev/null/medvakt', JWT_SECRET: '' }, 'servern kan inte skriva'],
  ])('%s is named in one Swedish line and the start ends once', async (name, env, reason) => {
    const ended = await startUntilEnded(env);
    expect(ended.stderr).toEqual([expect.stringContaining(`Ogiltig konfiguration ${name}: `)]);
    expect(ended.stderr[0]).toContain(reason);
    expect(ended.stdout).toEqual([]);
    expect(ended.code).toBe(CONFIG_EXIT_CODE);
  });

  it('with WORKERS=2 ends the whole server once, without starting workers again', async () => {
    const ended = await startUntilEnded({ ...UNEXPANDED_ADMIN, WORKERS: '2' });
    expect(ended.stderr).toEqual([
      expect.stringMatching(
        /^Ogiltig konfiguration ADMIN_EMAIL: värdet innehåller \$\{ADMIN_EMAIL:-\}/,
      ),
    ]);
    expect(ended.code).toBe(CONFIG_EXIT_CODE);
  });

  it('names DATA_DIR when the server cannot make its data folder', async () => {
    const ended = await startUntilEnded({ DATA_DIR: '/dev/null/medvakt' });
    expect(ended.stderr).toEqual([
      'Servern kan inte använda /dev/null/medvakt (ENOTDIR). Kontrollera DATA_DIR och att användaren som kör servern får läsa och skriva där.',
    ]);
    expect(ended.code).toBe(1);
  });

  it('with WORKERS=2 and its port taken ends once, naming PORT', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((listening) =>
      taken.listen(0, '127.0.0.1', () => {
        const address = taken.address();
        listening(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const ended = await startUntilEnded({ WORKERS: '2', HOST: '127.0.0.1', PORT: String(port) });
      const said = [...ended.stderr, ...ended.stdout].join('\n');
      expect(said).toContain(`Porten ${port} används redan`);
      expect(said).not.toMatch(/^\s+at /m);
      expect(ended.code).toBe(1);
    } finally {
      await new Promise((closed) => taken.close(closed));
    }
  });
});
