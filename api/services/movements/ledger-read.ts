import { personName } from '../../../shared/schemas/kassation.ts';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type {
  BatchMovementsQuery,
  StockMovement,
  StockMovementList,
  StockMovementQuery,
} from '../../../shared/schemas/stock-movement.ts';
import type { Database, StockMovementTable } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { stockholmDayEnd, stockholmDayStart } from '../../clock.ts';
import { isAdmin, requireRole, requireVisibleSite } from '../auth/permissions.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';

type Movements = SelectQueryBuilder<Database, 'stock_movements', object>;

export function toMovement(row: Selectable<StockMovementTable>): StockMovement {
  return {
    id: row.id,
    site_id: row.site_id,
    inventory_item_id: row.inventory_item_id,
    medicine_template_id: row.medicine_template_id,
    medicine_name: row.medicine_name,
    batch_number: row.batch_number,
    kind: row.kind,
    delta: row.delta,
    balance_after: row.balance_after,
    created_at: row.created_at,
    occurred_at: row.occurred_at ?? row.created_at,
    actor_name: personName(row.actor_label),
    reason: row.reason,
    reference:
      row.reference_type && row.reference_id
        ? { type: row.reference_type, id: row.reference_id }
        : null,
  };
}

async function page(
  query: Movements,
  order: 'asc' | 'desc',
  paging: { page: number; size: number },
): Promise<StockMovementList> {
  const total = await countRows(query);
  const rows = await query
    .selectAll()
    .orderBy('id', order)
    .limit(paging.size)
    .offset(offsetOf(paging))
    .execute();
  return pageAnswer(rows.map(toMovement), total, paging);
}

/** A batch's history, oldest first, for anyone who may see the batch (another tenant: 404). */
export async function batchMovements(
  ctx: ServiceContext,
  itemId: string,
  query: BatchMovementsQuery,
): Promise<StockMovementList> {
  await findItem(ctx, itemId);
  const movements = ctx.db.selectFrom('stock_movements').where('inventory_item_id', '=', itemId);
  return page(movements, 'asc', query);
}

/** The ledger rows of the caller's sites a filter picks: admins and unit managers only. */
export function ledgerRows(ctx: ServiceContext, query: Omit<StockMovementQuery, 'page' | 'size'>) {
  requireRole(ctx.actor, 'admin', 'site_admin');
  let movements = ctx.db.selectFrom('stock_movements');
  if (query.site_id) {
    requireVisibleSite(ctx.actor, query.site_id);
    movements = movements.where('site_id', '=', query.site_id);
  } else if (!isAdmin(ctx.actor)) {
    const own = ctx.actor.siteIds.length > 0 ? ctx.actor.siteIds : ['-'];
    movements = movements.where('site_id', 'in', own);
  }
  if (query.medicine_template_id)
    movements = movements.where('medicine_template_id', '=', query.medicine_template_id);
  if (query.kind) movements = movements.where('kind', '=', query.kind);
  if (query.from) movements = movements.where('created_at', '>=', stockholmDayStart(query.from));
  if (query.to) movements = movements.where('created_at', '<', stockholmDayEnd(query.to));
  return movements;
}

/** The ledger of the caller's sites, newest first: admins and unit managers only. */
export async function listMovements(
  ctx: ServiceContext,
  query: StockMovementQuery,
): Promise<StockMovementList> {
  return page(ledgerRows(ctx, query), 'desc', query);
}
