import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kiosks that are not revoked, with their site's name and customer. */
export function kioskQuery(db: Kysely<Database>) {
  return db
    .selectFrom('kiosks')
    .innerJoin('sites', 'sites.id', 'kiosks.site_id')
    .select([
      'kiosks.id',
      'kiosks.name',
      'kiosks.site_id',
      'sites.name as site_name',
      'sites.customer_id',
      'kiosks.idle_minutes',
      'kiosks.sign_out_after_withdrawal',
      'kiosks.created_at',
      'kiosks.created_by_label',
      'kiosks.last_used_at',
    ])
    .where('kiosks.revoked_at', 'is', null);
}
