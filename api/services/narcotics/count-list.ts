import type { CountList, CountListQuery } from '../../../shared/schemas/narcotic-counts.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { journalPeriod } from './journal-period.ts';

/**
 * The working site's control counts, newest first: one product's or all, within a period.
 * A product of another site answers as if it did not exist.
 */
export async function listCounts(ctx: ServiceContext, query: CountListQuery): Promise<CountList> {
  const siteId = await workingSite(ctx);
  const period = journalPeriod(query);
  if (query.template_id) {
    const own = await ctx.db
      .selectFrom('medicine_templates')
      .select('id')
      .where('id', '=', query.template_id)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!own) throw notFound('Läkemedlet finns inte på enheten.', 'MEDICINE_NOT_FOUND');
  }
  let counts = ctx.db.selectFrom('narcotic_counts').where('site_id', '=', siteId);
  if (query.template_id) counts = counts.where('medicine_template_id', '=', query.template_id);
  if (period.start) counts = counts.where('created_at', '>=', period.start);
  if (period.end) counts = counts.where('created_at', '<', period.end);
  const total = await countRows(counts.select('id'));
  const rows = await counts
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    medicine_template_id: r.medicine_template_id,
    medicine_name: r.medicine_name,
    counted_at: r.created_at,
    counter_name: personName(r.counter_label),
    witness_name: r.witness_label ? personName(r.witness_label) : null,
    expected: r.expected,
    counted: r.counted,
    difference: r.counted - r.expected,
    status: r.status,
    note: r.note,
  }));
  return pageAnswer(items, total, query);
}
