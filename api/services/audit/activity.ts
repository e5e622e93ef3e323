import type { ActivityList, ActivityQuery } from '../../../shared/schemas/dashboard.ts';
import { pageCount } from '../../../shared/schemas/common.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { activityMessage } from './activity-message.ts';
import { actorName, summarise } from './activity-summary.ts';
import { visibleOrAll } from '../sites/panel-scope.ts';
import { countRows } from '../../db/paging.ts';

/** The audit log as readable lines, newest first: all of it for admins, their sites for managers. */
export async function listActivity(
  ctx: ServiceContext,
  query: ActivityQuery,
): Promise<ActivityList> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteIds = visibleOrAll(ctx);
  const empty = { items: [], total: 0, page: query.page, limit: query.limit, pages: 0 };
  if (siteIds?.length === 0) return empty;
  let scoped = ctx.db.selectFrom('audit_log as a').leftJoin('sites as s', 's.id', 'a.site_id');
  if (siteIds) scoped = scoped.where('a.site_id', 'in', siteIds);
  const total = await countRows(scoped);
  const rows = await scoped
    .select([
      'a.id',
      'a.at',
      'a.actor_label',
      'a.site_id',
      's.name as site_name',
      'a.action',
      'a.entity',
      'a.entity_id',
      'a.before_json',
      'a.after_json',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor_name: actorName(r.actor_label),
      site_id: r.site_id,
      site_name: r.site_name,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      summary: summarise(r),
      summary_message: activityMessage(r),
    })),
    total,
    page: query.page,
    limit: query.limit,
    pages: pageCount(total, query.limit),
  };
}
