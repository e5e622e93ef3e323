import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

const versionOfSite = preparedQuery((db, p: { siteId: string }) =>
  db.selectFrom('site_versions').select('version').where('site_id', '=', p.siteId),
);

/**
 * The version of what a site's stock screens show: raised by the database on every change to the
 * site's batches, medicines or settings (migration 0018), by any process. '0' until the first.
 */
export async function siteVersion(db: Kysely<Database>, siteId: string): Promise<string> {
  const [row] = await versionOfSite(db, { siteId });
  return row ? String(row.version) : '0';
}

/** The versions of several sites as one key, in the order given. */
export async function siteVersionsKey(db: Kysely<Database>, siteIds: string[]): Promise<string> {
  if (siteIds.length === 1 && siteIds[0] !== undefined) return siteVersion(db, siteIds[0]);
  const rows = await db
    .selectFrom('site_versions')
    .select(['site_id', 'version'])
    .where('site_id', 'in', siteIds)
    .execute();
  const versions = new Map(rows.map((r) => [r.site_id, String(r.version)]));
  return siteIds.map((id) => versions.get(id) ?? '0').join('.');
}
