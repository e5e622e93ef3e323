import type { Kysely } from 'kysely';
import { unwatchSiteVersions, watchSiteVersions, type WatchedTable } from './0018_site_versions.ts';

/**
 * The stock list marks a batch an open recall holds, so a recall matched, settled or reopened
 * changes what the site's stock screens show: it raises the site's version like a batch change.
 */
const RECALL_MATCHES: readonly WatchedTable[] = [
  { table: 'recall_matches', siteColumn: 'site_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await watchSiteVersions(db, RECALL_MATCHES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unwatchSiteVersions(db, RECALL_MATCHES);
}
