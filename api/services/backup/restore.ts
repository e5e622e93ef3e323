import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { databaseTargetFromUrl } from '../../db/connect.ts';
import { backupStamp } from './backup-service.ts';
import { liveLocks } from './data-dir-lock.ts';
import { checkLooksLikeSqlite, prepareCopy, type PreparedCopy } from './restore-check.ts';
import { Refused } from './said.ts';

/** Files SQLite keeps beside a database; an old one must never meet the restored file. */
const COMPANIONS = ['-wal', '-shm', '-journal'] as const;

export type RestoreResult = PreparedCopy & {
  database: string;
  /** The previous database (and its companions) under the before-restore name. */
  keptAside: string[];
};

function refuseWhileServerRuns(dataDir: string): void {
  const locks = liveLocks(dataDir);
  if (locks.length === 0) return;
  const pids = locks.map((lock) => lock.pid).join(', ');
  const files = locks.map((lock) => lock.path).join(', ');
  throw new Refused({
    sv: `En Medvakt-server använder DATA_DIR (pid ${pids}). Stoppa den först. (Körs ingen server? Ta då bort ${files}.)`,
    en: `A Medvakt server is using DATA_DIR (pid ${pids}). Stop it first. (No server running? Then remove ${files}.)`,
  });
}

function flushFile(path: string, flags = 'r+'): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function flushFolder(path: string): void {
  try {
    flushFile(path, 'r');
  } catch {
    // Not every system can sync a folder; the rename itself is atomic either way.
  }
}

/** 'medvakt.sqlite.before-restore-20261121-100512', with a counter if that name is taken. */
function asideName(database: string, now: Date): string {
  const stamp = `${backupStamp(now)}${String(now.getUTCSeconds()).padStart(2, '0')}`;
  const base = `${database}.before-restore-${stamp}`;
  let name = base;
  for (let n = 2; [name, ...COMPANIONS.map((c) => name + c)].some(existsSync); n++)
    name = `${base}-${n}`;
  return name;
}

/** The restored file gets the old one's mode and, when run as root, its owner (the service user). */
function takeOwnership(copy: string, database: string): void {
  if (!existsSync(database)) return;
  const { mode, uid, gid } = statSync(database);
  chmodSync(copy, mode & 0o777);
  try {
    chownSync(copy, uid, gid);
  } catch {
    // Only root may give a file away; anyone else already owns what they restore.
  }
}

/**
 * Puts the prepared copy in place of the database. The old file keeps a second name first (a hard
 * link, so the database name never goes missing), its companions follow it, then the copy is
 * renamed over the database in one step.
 */
function swapIn(database: string, copy: string, now: Date): string[] {
  const aside = asideName(database, now);
  const kept: string[] = [];
  if (existsSync(database)) {
    try {
      linkSync(database, aside);
    } catch {
      renameSync(database, aside);
    }
    kept.push(aside);
  }
  for (const companion of COMPANIONS) {
    if (!existsSync(database + companion)) continue;
    renameSync(database + companion, aside + companion);
    kept.push(aside + companion);
  }
  renameSync(copy, database);
  flushFolder(dirname(database));
  return kept;
}

/**
 * Replaces the SQLite database in `dataDir` with the backup `file`. Refuses (with nothing changed)
 * while a server uses the folder, or when the backup is not a sound Medvakt database this version
 * knows. Everyone signs in again afterwards.
 */
export function restoreBackup(input: { dataDir: string; file: string; now: Date }): RestoreResult {
  const { dataDir, file, now } = input;
  const target = databaseTargetFromUrl(undefined, dataDir);
  if (target.kind !== 'sqlite') throw new Error('SQLite expected');
  const database = target.file;
  refuseWhileServerRuns(dataDir);
  checkLooksLikeSqlite(file);
  mkdirSync(dataDir, { recursive: true });

  // Checked and changed as a copy in the same folder, so a crash never leaves half a database.
  const copy = join(dataDir, `.medvakt.sqlite.restoring-${process.pid}`);
  const clear = () => {
    for (const path of [copy, ...COMPANIONS.map((c) => copy + c)]) rmSync(path, { force: true });
  };
  clear();
  try {
    copyFileSync(file, copy);
    // A database kept with its write-ahead log (a before-restore copy) is only whole with it.
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
    const prepared = prepareCopy(copy, file, now);
    takeOwnership(copy, database);
    flushFile(copy);
    refuseWhileServerRuns(dataDir);
    const keptAside = swapIn(database, copy, now);
    return { ...prepared, database, keptAside };
  } finally {
    clear();
  }
}
