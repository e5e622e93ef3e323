import type { OpenedPack } from '../../../shared/schemas/opened-packs.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { daysBetween } from '../../../shared/stock-rules.ts';
import type { Db } from '../../db/schema.ts';

/** Opened packs with their batch and medicine, as the list and the answers show them. */
export const openedPackRows = (db: Db) =>
  db
    .selectFrom('opened_packs as p')
    .innerJoin('inventory_items as i', 'i.id', 'p.inventory_item_id')
    .innerJoin('medicine_templates as t', 't.id', 'p.medicine_template_id')
    .selectAll('p')
    .select([
      't.name as medicine_name',
      't.strength',
      't.is_controlled_substance',
      'i.batch_number',
      'i.expiry_date',
      'i.location',
      'i.unit_type',
      'i.quantity as batch_quantity',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof openedPackRows>['executeTakeFirstOrThrow']>>;

export const asOpenedPack = (row: Row, today: string): OpenedPack => ({
  id: row.id,
  site_id: row.site_id,
  inventory_item_id: row.inventory_item_id,
  medicine_template_id: row.medicine_template_id,
  medicine_name: row.medicine_name,
  strength: row.strength,
  batch_number: row.batch_number,
  expiry_date: row.expiry_date,
  location: row.location,
  unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
  batch_quantity: row.batch_quantity,
  is_narcotic: row.is_controlled_substance === 1,
  opened_at: row.opened_at,
  opened_by: personName(row.opened_by_label),
  note: row.note,
  in_use_days: row.in_use_days,
  use_by: row.use_by,
  days_left: daysBetween(today, row.use_by),
  status: row.status,
  ended_at: row.ended_at,
  ended_by: row.ended_by_label ? personName(row.ended_by_label) : null,
  kassation_id: row.kassation_id,
});
