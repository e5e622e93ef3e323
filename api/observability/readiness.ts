import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export type Readiness =
  | { ready: true }
  | { ready: false; code: 'DATABASE_UNAVAILABLE' | 'MIGRATIONS_PENDING'; reason: string };

/** A database that takes longer than this to answer `select 1` counts as not answering. */
const ANSWER_WITHIN_MS = 2_000;

class TooSlow extends Error {}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TooSlow()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function appliedMigrations(db: Db): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

/**
 * Whether this process can take requests: the database answers, and every migration this version
 * knows has been applied (a server started before another finished migrating is not ready yet).
 */
export async function checkReadiness(
  db: Db,
  answerWithinMs = ANSWER_WITHIN_MS,
): Promise<Readiness> {
  let applied: Set<string> | null;
  try {
    await within(answerWithinMs, sql`select 1`.execute(db));
    applied = await within(answerWithinMs, appliedMigrations(db));
  } catch (error) {
    const reason =
      error instanceof TooSlow
        ? `Databasen svarade inte inom ${answerWithinMs / 1000} s.`
        : 'Databasen svarar inte.';
    return { ready: false, code: 'DATABASE_UNAVAILABLE', reason };
  }
  if (!applied)
    return { ready: false, code: 'MIGRATIONS_PENDING', reason: 'Databasen är inte migrerad än.' };
  const missing = MIGRATION_NAMES.filter((name) => !applied.has(name));
  if (missing.length > 0)
    return {
      ready: false,
      code: 'MIGRATIONS_PENDING',
      reason: `Databasen saknar ${missing.length} av serverns migreringar (först ${missing[0] ?? ''}).`,
    };
  return { ready: true };
}
