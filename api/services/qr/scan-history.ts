import { personName } from '../../../shared/schemas/kassation.ts';
import { pageCount } from '../../../shared/schemas/common.ts';
import {
  QR_ACTIONS,
  type QrAction,
  type QrScanEntry,
  type QrScanList,
  type QrScanQuery,
} from '../../../shared/schemas/qr.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { workingSite } from '../sites/site-scope.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

export const asAction = (value: string): QrAction =>
  QR_ACTIONS.find((action) => action === value) ?? 'view';

type ScanFilters = Omit<QrScanQuery, 'page' | 'size'>;

/** A site's scans with the list's filters, newest first; views can be left out. */
export function scansOf(ctx: ServiceContext, siteId: string, query: ScanFilters) {
  let scans = ctx.db.selectFrom('qr_scans').where('site_id', '=', siteId);
  if (query.medicine_template_id)
    scans = scans.where('medicine_template_id', '=', query.medicine_template_id);
  if (query.action_type) scans = scans.where('action_type', '=', query.action_type);
  if (!query.include_views) scans = scans.where('action_type', '!=', 'view');
  return scans;
}

/** The columns of a scan the list answers with, newest first. */
export function newestFirst(scans: ReturnType<typeof scansOf>) {
  return scans
    .select([
      'id',
      'created_at',
      'site_id',
      'medicine_template_id',
      'medicine_name',
      'action_type',
      'quantity',
      'unit_type',
      'batch_number',
      'actor_label',
      'is_public',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

type ScanRow = Awaited<ReturnType<ReturnType<typeof newestFirst>['execute']>>[number];

export const toScanEntry = (row: ScanRow): QrScanEntry => ({
  id: row.id,
  created_at: row.created_at,
  site_id: row.site_id,
  medicine_template_id: row.medicine_template_id,
  medicine_name: row.medicine_name,
  action_type: asAction(row.action_type),
  quantity: row.quantity,
  unit_type: row.unit_type === 'paket' ? 'paket' : row.unit_type === 'styck' ? 'styck' : null,
  batch_number: row.batch_number,
  actor_name: personName(row.actor_label),
  is_public: row.is_public === 1,
});

/** A site's scans, newest first; views can be left out. */
export async function listScans(ctx: ServiceContext, query: QrScanQuery): Promise<QrScanList> {
  const siteId = await workingSite(ctx, query.site_id);
  const scans = scansOf(ctx, siteId, query);
  const total = await countRows(scans);
  const rows = await newestFirst(scans).limit(query.size).offset(offsetOf(query)).execute();
  return {
    items: rows.map(toScanEntry),
    total,
    page: query.page,
    size: query.size,
    pages: pageCount(total, query.size),
  };
}
