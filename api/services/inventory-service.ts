import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { pageCount } from '../../shared/schemas/common.ts';
import type {
  InventoryCounts,
  InventoryCreateInput,
  InventoryItem,
  InventoryList,
  InventoryUpdateInput,
  UnpackInput,
  UnpackResult,
} from '../../shared/schemas/inventory.ts';
import { MAX_ITEM_QUANTITY } from '../../shared/schemas/inventory.ts';
import { addDays, EXPIRY_WARNING_DAYS } from '../../shared/stock-rules.ts';
import type { Database, InventoryItemTable } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { ServiceContext } from './actor.ts';
import { audit } from './audit-service.ts';
import { itemQuery, toItem } from './inventory-records.ts';
import { findTemplate } from './medicine-service.ts';
import { canSeeSite, requireRole } from './permissions.ts';
import { batchKey, workingSite } from './site-scope.ts';
import { iso } from './time.ts';
import { containsText } from './search.ts';
import { refreshWarnings } from './warnings/refresh-warnings.ts';

export type InventoryFilter = 'all' | 'expiring' | 'expired' | 'low_stock';
export type InventoryListQuery = {
  page: number;
  size: number;
  search?: string | undefined;
  filter?: InventoryFilter | undefined;
  sort?: 'expiry' | 'recent' | undefined;
  medicine_template_id?: string | undefined;
  site_id?: string | undefined;
};

const ITEM_NOT_FOUND = 'Lagerartikeln hittades inte.';
const BATCH_EXISTS = 'Batchnumret finns redan för detta läkemedel. Använd ett annat batchnummer.';

type ItemScope = ExpressionBuilder<Database & { i: InventoryItemTable }, 'i'>;

/** Templates at or below their minimum (a minimum of 0 is not tracked). */
function lowStockTemplates(db: Kysely<Database>, siteId: string) {
  return db
    .selectFrom('medicine_templates as lt')
    .select('lt.id')
    .where('lt.site_id', '=', siteId)
    .where('lt.minimum_stock_level', '>', 0)
    .where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('inventory_items as li')
            .select((sub) => sub.fn.sum<number>('li.quantity').as('n'))
            .whereRef('li.medicine_template_id', '=', 'lt.id'),
          eb.lit(0),
        ),
        '<=',
        eb.ref('lt.minimum_stock_level'),
      ),
    );
}

function filterWhere(db: Kysely<Database>, siteId: string, today: string, filter: InventoryFilter) {
  return (eb: ItemScope) => {
    if (filter === 'expired') return eb('i.expiry_date', '<', today);
    if (filter === 'expiring') {
      return eb.and([
        eb('i.expiry_date', '>=', today),
        eb('i.expiry_date', '<=', addDays(today, EXPIRY_WARNING_DAYS)),
      ]);
    }
    if (filter === 'low_stock')
      return eb('i.medicine_template_id', 'in', lowStockTemplates(db, siteId));
    return eb.lit(true);
  };
}

/** The four count cards, counted in one pass over the site's batches in stock. */
export async function inventoryCounts(
  db: Kysely<Database>,
  siteId: string,
  today: string,
): Promise<InventoryCounts> {
  const row = await db
    .selectFrom('inventory_items as i')
    .where('i.site_id', '=', siteId)
    .where('i.quantity', '>', 0)
    .select((eb) => {
      const countOf = (filter: InventoryFilter) =>
        eb.fn.sum<number | string | bigint | null>(
          eb
            .case()
            .when(filterWhere(db, siteId, today, filter)(eb))
            .then(1)
            .else(0)
            .end(),
        );
      return [
        eb.fn.countAll<number | string | bigint>().as('total'),
        countOf('expiring').as('expiring'),
        countOf('expired').as('expired'),
        countOf('low_stock').as('low_stock'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    expiring: Number(row.expiring ?? 0),
    expired: Number(row.expired ?? 0),
    low_stock: Number(row.low_stock ?? 0),
  };
}

/** Batches in stock, the one that expires first first (FEFO), or the last changed first. */
export async function listInventory(
  ctx: ServiceContext,
  query: InventoryListQuery,
): Promise<InventoryList> {
  const siteId = await workingSite(ctx, query.site_id);
  const today = ctx.clock.today();
  let base = itemQuery(ctx.db)
    .where('i.site_id', '=', siteId)
    .where('i.quantity', '>', 0)
    .where(filterWhere(ctx.db, siteId, today, query.filter ?? 'all'));
  if (query.medicine_template_id)
    base = base.where('i.medicine_template_id', '=', query.medicine_template_id);
  if (query.search)
    base = base.where(
      containsText(['t.name', 't.generic_name', 'i.batch_number', 'i.location'], query.search),
    );
  const { total } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  const ordered =
    query.sort === 'recent'
      ? base.orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc')
      : base
          .orderBy('i.expiry_date')
          .orderBy('t.name_key')
          .orderBy('i.batch_number')
          .orderBy('i.id');
  const rows = await ordered
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute();
  const count = Number(total);
  return {
    items: rows.map((r) => toItem(r, today)),
    total: count,
    page: query.page,
    size: query.size,
    pages: pageCount(count, query.size),
    counts: await inventoryCounts(ctx.db, siteId, today),
  };
}

export async function findItem(ctx: ServiceContext, id: string, db: Kysely<Database> = ctx.db) {
  const row = await itemQuery(db).where('i.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(ITEM_NOT_FOUND, 'ITEM_NOT_FOUND');
  return row;
}

export async function getItem(ctx: ServiceContext, id: string): Promise<InventoryItem> {
  return toItem(await findItem(ctx, id), ctx.clock.today());
}

async function batchAt(db: Kysely<Database>, siteId: string, templateId: string, batch: string) {
  return db
    .selectFrom('inventory_items')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('medicine_template_id', '=', templateId)
    .where('batch_key', '=', batchKey(batch))
    .executeTakeFirst();
}

async function templateInSite(ctx: ServiceContext, templateId: string, siteId: string) {
  const template = await findTemplate(ctx, templateId);
  if (template.site_id !== siteId)
    throw notFound('Läkemedlet hittades inte på enheten.', 'MEDICINE_NOT_FOUND');
  return template;
}

export async function createItem(
  ctx: ServiceContext,
  input: InventoryCreateInput,
): Promise<InventoryItem> {
  const siteId = await workingSite(ctx);
  await templateInSite(ctx, input.medicine_template_id, siteId);
  if (await batchAt(ctx.db, siteId, input.medicine_template_id, input.batch_number))
    throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
  const now = iso(ctx.clock.now());
  const row: InventoryItemTable = {
    id: randomUUID(),
    site_id: siteId,
    medicine_template_id: input.medicine_template_id,
    batch_number: input.batch_number,
    batch_key: batchKey(input.batch_number),
    expiry_date: input.expiry_date,
    quantity: input.quantity,
    unit_type: input.unit_type,
    location: input.location,
    notes: input.notes,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('inventory_items').values(row).execute();
    await refreshWarnings(trx, ctx.clock, { templateIds: [row.medicine_template_id] });
    await audit(
      trx,
      { ...ctx, siteId },
      { action: 'create', entity: 'inventory_item', entity_id: row.id, after: row },
    );
  });
  return getItem(ctx, row.id);
}

export async function updateItem(
  ctx: ServiceContext,
  id: string,
  input: InventoryUpdateInput,
): Promise<InventoryItem> {
  const before = await findItem(ctx, id);
  if (input.batch_number !== undefined && batchKey(input.batch_number) !== before.batch_key) {
    const clash = await batchAt(
      ctx.db,
      before.site_id,
      before.medicine_template_id,
      input.batch_number,
    );
    if (clash) throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
  }
  const change: Partial<InventoryItemTable> = { ...input, updated_at: iso(ctx.clock.now()) };
  if (input.batch_number !== undefined) change.batch_key = batchKey(input.batch_number);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('inventory_items').set(change).where('id', '=', id).execute();
    await refreshWarnings(trx, ctx.clock, { templateIds: [before.medicine_template_id] });
    const { template_total: _total, ...plain } = before;
    await audit(
      trx,
      { ...ctx, siteId: before.site_id },
      {
        action: 'update',
        entity: 'inventory_item',
        entity_id: id,
        before: plain,
        after: { ...plain, ...change },
      },
    );
  });
  return getItem(ctx, id);
}

/** A delivery: adds to the batch when it is already there, otherwise creates it. */
export async function unpack(ctx: ServiceContext, input: UnpackInput): Promise<UnpackResult> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx);
  await templateInSite(ctx, input.medicine_template_id, siteId);
  const existing = await batchAt(ctx.db, siteId, input.medicine_template_id, input.batch_number);
  if (!existing) {
    const item = await createItem(ctx, input);
    return { item, created: true };
  }
  if (existing.expiry_date !== input.expiry_date) {
    throw conflict(
      `Batch ${existing.batch_number} finns redan med utgångsdatum ${existing.expiry_date}. Kontrollera förpackningen.`,
      'BATCH_EXPIRY_MISMATCH',
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('inventory_items')
      .set((eb) => ({
        quantity: eb('quantity', '+', input.quantity),
        updated_at: iso(ctx.clock.now()),
      }))
      .where('id', '=', existing.id)
      .where('quantity', '<=', MAX_ITEM_QUANTITY - input.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw badRequest('Antalet i batchen skulle bli för stort.', 'QUANTITY_TOO_LARGE');
    await refreshWarnings(trx, ctx.clock, { templateIds: [existing.medicine_template_id] });
    await audit(
      trx,
      { ...ctx, siteId },
      {
        action: 'unpack',
        entity: 'inventory_item',
        entity_id: existing.id,
        before: { quantity: existing.quantity },
        after: { quantity: existing.quantity + input.quantity, added: input.quantity },
      },
    );
  });
  return { item: await getItem(ctx, existing.id), created: false };
}
