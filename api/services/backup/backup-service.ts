import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { stockholmMinute } from '../../clock.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { AppDeps } from '../../deps.ts';

/** medvakt-YYYYMMDD-HHmm.sqlite, stamped in Stockholm time so names sort by age. */
const BACKUP_NAME = /^medvakt-(\d{8})-(\d{4})\.sqlite$/;

/** '20261121-0300' for an instant, in Stockholm time. */
export function backupStamp(at: Date): string {
  return stockholmMinute(at).replaceAll('-', '').replace(' ', '-').replace(':', '');
}

/** Finished backups, newest first (a backup being written has another name until done). */
export function listBackups(dir: string | null): { name: string; stamp: string; path: string }[] {
  if (!dir) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name);
      return match ? [{ name, stamp: `${match[1]}-${match[2]}`, path: join(dir, name) }] : [];
    })
    .sort((a, b) => b.stamp.localeCompare(a.stamp));
}

/** When the newest finished backup was written, or null when there is none. */
export function lastBackupAt(dir: string | null): string | null {
  const newest = listBackups(dir)[0];
  if (!newest) return null;
  try {
    return statSync(newest.path).mtime.toISOString();
  } catch {
    return null;
  }
}

/** Backups of PostgreSQL belong to the database host, not to this server. */
export const isSqlite = (deps: Pick<AppDeps, 'db'>) => runsOnSqlite(deps.db);

/**
 * Copies the SQLite database into the backup folder with VACUUM INTO (a consistent copy while
 * the app runs), under a temporary name renamed when complete, then keeps the newest `backupKeep`.
 */
export async function runBackup(deps: AppDeps): Promise<string | null> {
  const { backupDir, backupKeep } = deps.config;
  if (!backupDir || !isSqlite(deps)) return null;
  mkdirSync(backupDir, { recursive: true });
  const name = `medvakt-${backupStamp(deps.clock.now())}.sqlite`;
  const partial = join(backupDir, `.${name}.partial`);
  const target = join(backupDir, name);
  rmSync(partial, { force: true });
  try {
    await sql`VACUUM INTO ${partial}`.execute(deps.db);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  for (const old of listBackups(backupDir).slice(backupKeep)) rmSync(old.path, { force: true });
  return target;
}

/** Due once a day from 03:00 Stockholm time, and made up for later that day if the server was off. */
export function backupDue(dir: string | null, now: Date, hour = 3): boolean {
  const stamp = backupStamp(now);
  const todayAtHour = `${stamp.slice(0, 8)}-${String(hour).padStart(2, '0')}00`;
  if (stamp < todayAtHour) return false;
  const newest = listBackups(dir)[0];
  return !newest || newest.stamp < todayAtHour;
}
