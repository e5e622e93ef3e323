import { randomUUID } from 'node:crypto';
import type {
  StoragePlace,
  StoragePlaceInput,
  StoragePlaceQuery,
  StoragePlaceUpdateInput,
} from '../../../shared/schemas/storage-places.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Db, StoragePlaceTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { refuseClosedSite } from '../stock/open-site.ts';
import { workingSite } from '../sites/site-scope.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { asPlace, asPlaces } from './place-records.ts';
import { toTenths } from './temperature.ts';

const NOT_FOUND = 'Förvaringsplatsen hittades inte.';
const RANGE = 'Lägsta temperatur måste vara lägre än högsta.';
const NAME_TAKEN = 'Enheten har redan en förvaringsplats med det namnet.';

/** Unit managers and admins keep the unit's places; everyone at the unit reads them. */
const manage = (ctx: ServiceContext) => requireRole(ctx.actor, 'admin', 'site_admin');

/** The unit's places in use (or all), fridges first, then by name. */
export async function listPlaces(
  ctx: ServiceContext,
  query: StoragePlaceQuery,
): Promise<StoragePlace[]> {
  const siteId = await workingSite(ctx, query.site_id);
  let rows = ctx.db.selectFrom('storage_places').selectAll().where('site_id', '=', siteId);
  if (!query.all) rows = rows.where('is_active', '=', 1);
  const found = await rows.orderBy('kind').orderBy('name').orderBy('id').execute();
  return asPlaces(ctx.db, found, ctx.clock.today());
}

/**
 * A place the caller may see, 404 otherwise. `lock` holds its row on PostgreSQL until the
 * transaction ends: readings of one place that may open its deviation take turns on it.
 */
export async function findPlace(
  ctx: ServiceContext,
  id: string,
  db: Db = ctx.db,
  lock = false,
): Promise<StoragePlaceTable> {
  let query = db.selectFrom('storage_places').selectAll().where('id', '=', id);
  if (lock && !runsOnSqlite(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(NOT_FOUND, 'PLACE_NOT_FOUND');
  return row;
}

export async function getPlace(ctx: ServiceContext, id: string, db: Db = ctx.db) {
  const row = await findPlace(ctx, id, db);
  return asPlace(db, row, ctx.clock.today());
}

/** A batch may name a place of its own unit that is in use; 422 otherwise. */
export async function placeInUseAt(db: Db, siteId: string, placeId: string | null | undefined) {
  if (!placeId) return;
  const place = await db
    .selectFrom('storage_places')
    .select(['site_id', 'is_active'])
    .where('id', '=', placeId)
    .executeTakeFirst();
  if (!place || place.site_id !== siteId || place.is_active !== 1) {
    const message = 'Välj en förvaringsplats på enheten som är i bruk.';
    throw invalid(message, [{ path: 'storage_place_id', message }]);
  }
}

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, 'PLACE_NAME_TAKEN');
  throw error;
};

export async function createPlace(
  ctx: ServiceContext,
  input: StoragePlaceInput,
): Promise<StoragePlace> {
  manage(ctx);
  const siteId = await workingSite(ctx, input.site_id);
  const now = iso(ctx.clock.now());
  const row: StoragePlaceTable = {
    id: randomUUID(),
    site_id: siteId,
    name: input.name,
    kind: input.kind,
    min_tenths: toTenths(input.min_c),
    max_tenths: toTenths(input.max_c),
    is_active: 1,
    created_at: now,
    updated_at: now,
  };
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await refuseClosedSite(trx, siteId);
      await trx.insertInto('storage_places').values(row).execute();
      await audit(
        trx,
        { ...ctx, siteId },
        { action: 'create', entity: 'storage_place', entity_id: row.id, after: row },
      );
      await refreshWarnings(trx, ctx.clock, { siteIds: [siteId] });
    })
    .catch(nameTaken);
  return getPlace(ctx, row.id);
}

/** Name, range, or taken out of use; the kind stays what it was read as. */
export async function updatePlace(
  ctx: ServiceContext,
  id: string,
  input: StoragePlaceUpdateInput,
): Promise<StoragePlace> {
  manage(ctx);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await findPlace(ctx, id, trx, true);
      await refuseClosedSite(trx, before.site_id);
      const change: Partial<StoragePlaceTable> = { updated_at: iso(ctx.clock.now()) };
      if (input.name !== undefined) change.name = input.name;
      if (input.min_c !== undefined) change.min_tenths = toTenths(input.min_c);
      if (input.max_c !== undefined) change.max_tenths = toTenths(input.max_c);
      if (input.is_active !== undefined) change.is_active = input.is_active ? 1 : 0;
      const min = change.min_tenths ?? before.min_tenths;
      const max = change.max_tenths ?? before.max_tenths;
      if (min >= max) throw invalid(RANGE, [{ path: 'max_c', message: RANGE }]);
      await trx.updateTable('storage_places').set(change).where('id', '=', id).execute();
      await audit(
        trx,
        { ...ctx, siteId: before.site_id },
        { action: 'update', entity: 'storage_place', entity_id: id, before, after: change },
      );
      await refreshWarnings(trx, ctx.clock, { siteIds: [before.site_id] });
    })
    .catch(nameTaken);
  return getPlace(ctx, id);
}
