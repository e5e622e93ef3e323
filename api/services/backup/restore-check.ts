import { closeSync, openSync, readSync, statSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { Refused } from './said.ts';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** The file exists and starts like a SQLite database; checked before anything is copied. */
export function checkLooksLikeSqlite(file: string): void {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    throw new Refused({
      sv: `Filen finns inte: ${file}`,
      en: `The file does not exist: ${file}`,
    });
  }
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 512 || !head.equals(SQLITE_HEADER))
    throw new Refused({
      sv: `Filen är ingen SQLite-databas: ${file}`,
      en: `The file is not a SQLite database: ${file}`,
    });
}

const corrupt = (file: string, reason: string) =>
  new Refused({
    sv: `Säkerhetskopian är skadad (${reason}): ${file}. Välj en annan säkerhetskopia.`,
    en: `The backup is damaged (${reason}): ${file}. Choose another backup.`,
  });

const notMedvakt = (file: string) =>
  new Refused({
    sv: `Filen är ingen Medvakt-databas (den saknar Medvakts migreringar): ${file}`,
    en: `The file is not a Medvakt database (it has no Medvakt migrations): ${file}`,
  });

function checkIntegrity(db: SqliteDatabase.Database, file: string): void {
  const problems = db
    .prepare('pragma integrity_check')
    .pluck()
    .all()
    .map((row) => String(row));
  if (problems.length !== 1 || problems[0] !== 'ok')
    throw corrupt(file, `integrity_check: ${problems.slice(0, 3).join('; ')}`);
}

/** The migrations the backup records; one this version does not know means a newer Medvakt. */
function checkMigrations(db: SqliteDatabase.Database, file: string): string[] {
  const table = db
    .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
    .get(DEFAULT_MIGRATION_TABLE);
  if (!table) throw notMedvakt(file);
  const recorded = db
    .prepare(`select name from ${DEFAULT_MIGRATION_TABLE} order by name`)
    .pluck()
    .all()
    .map((name) => String(name));
  const unknown = recorded.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Refused({
      sv: `Säkerhetskopian kommer från en nyare version av Medvakt (okända migreringar: ${unknown.join(', ')}). Uppdatera Medvakt först och återställ sedan.`,
      en: `The backup comes from a newer version of Medvakt (unknown migrations: ${unknown.join(', ')}). Update Medvakt first, then restore.`,
    });
  if (!recorded.includes(MIGRATION_NAMES[0] ?? '')) throw notMedvakt(file);
  return recorded;
}

export type PreparedCopy = {
  migrations: number;
  pendingMigrations: number;
  revokedSessions: number;
};

/**
 * Checks the copy about to be put in place (integrity, known migrations) and signs everyone out
 * in it: a session revoked after the backup was taken must not come back to life. Leaves the copy
 * in rollback-journal mode with no `-wal` beside it; the server turns WAL on when it opens it.
 */
export function prepareCopy(copy: string, source: string, now: Date): PreparedCopy {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(copy, { fileMustExist: true });
  } catch (error) {
    throw corrupt(source, error instanceof Error ? error.message : String(error));
  }
  try {
    db.pragma('journal_mode = DELETE');
    checkIntegrity(db, source);
    const recorded = checkMigrations(db, source);
    const revoked = db
      .prepare('update sessions set revoked_at = ? where revoked_at is null')
      .run(now.toISOString());
    return {
      migrations: recorded.length,
      pendingMigrations: MIGRATION_NAMES.filter((name) => !recorded.includes(name)).length,
      revokedSessions: revoked.changes,
    };
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw corrupt(source, error instanceof Error ? error.message : String(error));
  } finally {
    db.close();
  }
}
