import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { refreshWarnings, type RefreshSummary } from './refresh-warnings.ts';
import { chunks } from '../../db/chunks.ts';

/** Enough sites per pass to keep the queries few, few enough to keep each transaction short. */
export const SITES_PER_PASS = 50;

/**
 * The scheduled full refresh: every site, a group of sites per transaction, so memory stays small
 * and other requests get the database between passes even on a day that rewrites many texts.
 */
export async function refreshAllSites(
  db: Kysely<Database>,
  clock: Clock,
  sitesPerPass = SITES_PER_PASS,
): Promise<RefreshSummary> {
  const sites = await db.selectFrom('sites').select('id').orderBy('id').execute();
  const total: RefreshSummary = { created: 0, resolved: 0, updated: 0 };
  for (const part of chunks(
    sites.map((s) => s.id),
    sitesPerPass,
  )) {
    const done = await db
      .transaction()
      .execute((trx) => refreshWarnings(trx, clock, { siteIds: part }));
    total.created += done.created;
    total.resolved += done.resolved;
    total.updated += done.updated;
  }
  return total;
}
