import { sql, type Kysely } from 'kysely';
import type { Warning, WarningHistoryEntry } from '../../../shared/schemas/warning.ts';
import type { Database } from '../../db/schema.ts';
import { readServerMessage } from '../../../shared/schemas/server-message.ts';

/** A warning with its site, medicine, batch and the people who acknowledged and resolved it. */
export function warningQuery(db: Kysely<Database>) {
  return db
    .selectFrom('warnings as w')
    .innerJoin('sites as s', 's.id', 'w.site_id')
    .leftJoin('medicine_templates as mt', 'mt.id', 'w.medicine_template_id')
    .leftJoin('inventory_items as ii', 'ii.id', 'w.inventory_item_id')
    .leftJoin('users as ru', 'ru.id', 'w.resolved_by')
    .leftJoin('users as au', 'au.id', 'w.acknowledged_by')
    .selectAll('w')
    .select([
      's.name as site_name',
      'mt.name as medicine_name',
      'mt.strength as medicine_strength',
      'ii.batch_number',
      'ii.expiry_date',
      'ii.quantity',
      'ii.unit_type',
      'ru.first_name as resolver_first_name',
      'ru.last_name as resolver_last_name',
      'au.first_name as acknowledger_first_name',
      'au.last_name as acknowledger_last_name',
    ]);
}

export type WarningRow = Awaited<
  ReturnType<ReturnType<typeof warningQuery>['executeTakeFirstOrThrow']>
>;

/** Open before resolved, then the most severe, then the newest. */
export const severityRank = sql<number>`case ${sql.ref('w.severity')} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

const person = (first: string | null, last: string | null) =>
  first !== null && last !== null ? { first_name: first, last_name: last } : null;

export function toWarning(row: WarningRow): Warning {
  const medicine =
    row.medicine_name !== null
      ? { name: row.medicine_name, strength: row.medicine_strength }
      : null;
  return {
    id: row.id,
    site_id: row.site_id,
    title: row.title,
    description: row.description,
    title_message: readServerMessage(row.title_message),
    description_message: readServerMessage(row.description_message),
    warning_type: row.warning_type,
    severity: row.severity,
    is_acknowledged: row.is_acknowledged === 1,
    acknowledged_at: row.acknowledged_at,
    acknowledged_by_user: person(row.acknowledger_first_name, row.acknowledger_last_name),
    is_resolved: row.is_resolved === 1,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolution_notes: row.resolution_notes,
    resolution_message: readServerMessage(row.resolution_message),
    resolved_by_user: person(row.resolver_first_name, row.resolver_last_name),
    site: { name: row.site_name },
    medicine_template: medicine,
    inventory_item:
      medicine && row.inventory_item_id && row.batch_number !== null
        ? {
            id: row.inventory_item_id,
            batch_number: row.batch_number,
            expiry_date: row.expiry_date ?? '',
            quantity: row.quantity ?? 0,
            unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
            medicine_template: medicine,
          }
        : null,
  };
}

export async function historyOf(
  db: Kysely<Database>,
  warningId: string,
): Promise<WarningHistoryEntry[]> {
  const rows = await db
    .selectFrom('warning_history')
    .selectAll()
    .where('warning_id', '=', warningId)
    .orderBy('at')
    // One clock tick can hold several steps; a resolution always comes last.
    .orderBy(
      sql`case ${sql.ref('action')} when 'created' then 1 when 'acknowledged' then 2 when 'email_sent' then 3 else 4 end`,
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    timestamp: r.at,
    action_by_user_name: r.actor_name,
    action_details: r.details,
    details_message: readServerMessage(r.details_message),
  }));
}
