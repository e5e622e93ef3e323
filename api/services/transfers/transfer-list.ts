import type { z } from 'zod';
import type {
  Transfer,
  TransferList,
  TransferListQuery,
  TransferTargets,
  TransferTargetsQuery,
} from '../../../shared/schemas/transfer.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { TransferTable } from '../../db/schema.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { transferTargets } from './transfer-sites.ts';

type Row = TransferTable & { from_site_name: string; to_site_name: string };

export const transferView = (row: Row): Transfer => ({
  id: row.id,
  from_site_id: row.from_site_id,
  from_site_name: row.from_site_name,
  to_site_id: row.to_site_id,
  to_site_name: row.to_site_name,
  from_item_id: row.from_item_id,
  to_item_id: row.to_item_id,
  medicine_name: row.medicine_name,
  batch_number: row.batch_number,
  expiry_date: row.expiry_date,
  quantity: row.quantity,
  unit_type: row.unit_type,
  note: row.note,
  moved_by: personName(row.actor_label),
  created_at: row.created_at,
});

/** Transfers out of and into a site the person works in, newest first. */
export async function listTransfers(
  ctx: ServiceContext,
  query: z.output<typeof TransferListQuery>,
): Promise<TransferList> {
  const siteId = await workingSite(ctx, query.site_id);
  const base = ctx.db
    .selectFrom('transfers as t')
    .innerJoin('sites as f', 'f.id', 't.from_site_id')
    .innerJoin('sites as s', 's.id', 't.to_site_id')
    .selectAll('t')
    .select(['f.name as from_site_name', 's.name as to_site_name'])
    .where((eb) => eb.or([eb('t.from_site_id', '=', siteId), eb('t.to_site_id', '=', siteId)]));
  const total = await countRows(base);
  const rows = await base
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  return pageAnswer(rows.map(transferView), total, query);
}

/** The units a batch of the working site (or the given one) may be moved to by this person. */
export async function listTransferTargets(
  ctx: ServiceContext,
  query: z.output<typeof TransferTargetsQuery>,
): Promise<TransferTargets> {
  const siteId = await workingSite(ctx, query.site_id);
  if (ctx.actor.role === 'user') return { sites: [] };
  return { sites: await transferTargets(ctx.db, ctx.actor, siteId) };
}
