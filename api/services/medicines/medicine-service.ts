import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import {
  PAR_BELOW_MINIMUM,
  parBelowMinimum,
  type MedicineCreateInput,
  type MedicineList,
  type MedicineTemplate,
  type MedicineUpdateInput,
} from '../../../shared/schemas/medicine.ts';
import type { Database, MedicineTemplateTable, NarcoticSchedule } from '../../db/schema.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { WitnessSigner } from '../narcotics/witness.ts';
import {
  needsRecord,
  recordChangesOf,
  recordWitness,
  scheduleAsked,
  writeRecordChanges,
} from './narcotic-changes.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { medicineKey, workingSite } from '../sites/site-scope.ts';
import { productKeys } from '../recalls/product-match.ts';
import { iso } from '../../time.ts';
import { containsText } from '../../db/search.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

const NOT_FOUND = 'Läkemedlet hittades inte.';

/** The förteckning and its yes/no, which every write keeps together. */
const scheduleColumns = (schedule: NarcoticSchedule | null) => ({
  narcotic_schedule: schedule,
  is_controlled_substance: schedule === null ? (0 as const) : (1 as const),
});

function templateQuery(db: Kysely<Database>) {
  return db
    .selectFrom('medicine_templates')
    .selectAll('medicine_templates')
    .select((eb) =>
      eb
        .selectFrom('inventory_items')
        .select((sub) => sub.fn.sum('inventory_items.quantity').as('n'))
        .whereRef('inventory_items.medicine_template_id', '=', 'medicine_templates.id')
        .as('total_quantity'),
    );
}

type TemplateRow = MedicineTemplateTable & { total_quantity: number | string | bigint | null };

export const toMedicine = (row: TemplateRow): MedicineTemplate => ({
  id: row.id,
  site_id: row.site_id,
  name: row.name,
  generic_name: row.generic_name,
  strength: row.strength,
  unit: row.unit,
  route_of_administration: row.route_of_administration,
  storage_requirements: row.storage_requirements,
  minimum_stock_level: row.minimum_stock_level,
  par_level: row.par_level,
  in_use_days: row.in_use_days,
  is_controlled_substance: row.narcotic_schedule !== null,
  narcotic_schedule: row.narcotic_schedule,
  pack_size: row.pack_size,
  is_active: row.is_active === 1,
  total_quantity: Number(row.total_quantity ?? 0),
  created_at: row.created_at,
});

/** A template the actor may see, or 404 (also for another tenant's). */
export async function findTemplate(ctx: ServiceContext, id: string): Promise<TemplateRow> {
  const row = await templateQuery(ctx.db)
    .where('medicine_templates.id', '=', id)
    .executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(NOT_FOUND, 'MEDICINE_NOT_FOUND');
  return row;
}

export type MedicineListQuery = {
  page: number;
  size: number;
  search?: string | undefined;
  site_id?: string | undefined;
  active_only?: boolean | undefined;
};

export async function listMedicines(
  ctx: ServiceContext,
  query: MedicineListQuery,
): Promise<MedicineList> {
  const siteId = await workingSite(ctx, query.site_id);
  let base = templateQuery(ctx.db).where('medicine_templates.site_id', '=', siteId);
  if (query.active_only) base = base.where('medicine_templates.is_active', '=', 1);
  if (query.search) {
    base = base.where(
      containsText(
        ctx.db,
        ['medicine_templates.name', 'medicine_templates.generic_name'],
        query.search,
      ),
    );
  }
  const total = await countRows(base);
  const rows = await base
    .orderBy('medicine_templates.name_key')
    .orderBy('medicine_templates.id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  return {
    items: rows.map(toMedicine),
    total,
    page: query.page,
    size: query.size,
    pages: pageCount(total, query.size),
  };
}

async function requireUniqueName(
  ctx: ServiceContext,
  siteId: string,
  key: string,
  exceptId?: string,
) {
  let query = ctx.db
    .selectFrom('medicine_templates')
    .select(['name', 'strength'])
    .where('site_id', '=', siteId)
    .where('name_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const existing = await query.executeTakeFirst();
  if (existing) {
    const label = [existing.name, existing.strength].filter(Boolean).join(' ');
    throw conflict(`Det finns redan ett läkemedel ${label} på enheten.`, 'MEDICINE_EXISTS');
  }
}

export async function createMedicine(
  ctx: ServiceContext,
  input: MedicineCreateInput,
): Promise<MedicineTemplate> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx, input.site_id);
  const key = medicineKey(input.name, input.strength);
  await requireUniqueName(ctx, siteId, key);
  const now = iso(ctx.clock.now());
  const row: MedicineTemplateTable = {
    id: randomUUID(),
    site_id: siteId,
    name: input.name,
    name_key: key,
    ...productKeys(input.name),
    generic_name: input.generic_name,
    strength: input.strength,
    unit: input.unit,
    route_of_administration: input.route_of_administration,
    storage_requirements: input.storage_requirements,
    minimum_stock_level: input.minimum_stock_level,
    par_level: input.par_level,
    in_use_days: input.in_use_days,
    ...scheduleColumns(scheduleAsked(input, null)),
    pack_size: input.pack_size,
    is_active: input.is_active ? 1 : 0,
    schablon_id: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('medicine_templates').values(row).execute();
    await refreshWarnings(trx, ctx.clock, { templateIds: [row.id] });
    await audit(
      trx,
      { ...ctx, siteId },
      { action: 'create', entity: 'medicine', entity_id: row.id, after: row },
    );
  });
  return toMedicine({ ...row, total_quantity: 0 });
}

const CHANGED_MEANWHILE =
  'Läkemedlet ändrades av någon annan samtidigt. Ingenting sparades; läs in det och försök igen.';

/** The row as the change was decided on, locked on PostgreSQL; 409 when someone changed it since. */
async function lockUnchanged(trx: Kysely<Database>, before: MedicineTemplateTable) {
  let query = trx.selectFrom('medicine_templates').selectAll().where('id', '=', before.id);
  if (!runsOnSqlite(trx)) query = query.forUpdate();
  const now = await query.executeTakeFirst();
  const same = (['name', 'strength', 'unit', 'pack_size', 'narcotic_schedule'] as const).every(
    (key) => now?.[key] === before[key],
  );
  if (!same) throw conflict(CHANGED_MEANWHILE, 'MEDICINE_CHANGED');
}

/**
 * A change of a narcotic's classification or name, once the template has a history, is a
 * witnessed journal entry with a reason (`signer`: where the witness signs from).
 */
export async function updateMedicine(
  ctx: ServiceContext,
  id: string,
  input: MedicineUpdateInput,
  signer: WitnessSigner,
): Promise<MedicineTemplate> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const before = await findTemplate(ctx, id);
  const {
    is_active,
    is_controlled_substance: _flag,
    narcotic_schedule: _schedule,
    witness: _witness,
    reason,
    ...rest
  } = input;
  const name = input.name ?? before.name;
  const strength = input.strength !== undefined ? input.strength : before.strength;
  const key = medicineKey(name, strength);
  if (key !== before.name_key) await requireUniqueName(ctx, before.site_id, key, id);
  const par = input.par_level !== undefined ? input.par_level : before.par_level;
  if (parBelowMinimum(par, input.minimum_stock_level ?? before.minimum_stock_level))
    throw invalid(
      PAR_BELOW_MINIMUM,
      [{ path: 'par_level', message: PAR_BELOW_MINIMUM }],
      'PAR_BELOW_MINIMUM',
    );
  const change: Partial<MedicineTemplateTable> = {
    ...rest,
    ...scheduleColumns(scheduleAsked(input, before.narcotic_schedule)),
    name_key: key,
    ...productKeys(name),
    updated_at: iso(ctx.clock.now()),
  };
  if (is_active !== undefined) change.is_active = is_active ? 1 : 0;
  const after = { ...before, ...change };
  const changes = await recordChangesOf(ctx.db, before, after);
  const witness = needsRecord(changes)
    ? await recordWitness(ctx, before.site_id, input, signer)
    : null;
  await ctx.db.transaction().execute(async (trx) => {
    await lockUnchanged(trx, before);
    await trx.updateTable('medicine_templates').set(change).where('id', '=', id).execute();
    if (witness) await writeRecordChanges(trx, ctx, after, changes, { witness, reason });
    // Minimum, active flag, name and strength all show in the warnings.
    await refreshWarnings(trx, ctx.clock, { templateIds: [id] });
    await audit(
      trx,
      { ...ctx, siteId: before.site_id },
      {
        action: 'update',
        entity: 'medicine',
        entity_id: id,
        before,
        after: witness ? { ...after, witness: witness.label, reason } : after,
      },
    );
  });
  return toMedicine(await findTemplate(ctx, id));
}

/** Stock is never lost silently: a template with stock left is refused. */
export async function deleteMedicine(ctx: ServiceContext, id: string): Promise<void> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const before = await findTemplate(ctx, id);
  const inStock = Number(before.total_quantity ?? 0);
  if (inStock > 0) {
    throw conflict(
      `${before.name} har ${inStock} i lager och kan inte tas bort. Kassera lagret först, eller inaktivera läkemedlet.`,
      'MEDICINE_HAS_STOCK',
    );
  }
  const batches = await ctx.db
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('medicine_template_id', '=', id)
    .executeTakeFirstOrThrow();
  // Its batches carry the stock history (the ledger), which a deletion would cut off.
  if (Number(batches.n) > 0)
    throw conflict(
      `${before.name} har lagerhistorik och kan inte tas bort. Inaktivera läkemedlet i stället.`,
      'MEDICINE_HAS_HISTORY',
    );
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('medicine_templates').where('id', '=', id).execute();
    await refreshWarnings(trx, ctx.clock, { siteIds: [before.site_id] });
    await audit(
      trx,
      { ...ctx, siteId: before.site_id },
      { action: 'delete', entity: 'medicine', entity_id: id, before },
    );
  });
}
