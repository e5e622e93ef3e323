import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { lastBackupAt } from '../services/backup/backup-service.ts';

/** What the gauges read at scrape time: the database and backup folder every process shares. */
export type GaugeSource = Pick<AppDeps, 'db' | 'clock'> & {
  config: Pick<Config, 'backupDir' | 'recallFeedUrl'>;
};

const ageSeconds = (at: string | null, now: Date) =>
  at === null ? Number.POSITIVE_INFINITY : Math.max(0, (now.getTime() - Date.parse(at)) / 1000);

/**
 * Seconds since the recall feed was last read without error, by whichever process read it:
 * +Inf when it never was, NaN when no feed is configured.
 */
export async function recallFeedAgeSeconds(source: GaugeSource): Promise<number> {
  if (!source.config.recallFeedUrl) return Number.NaN;
  const row = await source.db
    .selectFrom('recall_feed_runs')
    .select((eb) => eb.fn.max('finished_at').as('last'))
    .where('ok', '=', 1)
    .executeTakeFirst();
  return ageSeconds(row?.last ?? null, source.clock.now());
}

/**
 * Seconds since the newest finished backup in BACKUP_DIR was written: +Inf when there is none,
 * NaN on PostgreSQL, whose backups belong to the database host.
 */
export function backupAgeSeconds(source: GaugeSource): number {
  if (!source.config.backupDir) return Number.NaN;
  return ageSeconds(lastBackupAt(source.config.backupDir), source.clock.now());
}

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** E-mail written to the outbox and not yet sent nor given up: a backlog says the server is stuck. */
export async function mailWaiting(source: GaugeSource): Promise<number> {
  const row = await source.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return countOf(row);
}

/** E-mail given up after every retry in the last 24 hours. */
export async function mailGivenUpLastDay(source: GaugeSource): Promise<number> {
  const since = new Date(source.clock.now().getTime() - 24 * 3_600_000).toISOString();
  const row = await source.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('failed_at', '>=', since)
    .executeTakeFirst();
  return countOf(row);
}
