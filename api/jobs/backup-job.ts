import type { AppDeps } from '../deps.ts';
import { silentLogger } from '../observability/logger.ts';
import { backupDue, runBackup } from '../services/backup/backup-service.ts';
import { serverMessage } from '../../shared/message-codes.ts';
import { raiseSystemAlert, resolveSystemAlert } from '../services/warnings/system-alerts.ts';
import type { Job } from './job.ts';

/** The job looks every five minutes whether the night's backup (03:00 Stockholm time) is due. */
export const BACKUP_CHECK_MS = 5 * 60_000;
const ALERT_KEY = 'backup-failed';

async function activeSiteIds(deps: AppDeps): Promise<string[]> {
  const rows = await deps.db.selectFrom('sites').select('id').where('is_active', '=', 1).execute();
  return rows.map((r) => r.id);
}

/** Every unit keeps its data in this one file, so every unit's managers hear that it is unsafe. */
async function raiseBackupAlerts(deps: AppDeps, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  for (const siteId of await activeSiteIds(deps)) {
    await raiseSystemAlert(deps.db, deps.clock, {
      siteId,
      key: ALERT_KEY,
      title: 'Säkerhetskopieringen misslyckades',
      description: `Nattens säkerhetskopia av databasen kunde inte skapas: ${reason}. Kontakta driften.`,
      titleMessage: serverMessage('alert.backup_failed.title'),
      descriptionMessage: serverMessage('alert.backup_failed.description', { reason }),
      severity: 'high',
    });
  }
}

async function resolveBackupAlerts(deps: AppDeps): Promise<void> {
  const open = await deps.db
    .selectFrom('warnings')
    .select('site_id')
    .where('warning_type', '=', 'system_alert')
    .where('is_resolved', '=', 0)
    .where('open_key', 'like', `system:%:${ALERT_KEY}`)
    .execute();
  for (const { site_id } of open) {
    await resolveSystemAlert(deps.db, deps.clock, {
      siteId: site_id,
      key: ALERT_KEY,
      details: 'Säkerhetskopieringen fungerar igen.',
      message: serverMessage('resolution.backup_works'),
    });
  }
}

/**
 * Makes the backup when it is due. A failure raises a system alert per active site and is thrown
 * on, so the scheduler logs it; the next successful backup closes the alerts.
 */
export async function backupIfDue(deps: AppDeps): Promise<string | null> {
  if (!backupDue(deps.config.backupDir, deps.clock.now())) return null;
  let file: string | null;
  try {
    file = await runBackup(deps);
  } catch (error) {
    try {
      await raiseBackupAlerts(deps, error);
    } catch (alertError) {
      (deps.logger ?? silentLogger).error(
        { err: alertError },
        'Kunde inte larma om misslyckad säkerhetskopiering',
      );
    }
    throw error;
  }
  await resolveBackupAlerts(deps);
  return file;
}

export const backupJob = (deps: AppDeps): Job => ({
  name: 'backup',
  everyMs: BACKUP_CHECK_MS,
  run: () => backupIfDue(deps),
});
