import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server on SQLite marks its data folder with `medvakt-<pid>.pid` while it runs, one file per
 * process (several processes may share one folder), so a restore can refuse to swap the file
 * under it. A file whose process is gone (a killed server) is stale and ignored.
 */
const LOCK_FILE = /^medvakt-(\d+)\.pid$/;

export const lockFileName = (pid: number) => `medvakt-${pid}.pid`;

/** Whether a process with this id runs (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

type LockFile = { pid: number; path: string };

function lockFiles(dataDir: string): LockFile[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (!LOCK_FILE.test(name)) return [];
    const path = join(dataDir, name);
    let text: string;
    try {
      text = readFileSync(path, 'utf8').trim();
    } catch {
      return [];
    }
    const pid = Number(text);
    return Number.isInteger(pid) && pid > 0 ? [{ pid, path }] : [];
  });
}

/** The lock files of processes that still run (a server using the folder). */
export function liveLocks(dataDir: string): LockFile[] {
  return lockFiles(dataDir).filter((lock) => processAlive(lock.pid));
}

/**
 * Marks the folder as used by this process until the returned release is called (or the process
 * exits); clears the stale files of servers that were killed.
 */
export function holdDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  for (const lock of lockFiles(dataDir))
    if (lock.pid !== process.pid && !processAlive(lock.pid)) rmSync(lock.path, { force: true });
  const path = join(dataDir, lockFileName(process.pid));
  writeFileSync(path, `${process.pid}\n`);
  const release = () => {
    process.off('exit', release);
    rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
