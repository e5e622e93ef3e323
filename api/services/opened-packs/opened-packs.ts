import { randomUUID } from 'node:crypto';
import type {
  OpenedPack,
  OpenedPackQuery,
  OpenPackInput,
} from '../../../shared/schemas/opened-packs.ts';
import type { Db, OpenedPackTable } from '../../db/schema.ts';
import { AppError, conflict, invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite } from '../auth/permissions.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { disposeFromStock } from '../kassation/kassation-service.ts';
import { workingSite } from '../sites/site-scope.ts';
import { lockBatch } from '../stock/reserved.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { asOpenedPack, openedPackRows } from './opened-pack-records.ts';
import { useByOf } from './use-by.ts';

const NOT_FOUND = 'Den öppnade förpackningen hittades inte.';
const ALREADY_ENDED = 'Förpackningen är redan förbrukad eller kasserad. Ingenting ändrades.';

/** The unit's opened packs, the soonest use-by first; open ones unless all are asked for. */
export async function listOpenedPacks(
  ctx: ServiceContext,
  query: OpenedPackQuery,
): Promise<OpenedPack[]> {
  const siteId = await workingSite(ctx, query.site_id);
  let rows = openedPackRows(ctx.db).where('p.site_id', '=', siteId);
  if (query.status === 'open') rows = rows.where('p.status', '=', 'open');
  const found = await rows.orderBy('p.use_by').orderBy('p.opened_at').orderBy('p.id').execute();
  const today = ctx.clock.today();
  return found.map((row) => asOpenedPack(row, today));
}

async function packAnswer(ctx: ServiceContext, db: Db, id: string): Promise<OpenedPack> {
  const row = await openedPackRows(db).where('p.id', '=', id).executeTakeFirstOrThrow();
  return asOpenedPack(row, ctx.clock.today());
}

/** The day the nurse asks for, if any: never later than the rule allows, never before today. */
function chosenUseBy(today: string, expiry: string, computed: string, asked: string | null) {
  if (asked === null) return computed;
  const field = (message: string) => invalid(message, [{ path: 'use_by', message }]);
  if (asked > expiry)
    throw field(`Använd senast kan inte vara efter batchens utgångsdatum (${expiry}).`);
  if (asked > computed)
    throw field(
      `Använd senast kan inte vara senare än ${computed}, som läkemedlets hållbarhet efter öppning ger.`,
    );
  if (asked < today) throw field('Använd senast kan inte vara före i dag.');
  return asked;
}

/**
 * Records a pack of the batch opened now. A batch cannot have more open packs than it has packs
 * in stock: the batch is locked while they are counted, so of a burst only that many succeed.
 */
export async function openPack(ctx: ServiceContext, input: OpenPackInput): Promise<OpenedPack> {
  return ctx.db.transaction().execute(async (trx) => {
    const item = await findItem(ctx, input.inventory_item_id, trx);
    await lockBatch(trx, item.id);
    const today = ctx.clock.today();
    const batch = await trx
      .selectFrom('inventory_items as i')
      .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
      .select(['i.quantity', 'i.expiry_date', 't.in_use_days'])
      .where('i.id', '=', item.id)
      .executeTakeFirstOrThrow();
    if (batch.quantity <= 0)
      throw conflict('Batchen är slut: det finns ingen förpackning att öppna.', 'BATCH_EMPTY');
    if (batch.expiry_date < today)
      throw conflict(
        `Batchen gick ut ${batch.expiry_date}. Kassera den i stället för att öppna en förpackning.`,
        'BATCH_EXPIRED',
      );
    const open = await trx
      .selectFrom('opened_packs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('inventory_item_id', '=', item.id)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= batch.quantity)
      throw conflict(
        `Alla ${batch.quantity} ${item.unit_type} i batch ${item.batch_number} är redan öppnade. Markera en som förbrukad eller kassera den först.`,
        'ALL_PACKS_OPEN',
      );
    const computed = useByOf(today, batch.expiry_date, batch.in_use_days);
    const row: OpenedPackTable = {
      id: randomUUID(),
      site_id: item.site_id,
      inventory_item_id: item.id,
      medicine_template_id: item.medicine_template_id,
      opened_at: iso(ctx.clock.now()),
      opened_by_user_id: ctx.actor.id,
      opened_by_label: actorLabel(ctx.actor),
      note: input.note,
      in_use_days: batch.in_use_days,
      use_by: chosenUseBy(today, batch.expiry_date, computed, input.use_by),
      status: 'open',
      ended_at: null,
      ended_by_user_id: null,
      ended_by_label: null,
      kassation_id: null,
    };
    await trx.insertInto('opened_packs').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId: item.site_id },
      {
        action: 'opened_pack',
        entity: 'inventory_item',
        entity_id: item.id,
        after: { opened_pack_id: row.id, use_by: row.use_by, note: row.note },
      },
    );
    await refreshWarnings(trx, ctx.clock, { templateIds: [item.medicine_template_id] });
    return packAnswer(ctx, trx, row.id);
  });
}

async function openPackRow(ctx: ServiceContext, db: Db, id: string) {
  const row = await db
    .selectFrom('opened_packs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id))
    throw notFound(NOT_FOUND, 'OPENED_PACK_NOT_FOUND');
  if (row.status !== 'open') throw conflict(ALREADY_ENDED, 'OPENED_PACK_ENDED');
  return row;
}

/** Ends an open pack, once: of two ending it at once one wins and the other is told it ended. */
async function claimPack(
  ctx: ServiceContext,
  trx: Db,
  row: OpenedPackTable,
  status: 'used_up' | 'disposed',
) {
  const ended = await trx
    .updateTable('opened_packs')
    .set({
      status,
      ended_at: iso(ctx.clock.now()),
      ended_by_user_id: ctx.actor.id,
      ended_by_label: actorLabel(ctx.actor),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw conflict(ALREADY_ENDED, 'OPENED_PACK_ENDED');
}

async function recordEnd(
  ctx: ServiceContext,
  trx: Db,
  row: OpenedPackTable,
  status: 'used_up' | 'disposed',
  kassationId: string | null,
) {
  await audit(
    trx,
    { ...ctx, siteId: row.site_id },
    {
      action: status === 'used_up' ? 'opened_pack_used_up' : 'opened_pack_disposed',
      entity: 'inventory_item',
      entity_id: row.inventory_item_id,
      before: { opened_pack_id: row.id, status: 'open' },
      after: { opened_pack_id: row.id, status, kassation_id: kassationId },
    },
  );
  await refreshWarnings(trx, ctx.clock, { templateIds: [row.medicine_template_id] });
}

/** The pack is used up: it leaves the list; the stock was booked when it was withdrawn. */
export async function markUsedUp(ctx: ServiceContext, id: string): Promise<OpenedPack> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await openPackRow(ctx, trx, id);
    await claimPack(ctx, trx, row, 'used_up');
    await recordEnd(ctx, trx, row, 'used_up', null);
    return packAnswer(ctx, trx, id);
  });
}

/**
 * Disposes of the opened pack in one step: a kassation of one pack with reason 'bruten
 * förpackning', through the stock module (a narcotic's is kept for destruction before a witness,
 * as every narcotic disposal is), and the pack ends with it. The pack is claimed first, so two
 * taps at once dispose of one pack, not two.
 */
export async function disposeOpenedPack(ctx: ServiceContext, id: string): Promise<OpenedPack> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await openPackRow(ctx, trx, id);
    const item = await findItem(ctx, row.inventory_item_id, trx);
    await claimPack(ctx, trx, row, 'disposed');
    const kassation = await disposeFromStock(trx, ctx, item, {
      quantity: 1,
      reason: 'opened_pack',
      reason_description: `Bruten förpackning, använd senast ${row.use_by}`,
      disposal_notes: null,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_STOCK')
        throw conflict(
          `Batch ${item.batch_number} har inget lager kvar att kassera. Markera förpackningen som förbrukad.`,
          'INSUFFICIENT_STOCK',
        );
      throw error;
    });
    await trx
      .updateTable('opened_packs')
      .set({ kassation_id: kassation.id })
      .where('id', '=', id)
      .execute();
    await recordEnd(ctx, trx, row, 'disposed', kassation.id);
    return packAnswer(ctx, trx, id);
  });
}
