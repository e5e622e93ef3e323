import type { AppDeps } from '../deps.ts';
import { writeAudit } from '../services/audit/audit-service.ts';
import type { RefreshSummary } from '../services/warnings/refresh-warnings.ts';
import { refreshAllSites } from '../services/warnings/refresh-all.ts';
import { alertOverdueFollowUps } from '../services/recalls/follow-up-alerts.ts';
import type { Job } from './job.ts';

/**
 * One full pass over every site, and a warning to each unit late in confirming a recall check;
 * the audit log notes a pass that raised or closed warnings.
 */
export async function refreshAllWarnings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<RefreshSummary> {
  const refreshed = await refreshAllSites(deps.db, deps.clock);
  const overdueChecks = await alertOverdueFollowUps(deps.db, deps.clock);
  const summary = { ...refreshed, created: refreshed.created + overdueChecks };
  if (summary.created > 0 || summary.resolved > 0) {
    await writeAudit(
      deps.db,
      deps.clock.now(),
      { id: null, label: 'System (varningar)' },
      { action: 'refresh', entity: 'warning', after: summary },
    );
  }
  return summary;
}

/** By default every 15 minutes: a new calendar day's warnings appear within a quarter of an hour. */
export const warningsJob = (deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Job => ({
  name: 'warnings',
  everyMs: deps.config.warningsIntervalSeconds * 1000,
  run: () => refreshAllWarnings(deps),
});
