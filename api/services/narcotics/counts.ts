import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  CountSheet,
  NarcoticCount,
  NarcoticCountInput,
} from '../../../shared/schemas/narcotics.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, invalid } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { displayName } from '../stock/ledger.ts';
import { setStock } from '../stock/move.ts';
import {
  requireSignedDiscrepancy,
  verifyWitness,
  type SignedWitness,
  type WitnessSigner,
} from './witness.ts';
import { workingNarcotic, type NarcoticTemplate } from './narcotic-template.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { openCountDeviation } from '../deviations/narcotic-deviations.ts';

type CountRequest = z.output<typeof NarcoticCountInput>;
type Trx = Kysely<Database>;

/** Movements that bring a product in: whoever made one since the last count may not count. */
const DELIVERIES = ['received', 'returned', 'transfer_in'] as const;

async function lastCount(db: Kysely<Database>, product: NarcoticTemplate) {
  return db
    .selectFrom('narcotic_counts')
    .select(['id', 'sequence', 'created_at'])
    .where('site_id', '=', product.site_id)
    .where('medicine_template_id', '=', product.id)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function receiverRuleOn(db: Kysely<Database>, siteId: string) {
  const site = await db
    .selectFrom('sites')
    .select('narcotics_receiver_may_count')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  return site.narcotics_receiver_may_count !== 1;
}

/** The batches to count, without their quantities: a blind count shows them only afterwards. */
export async function countSheet(ctx: ServiceContext, templateId: string): Promise<CountSheet> {
  const product = await workingNarcotic(ctx, templateId);
  const batches = await ctx.db
    .selectFrom('inventory_items')
    .select(['id', 'batch_number', 'expiry_date', 'unit_type', 'location'])
    .where('medicine_template_id', '=', product.id)
    .where('quantity', '>', 0)
    .orderBy('expiry_date')
    .orderBy('batch_number')
    .execute();
  return {
    medicine_template_id: product.id,
    name: product.name,
    strength: product.strength,
    unit: product.unit,
    batches: batches.map((b) => ({
      inventory_item_id: b.id,
      batch_number: b.batch_number,
      expiry_date: b.expiry_date,
      unit_type: b.unit_type,
      location: b.location,
    })),
    receiver_may_count: !(await receiverRuleOn(ctx.db, product.site_id)),
    last_count_id: (await lastCount(ctx.db, product))?.id ?? null,
  };
}

/**
 * The product's batches, locked until the count is saved so its expected balance holds: locked in
 * id order as every move of several batches locks them, shown by expiry.
 */
async function lockedBatches(trx: Trx, product: NarcoticTemplate) {
  let query = trx
    .selectFrom('inventory_items')
    .selectAll()
    .where('medicine_template_id', '=', product.id)
    .where('site_id', '=', product.site_id);
  if (!runsOnSqlite(trx)) query = query.orderBy(sql`id collate "C"`).forNoKeyUpdate();
  const batches = await query.execute();
  const order = (a: InventoryItemTable) => `${a.expiry_date}|${a.batch_number}`;
  return batches.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

type Line = { item: InventoryItemTable; counted: number };

function matchLines(batches: InventoryItemTable[], input: CountRequest): Line[] {
  const byId = new Map(batches.map((b) => [b.id, b]));
  const lines = input.lines.map((line, index) => {
    const item = byId.get(line.inventory_item_id);
    if (!item) {
      const message = 'Batchen hör inte till det här läkemedlet på enheten.';
      throw invalid(
        message,
        [{ path: `lines.${index}.inventory_item_id`, message }],
        'BATCH_NOT_OF_PRODUCT',
      );
    }
    return { item, counted: line.counted_quantity };
  });
  const listed = new Set(input.lines.map((l) => l.inventory_item_id));
  const missing = batches.filter((b) => b.quantity > 0 && !listed.has(b.id));
  if (missing.length > 0) {
    const names = missing.map((b) => b.batch_number).join(', ');
    const message =
      missing.length === 1
        ? `Batch ${names} är inte räknad. Räkna alla batcher i lager.`
        : `Batcherna ${names} är inte räknade. Räkna alla batcher i lager.`;
    throw invalid(message, [{ path: 'lines', message }], 'BATCH_NOT_COUNTED');
  }
  return lines;
}

const COUNT_WITNESS = 'En avvikelse måste signeras av en annan person';

/**
 * The same demand read before the witness signs, so a missing reason never costs the witness a
 * password (or a throttled attempt); the locked check in the transaction still decides.
 */
async function precheckDiscrepancy(
  ctx: ServiceContext,
  product: NarcoticTemplate,
  input: CountRequest,
) {
  if (input.witness && input.note) return;
  const batches = await ctx.db
    .selectFrom('inventory_items')
    .select(['id', 'quantity'])
    .where('medicine_template_id', '=', product.id)
    .where('site_id', '=', product.site_id)
    .execute();
  const expected = new Map(batches.map((b) => [b.id, b.quantity]));
  const differs = input.lines.some((l) => {
    const quantity = expected.get(l.inventory_item_id);
    return quantity !== undefined && quantity !== l.counted_quantity;
  });
  if (differs) requireSignedDiscrepancy(Boolean(input.witness), input.note, COUNT_WITNESS);
}

async function assertCounterDidNotReceive(
  trx: Trx,
  ctx: ServiceContext,
  product: NarcoticTemplate,
  since: string | null,
) {
  if (!(await receiverRuleOn(trx, product.site_id))) return;
  let query = trx
    .selectFrom('stock_movements')
    .select('id')
    .where('site_id', '=', product.site_id)
    .where('medicine_template_id', '=', product.id)
    .where('actor_user_id', '=', ctx.actor.id)
    .where('kind', 'in', DELIVERIES);
  if (since) query = query.where('created_at', '>', since);
  if (await query.limit(1).executeTakeFirst())
    throw invalid(
      'Kontrollräkningen ska göras av någon annan än den som tagit emot leveransen',
      undefined,
      'COUNTER_RECEIVED_DELIVERY',
    );
}

const SAVED_MEANWHILE =
  'En annan kontrollräkning av läkemedlet sparades medan du räknade. Öppna räkningen igen och räkna om.';

async function saveInTransaction(
  trx: Trx,
  ctx: ServiceContext,
  product: NarcoticTemplate,
  input: CountRequest,
  witness: SignedWitness | null,
): Promise<NarcoticCount> {
  const batches = await lockedBatches(trx, product);
  const previous = await lastCount(trx, product);
  if (input.last_count_id !== undefined && (previous?.id ?? null) !== input.last_count_id)
    throw conflict(SAVED_MEANWHILE, 'COUNT_CONFLICT');
  const lines = matchLines(batches, input);
  const discrepancy = lines.some((l) => l.counted !== l.item.quantity);
  if (discrepancy) requireSignedDiscrepancy(witness !== null, input.note, COUNT_WITNESS);
  await assertCounterDidNotReceive(trx, ctx, product, previous?.created_at ?? null);

  const now = ctx.clock.now().toISOString();
  const expected = batches.reduce((sum, b) => sum + b.quantity, 0);
  const counted = expected + lines.reduce((sum, l) => sum + l.counted - l.item.quantity, 0);
  const id = randomUUID();
  const row = {
    id,
    site_id: product.site_id,
    medicine_template_id: product.id,
    medicine_name: displayName(product.name, product.strength),
    sequence: (previous?.sequence ?? 0) + 1,
    expected,
    counted,
    status: discrepancy ? ('discrepancy' as const) : ('ok' as const),
    note: input.note,
    counter_user_id: ctx.actor.id,
    counter_label: actorLabel(ctx.actor),
    witness_user_id: witness?.id ?? null,
    witness_label: witness?.label ?? null,
    created_at: now,
  };
  await trx.insertInto('narcotic_counts').values(row).execute();
  await trx
    .insertInto('narcotic_count_lines')
    .values(
      lines.map((l) => ({
        count_id: id,
        inventory_item_id: l.item.id,
        batch_number: l.item.batch_number,
        expiry_date: l.item.expiry_date,
        expected: l.item.quantity,
        counted: l.counted,
      })),
    )
    .execute();
  // Every counted batch gets its entry, also when nothing differed: that is what an inspector reads.
  for (const line of lines)
    await setStock(
      trx,
      { clock: ctx.clock, actor: auditActorOf(ctx) },
      'counted',
      line.item.id,
      line.counted,
      {
        reason: input.note ?? (discrepancy ? null : 'Kontrollräkning utan avvikelse'),
        reference: { type: 'count', id },
        witness,
        evenIfHeld: true,
        audit: 'caller',
      },
    );
  const answer: NarcoticCount = {
    id,
    medicine_template_id: product.id,
    medicine_name: row.medicine_name,
    expected,
    counted,
    difference: counted - expected,
    status: row.status,
    note: row.note,
    counter_name: personName(row.counter_label),
    witness_name: witness ? personName(witness.label) : null,
    counted_at: now,
    lines: lines.map((l) => ({
      inventory_item_id: l.item.id,
      batch_number: l.item.batch_number,
      expiry_date: l.item.expiry_date,
      expected: l.item.quantity,
      counted: l.counted,
      difference: l.counted - l.item.quantity,
    })),
  };
  await audit(
    trx,
    { ...ctx, siteId: product.site_id },
    {
      action: 'narcotic_count',
      entity: 'narcotic_count',
      entity_id: id,
      after: {
        medicine_name: row.medicine_name,
        expected,
        counted,
        status: row.status,
        note: row.note,
        witness: row.witness_label,
        lines: answer.lines.map(({ batch_number, expected: e, counted: c }) => ({
          batch_number,
          expected: e,
          counted: c,
        })),
      },
    },
  );
  if (discrepancy)
    await openCountDeviation(trx, ctx, {
      countId: id,
      siteId: product.site_id,
      medicine: { id: product.id, name: row.medicine_name, unit: product.unit },
      expected,
      counted,
      lines: answer.lines.map((l) => ({
        batch: l.batch_number,
        expected: l.expected,
        counted: l.counted,
      })),
      note: row.note,
      counter: { id: ctx.actor.id, label: row.counter_label },
      witness,
    });
  return answer;
}

/**
 * Saves a control count by the signed-in person: every batch in stock counted, a difference
 * signed by a witness with a reason and booked as `counted` movements. The witness signs from
 * where the request came (`signer`).
 */
export async function saveCount(
  ctx: ServiceContext,
  input: CountRequest,
  signer: WitnessSigner,
): Promise<NarcoticCount> {
  const product = await workingNarcotic(ctx, input.medicine_template_id);
  await precheckDiscrepancy(ctx, product, input);
  const witness = input.witness
    ? await verifyWitness(ctx, product.site_id, input.witness, signer)
    : null;
  try {
    return await ctx.db
      .transaction()
      .execute((trx) => saveInTransaction(trx, ctx, product, input, witness));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SAVED_MEANWHILE, 'COUNT_CONFLICT');
    throw error;
  }
}
