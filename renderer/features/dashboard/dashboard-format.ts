import type { ApiCoverage } from '../../../shared/schemas/dashboard.ts';

const kronor = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
});

/** 2700 → '2 700 kr' (Swedish grouping and currency sign). */
export const formatSek = (amount: number) => kronor.format(amount);

const stockholmDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  minute: '2-digit',
});

export type BackupWhen =
  | { kind: 'none' }
  | { kind: 'today' | 'yesterday'; time: string }
  | { kind: 'date'; date: string; time: string };

/** When the last backup was made, in Stockholm days relative to `now`. */
export function backupWhen(lastBackupAt: string | null, now: Date): BackupWhen {
  if (!lastBackupAt) return { kind: 'none' };
  const at = new Date(lastBackupAt);
  if (Number.isNaN(at.getTime())) return { kind: 'none' };
  const time = stockholmTime.format(at);
  const day = stockholmDay.format(at);
  if (day === stockholmDay.format(now)) return { kind: 'today', time };
  if (day === stockholmDay.format(new Date(now.getTime() - 86_400_000)))
    return { kind: 'yesterday', time };
  return { kind: 'date', date: day, time };
}

export type ModuleProgress = 'done' | 'started' | 'none';

export const moduleProgress = (module: ApiCoverage['modules'][number]): ModuleProgress =>
  module.implemented >= module.total ? 'done' : module.implemented > 0 ? 'started' : 'none';
