import type { NarcoticList } from '../../../shared/schemas/narcotics.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { narcoticStates } from './count-due.ts';

/**
 * The working site's narcotics: last count and next count due (inactive ones with stock). No
 * balance: whoever reads this is about to count, and the stock list and journal show quantities.
 */
export async function listNarcotics(ctx: ServiceContext): Promise<NarcoticList> {
  const siteId = await workingSite(ctx);
  const site = await ctx.db
    .selectFrom('sites')
    .select('narcotics_count_days')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const states = await narcoticStates(ctx.db, ctx.clock.today(), {
    all: false,
    siteIds: [siteId],
    templateIds: [],
  });
  return {
    count_days: site.narcotics_count_days,
    items: states
      .filter((s) => s.is_active || s.balance > 0)
      .map((s) => ({
        medicine_template_id: s.id,
        name: s.name,
        strength: s.strength,
        unit: s.unit,
        is_active: s.is_active,
        in_stock: s.balance > 0,
        last_count_at: s.last_count_at,
        last_count_status: s.last_count_status,
        count_due: s.count_due,
        count_overdue: s.count_overdue,
      })),
  };
}
