import type { Kysely } from 'kysely';
import type { SupplierReturn } from '../../../shared/schemas/supplier-return.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';

export const RETURN_NOT_FOUND = 'Returen hittades inte.';

/** A return with its unit, notice and what is left of the batch now. */
export async function loadReturn(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('supplier_returns as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .leftJoin('customers as cu', 'cu.id', 's.customer_id')
    .leftJoin('recall_notices as n', 'n.id', 'r.notice_id')
    .leftJoin('inventory_items as i', 'i.id', 'r.inventory_item_id')
    .selectAll('r')
    .select([
      's.name as site_name',
      'cu.name as customer_name',
      'n.product_name',
      'n.recall_class',
      'n.link as notice_link',
      'i.quantity as quantity_left',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type ReturnRow = NonNullable<Awaited<ReturnType<typeof loadReturn>>>;

export function toSupplierReturn(row: ReturnRow, followUpConfirmed = false): SupplierReturn {
  return {
    id: row.id,
    note_number: row.note_number,
    site_id: row.site_id,
    site_name: row.site_name,
    notice_id: row.notice_id,
    product_name: row.product_name,
    recall_class: row.recall_class,
    inventory_item_id: row.inventory_item_id,
    medicine_name: row.medicine_name,
    batch_number: row.batch_number,
    expiry_date: row.expiry_date,
    quantity: row.quantity,
    unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
    supplier_reference: row.supplier_reference,
    note: row.note,
    returned_by: row.returned_by_name,
    witness: row.witness_name,
    returned_at: row.returned_at,
    quantity_left: row.quantity_left ?? 0,
    follow_up_confirmed: followUpConfirmed,
  };
}

/** A return the person may see (staff of its unit, admins); 404 otherwise. */
export async function findReturn(ctx: ServiceContext, id: string): Promise<ReturnRow> {
  const row = await loadReturn(ctx.db, id);
  if (!row || !canSeeSite(ctx.actor, row.site_id))
    throw notFound(RETURN_NOT_FOUND, 'SUPPLIER_RETURN_NOT_FOUND');
  return row;
}
