import type { WarningsSummary } from '../../../shared/schemas/dashboard.ts';
import {
  WARNING_SEVERITIES,
  WARNING_TYPES,
  type WarningSeverity,
  type WarningType,
} from '../../../shared/schemas/warning.ts';
import { readServerMessage } from '../../../shared/schemas/server-message.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { toCount, visibleOrAll } from '../sites/panel-scope.ts';

const RECENT = 5;

const byTypeZero = (): Record<WarningType, number> => ({
  low_stock: 0,
  expiry_warning: 0,
  critical_expiry: 0,
  count_overdue: 0,
  deviation: 0,
  system_alert: 0,
  opened_pack_expiry: 0,
  delegation_ending: 0,
  fridge_not_read: 0,
});
const bySeverityZero = (): Record<WarningSeverity, number> => ({
  low: 0,
  medium: 0,
  high: 0,
  critical: 0,
});

const isType = (v: string): v is WarningType => WARNING_TYPES.some((t) => t === v);
const isSeverity = (v: string): v is WarningSeverity => WARNING_SEVERITIES.some((s) => s === v);

/** Warnings of the caller's sites counted by type and severity, with the newest few. */
export async function warningsSummary(
  ctx: ServiceContext,
  onlyActive: boolean,
): Promise<WarningsSummary> {
  const siteIds = visibleOrAll(ctx);
  const summary: WarningsSummary = {
    total: 0,
    critical: 0,
    by_type: byTypeZero(),
    by_severity: bySeverityZero(),
    recent: [],
  };
  if (siteIds?.length === 0) return summary;
  let scoped = ctx.db
    .selectFrom('warnings as w')
    .innerJoin('sites as s', 's.id', 'w.site_id')
    .where('s.is_active', '=', 1);
  if (siteIds) scoped = scoped.where('w.site_id', 'in', siteIds);
  if (onlyActive) scoped = scoped.where('w.is_resolved', '=', 0);
  const [groups, recent] = await Promise.all([
    scoped
      .groupBy(['w.warning_type', 'w.severity'])
      .select((eb) => [
        'w.warning_type',
        'w.severity',
        eb.fn.countAll<number | string | bigint>().as('n'),
      ])
      .execute(),
    scoped
      .select([
        'w.id',
        'w.site_id',
        's.name as site_name',
        'w.title',
        'w.title_message',
        'w.warning_type',
        'w.severity',
        'w.is_resolved',
        'w.created_at',
      ])
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id')
      .limit(RECENT)
      .execute(),
  ]);
  for (const g of groups) {
    const n = toCount(g.n);
    summary.total += n;
    if (isType(g.warning_type)) summary.by_type[g.warning_type] += n;
    if (isSeverity(g.severity)) summary.by_severity[g.severity] += n;
  }
  summary.critical = summary.by_severity.critical;
  summary.recent = recent.flatMap((w) =>
    isType(w.warning_type) && isSeverity(w.severity)
      ? [
          {
            ...w,
            title_message: readServerMessage(w.title_message),
            warning_type: w.warning_type,
            severity: w.severity,
            is_resolved: w.is_resolved === 1,
          },
        ]
      : [],
  );
  return summary;
}
