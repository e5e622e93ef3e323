import { fork, spawn, spawnSync, type ChildProcess, type ForkOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeProcessSpawner, startEmbeddedApi } from '../../../electron/api-host.ts';
import { holdDataDirLock, liveLocks, lockFileName, processAlive } from './data-dir-lock.ts';
import { bundled } from '../../test/server-bundle.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The id of a process that has already ended (a server killed with -9 leaves such a lock). */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

function liveChild(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

describe('data folder lock', () => {
  it('names this process while held and is gone when released', () => {
    const dir = folder();
    const release = holdDataDirLock(dir);
    const file = join(dir, lockFileName(process.pid));
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    expect(liveLocks(dir)).toEqual([{ pid: process.pid, path: file }]);
    release();
    expect(existsSync(file)).toBe(false);
    expect(liveLocks(dir)).toEqual([]);
  });

  it('tells a live process from a stale lock, and the next server clears the stale one', () => {
    const dir = folder();
    const dead = deadPid();
    const live = liveChild();
    expect(processAlive(dead)).toBe(false);
    expect(processAlive(live)).toBe(true);
    writeFileSync(join(dir, lockFileName(dead)), `${dead}\n`);
    writeFileSync(join(dir, lockFileName(live)), `${live}\n`);
    expect(liveLocks(dir).map((lock) => lock.pid)).toEqual([live]);

    const release = holdDataDirLock(dir);
    expect(readdirSync(dir).sort()).toEqual([lockFileName(live), lockFileName(process.pid)].sort());
    release();
  });

  it("is held by the kiosk's embedded API in its data folder while it runs", async () => {
    const dataDir = folder();
    const forked: ChildProcess[] = [];
    const trackingFork = ((modulePath: string, args: string[], options: ForkOptions) => {
      const child = fork(modulePath, args, options);
      forked.push(child);
      children.push(child);
      return child;
    }) as typeof fork;
    const { DATABASE_URL: _db, DEMO_DATA: _demo, ...env } = process.env;
    const api = await startEmbeddedApi(nodeProcessSpawner(trackingFork, { execArgv: [] }), {
      entry: bundled('api-process'),
      dataDir,
      rendererDir: join(dataDir, 'no-renderer'),
      version: '0.0.0-test',
      timeoutMs: 30_000,
      env,
    });
    const pid = forked[0]?.pid ?? 0;
    expect(liveLocks(dataDir)).toEqual([{ pid, path: join(dataDir, lockFileName(pid)) }]);
    await api.stop();
    expect(liveLocks(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, lockFileName(pid)))).toBe(false);
  });
});
