import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import { connectDatabase, databaseTargetFromUrl, type DatabaseTarget } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { underStartLock } from '../db/start-lock.ts';
import { bootstrap, type BootstrapResult } from '../seed/bootstrap.ts';
import { createFeedReader } from '../services/recalls/feed-fetch.ts';

/**
 * Migrates and seeds the database once, before the worker processes start, so they never race
 * each other to create the tables or load the demo data.
 */
export async function prepareDatabase(
  config: Config,
): Promise<{ target: DatabaseTarget; seeded: BootstrapResult }> {
  const target = databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir);
  const db = connectDatabase(target);
  try {
    const seeded = await underStartLock(db, async (locked) => {
      await migrateToLatest(locked);
      return bootstrap({ db: locked, config, clock: systemClock, feed: createFeedReader() });
    });
    return { target, seeded };
  } finally {
    await db.destroy();
  }
}
