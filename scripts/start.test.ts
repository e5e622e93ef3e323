import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../api/multi-process/server-processes.ts';
import { processAlive } from '../api/services/backup/data-dir-lock.ts';

// `npm start` as an operator runs it, stopped the way systemd or `kill` stops it.
const ROOT = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'medvakt-start-'));
const serverPids: number[] = [];

afterAll(() => {
  // Only a server the test failed to stop is still here.
  for (const pid of serverPids) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const pidFiles = () => readdirSync(dataDir).filter((name) => /^medvakt-\d+\.pid$/.test(name));

/** Whether a new server could listen on `port` now. */
const portFree = (port: number) =>
  new Promise<boolean>((answer) => {
    const probe = createServer();
    probe.once('error', () => answer(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });

describe('npm start', () => {
  it('stops its server on SIGTERM and waits for it: no process, port or pid file is left', async () => {
    const { DATABASE_URL: _url, BACKUP_DIR: _backups, ...env } = process.env;
    const port = await freePort();
    const npm = spawn('npm', ['start', '--silent', '--', '--no-build'], {
      cwd: ROOT,
      env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '0' },
      stdio: 'ignore',
    });
    const npmExited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
    for (let waited = 0; ; waited += 100) {
      expect(npm.exitCode, 'npm start avslutades innan servern svarade').toBeNull();
      if (waited > 60_000) throw new Error('Servern svarade inte på /health');
      const res = await fetch(`http://127.0.0.1:${String(port)}/api/v1/health`).catch(() => null);
      if (res?.ok) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(pidFiles()).toHaveLength(1);
    const serverPid = Number(/\d+/.exec(pidFiles()[0] ?? '')?.[0]);
    serverPids.push(serverPid);
    expect(processAlive(serverPid)).toBe(true);

    npm.kill('SIGTERM');
    expect(await npmExited).toBe(0);
    // Checked as soon as npm has returned, as the next command (npm run restore) would.
    expect(processAlive(serverPid)).toBe(false);
    expect(pidFiles()).toEqual([]);
    expect(await portFree(port)).toBe(true);
  }, 90_000);
});
