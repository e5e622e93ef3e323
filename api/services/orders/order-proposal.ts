import {
  orderTarget,
  type MoveInstead,
  type OrderProposal,
} from '../../../shared/schemas/order-proposal.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { sisterUnits } from '../transfers/transfer-sites.ts';
import { stockLevels, usableBatches, type StockLevel } from './stock-levels.ts';

type Site = { id: string; name: string; customer_id: string | null; warning_days: number };

/**
 * Where sister units hold more of a medicine than they plan to (their par, or twice their
 * minimum), in batches that stay usable here beyond this unit's warning days, first to expire first.
 */
async function moveInstead(
  ctx: ServiceContext,
  site: Site,
  wanted: Map<string, number>,
): Promise<Map<string, MoveInstead[]>> {
  const out = new Map<string, MoveInstead[]>();
  const sisters = await sisterUnits(ctx.db, ctx.actor, site);
  const today = ctx.clock.today();
  const levels = await stockLevels(
    ctx.db,
    sisters.map((s) => s.id),
    today,
    site.warning_days,
    [...wanted.keys()],
  );
  const surplus = new Map<string, { level: StockLevel; spare: number }>();
  for (const level of levels) {
    const spare = level.usable - orderTarget(level.par_level, level.minimum_stock_level);
    if (spare > 0) surplus.set(level.id, { level, spare });
  }
  const names = new Map(sisters.map((s) => [s.id, s.name]));
  const batches = await usableBatches(
    ctx.db,
    [...surplus.keys()],
    addDays(today, site.warning_days),
  );
  const stillWanted = new Map(wanted);
  for (const batch of batches) {
    const source = surplus.get(batch.medicine_template_id);
    if (!source) continue;
    const key = source.level.name_key;
    const quantity = Math.min(batch.quantity, source.spare, stillWanted.get(key) ?? 0);
    if (quantity <= 0) continue;
    source.spare -= quantity;
    stillWanted.set(key, (stillWanted.get(key) ?? 0) - quantity);
    out.set(key, [
      ...(out.get(key) ?? []),
      {
        site_id: source.level.site_id,
        site_name: names.get(source.level.site_id) ?? '',
        inventory_item_id: batch.id,
        batch_number: batch.batch_number,
        expiry_date: batch.expiry_date,
        quantity,
        unit_type: batch.unit_type,
      },
    ]);
  }
  return out;
}

/**
 * What the working site should order: every active medicine whose usable stock is at or below its
 * minimum, filled up to its par level (or twice the minimum) from the stock it can still use.
 */
export async function orderProposal(ctx: ServiceContext): Promise<OrderProposal> {
  const siteId = await workingSite(ctx);
  const site = await ctx.db
    .selectFrom('sites')
    .select(['id', 'name', 'customer_id', 'warning_days'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const levels = await stockLevels(ctx.db, [siteId], ctx.clock.today(), site.warning_days);
  const low = levels
    .filter((l) => l.minimum_stock_level > 0 && l.usable <= l.minimum_stock_level)
    .map((l) => ({
      level: l,
      suggested: Math.max(0, orderTarget(l.par_level, l.minimum_stock_level) - l.usable),
    }))
    .sort((a, b) => a.level.name_key.localeCompare(b.level.name_key, 'sv'));
  const instead = await moveInstead(
    ctx,
    site,
    new Map(low.filter((l) => l.suggested > 0).map((l) => [l.level.name_key, l.suggested])),
  );
  return {
    site_id: site.id,
    site_name: site.name,
    warning_days: site.warning_days,
    items: low.map(({ level, suggested }) => ({
      medicine_template_id: level.id,
      name: level.name,
      strength: level.strength,
      unit: level.unit,
      in_stock: level.in_stock,
      usable_in_stock: level.usable,
      minimum_stock_level: level.minimum_stock_level,
      par_level: level.par_level,
      suggested_quantity: suggested,
      expiring_soon: level.expiring_soon,
      move_instead: instead.get(level.name_key) ?? [],
    })),
  };
}
