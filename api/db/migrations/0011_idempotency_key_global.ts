import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An Idempotency-Key names one request whatever the site. Keys reused across sites before this
  // keep their scan rows; only the later rows' key is cleared, so the unique index can be built.
  await sql`
    update qr_scans set idempotency_key = null
    where idempotency_key is not null
      and exists (
        select 1 from qr_scans earlier
        where earlier.idempotency_key = qr_scans.idempotency_key
          and (earlier.created_at < qr_scans.created_at
            or (earlier.created_at = qr_scans.created_at and earlier.id < qr_scans.id))
      )
  `.execute(db);
  await db.schema
    .createIndex('qr_scans_idempotency_key_uq')
    .on('qr_scans')
    .column('idempotency_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('qr_scans_idempotency_key_uq').ifExists().execute();
}
