import type { Kysely } from 'kysely';
import type { Database, NarcoticRecordEntryTable, NarcoticSchedule } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import type { SignedWitness } from './witness.ts';

/** A förteckning as the journal writes it: 'II' … 'V', or 'ingen' when not a narcotic. */
export const scheduleText = (schedule: NarcoticSchedule | null): string => schedule ?? 'ingen';

type Product = { name: string; strength: string | null; unit: string; pack_size: string | null };

/** The product as an inspector reads it: 'Morfin Meda 20 mg/ml injektionsvätska, 10 × 1 ml'. */
export function productText(product: Product): string {
  const named = [product.name, product.strength, product.unit].filter(Boolean).join(' ');
  return product.pack_size ? `${named}, ${product.pack_size}` : named;
}

/** The name movements are booked under: name and strength, as the ledger keeps it. */
export const medicineNameOf = (product: Pick<Product, 'name' | 'strength'>): string =>
  [product.name, product.strength].filter(Boolean).join(' ');

/** A batch as its journal entry names it: 'MM8120, 2027-01-31'. */
export const batchText = (batch: { batch_number: string; expiry_date: string }): string =>
  `${batch.batch_number}, ${batch.expiry_date}`;

export type RecordEntry = {
  site_id: string;
  medicine_template_id: string;
  inventory_item_id?: string | null;
  medicine_name: string;
  batch_number?: string | null;
  kind: NarcoticRecordEntryTable['kind'];
  before: string | null;
  after: string | null;
  reason: string | null;
  actor: AuditActor;
  witness: SignedWitness | null;
  at: Date;
};

/**
 * Appends one journal entry that moves no stock. Every writer of a classification, name or
 * batch change goes through here, inside the transaction that makes the change.
 */
export async function appendRecordEntry(trx: Kysely<Database>, entry: RecordEntry) {
  await trx
    .insertInto('narcotic_record_entries')
    .values({
      site_id: entry.site_id,
      medicine_template_id: entry.medicine_template_id,
      inventory_item_id: entry.inventory_item_id ?? null,
      medicine_name: entry.medicine_name,
      batch_number: entry.batch_number ?? null,
      kind: entry.kind,
      before_value: entry.before,
      after_value: entry.after,
      reason: entry.reason,
      actor_user_id: entry.actor.id,
      actor_label: entry.actor.label,
      witness_user_id: entry.witness?.id ?? null,
      witness_label: entry.witness?.label ?? null,
      created_at: iso(entry.at),
    })
    .execute();
}

/**
 * Whether a template has a history its journal must account for: stock now, any movement in the
 * ledger, or an earlier journal entry of its own.
 */
export async function hasRecordHistory(db: Kysely<Database>, templateId: string) {
  const found = await db
    .selectFrom('medicine_templates as t')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('stock_movements as m')
            .select('m.id')
            .whereRef('m.medicine_template_id', '=', 't.id'),
        )
        .as('moved'),
      eb
        .exists(
          eb
            .selectFrom('inventory_items as i')
            .select('i.id')
            .whereRef('i.medicine_template_id', '=', 't.id')
            .where('i.quantity', '>', 0),
        )
        .as('stocked'),
      eb
        .exists(
          eb
            .selectFrom('narcotic_record_entries as e')
            .select('e.id')
            .whereRef('e.medicine_template_id', '=', 't.id'),
        )
        .as('recorded'),
    ])
    .where('t.id', '=', templateId)
    .executeTakeFirst();
  if (!found) return { any: false, recorded: false };
  const truthy = (v: unknown) => v === true || Number(v) === 1;
  return {
    any: truthy(found.moved) || truthy(found.stocked) || truthy(found.recorded),
    recorded: truthy(found.recorded),
  };
}
