import { sql } from 'kysely';
import { WARNING_TYPE_LABELS, type WarningType } from '../../../shared/schemas/warning.ts';
import { addDays, daysBetween } from '../../../shared/stock-rules.ts';
import type { Db } from '../../db/schema.ts';
import { displayName } from '../stock/ledger.ts';
import { stockholmDay } from '../../clock.ts';
import type { NotificationSettingsInput } from '../../../shared/schemas/notifications.ts';

/** A section lists at most this many lines; the rest is a count and the link to the screen. */
export const SECTION_LINES = 25;

export type Listed<T> = { lines: T[]; total: number };

export type ExpiringBatch = {
  medicine: string;
  batch: string;
  expiry: string;
  days: number;
  quantity: number;
};
export type RecallLine = { medicine: string; batch: string; reason: string | null };
export type LowStockLine = { medicine: string; quantity: number; minimum: number };
export type WarningCount = { label: string; count: number };
export type DeviationLine = { title: string; openedAt: string };

/** What one unit has to say in a person's digest; a section is null when switched off. */
export type SiteDigest = {
  siteId: string;
  siteName: string;
  expiring: Listed<ExpiringBatch> | null;
  newRecalls: Listed<RecallLine> | null;
  /** Recall matches found before this digest's period and still not dealt with. */
  olderOpenRecalls: number;
  lowStock: Listed<LowStockLine> | null;
  openWarnings: WarningCount[] | null;
  /** Open deviations, for the unit's managers and admins only. */
  openDeviations: Listed<DeviationLine> | null;
};

export type DigestSite = { id: string; name: string; warning_days: number };

/** Stock in hand that is out of date or goes out within the unit's own warning days. */
async function expiringBatches(db: Db, site: DigestSite, today: string) {
  const base = db
    .selectFrom('inventory_items as i')
    .where('i.site_id', '=', site.id)
    .where('i.quantity', '>', sql.lit(0))
    .where('i.expiry_date', '<=', addDays(today, site.warning_days));
  const [rows, count] = await Promise.all([
    base
      .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
      .select(['t.name', 't.strength', 'i.batch_number', 'i.expiry_date', 'i.quantity'])
      .orderBy('i.expiry_date')
      .orderBy('t.name')
      .limit(SECTION_LINES)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    lines: rows.map((r) => ({
      medicine: displayName(r.name, r.strength),
      batch: r.batch_number,
      expiry: r.expiry_date,
      days: daysBetween(today, r.expiry_date),
      quantity: r.quantity,
    })),
  };
}

async function openRecalls(db: Db, siteId: string, since: string | null) {
  const rows = await db
    .selectFrom('recall_matches')
    .select(['medicine_name', 'batch_number', 'withdrawal_reason', 'matched_at'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .orderBy('matched_at', 'desc')
    .execute();
  const fresh = rows.filter((r) => since === null || r.matched_at > since);
  return {
    newRecalls: {
      total: fresh.length,
      lines: fresh.slice(0, SECTION_LINES).map((r) => ({
        medicine: r.medicine_name,
        batch: r.batch_number,
        reason: r.withdrawal_reason,
      })),
    },
    older: rows.length - fresh.length,
  };
}

/** Medicines at or below their minimum (a minimum of 0 is not tracked), as the stock list says. */
async function lowStock(db: Db, siteId: string) {
  const rows = await db
    .selectFrom('medicine_templates as t')
    .leftJoin('inventory_items as i', 'i.medicine_template_id', 't.id')
    .select((eb) => [
      't.name',
      't.strength',
      't.minimum_stock_level',
      eb.fn.coalesce(eb.fn.sum<number | string>('i.quantity'), eb.lit(0)).as('total'),
    ])
    .where('t.site_id', '=', siteId)
    .where('t.is_active', '=', 1)
    .where('t.minimum_stock_level', '>', sql.lit(0))
    .groupBy(['t.id', 't.name', 't.strength', 't.minimum_stock_level'])
    .having((eb) =>
      eb(
        eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)),
        '<=',
        eb.ref('t.minimum_stock_level'),
      ),
    )
    .orderBy('t.name')
    .execute();
  return {
    total: rows.length,
    lines: rows.slice(0, SECTION_LINES).map((r) => ({
      medicine: displayName(r.name, r.strength),
      quantity: Number(r.total),
      minimum: r.minimum_stock_level,
    })),
  };
}

async function openWarningCounts(db: Db, siteId: string): Promise<WarningCount[]> {
  const rows = await db
    .selectFrom('warnings')
    .select((eb) => ['warning_type', eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .where('is_resolved', '=', 0)
    .groupBy('warning_type')
    .execute();
  const order = Object.keys(WARNING_TYPE_LABELS);
  return rows
    .map((r) => ({ type: r.warning_type, count: Number(r.n) }))
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))
    .map(({ type, count }: { type: WarningType; count: number }) => ({
      label: WARNING_TYPE_LABELS[type],
      count,
    }));
}

async function openDeviations(db: Db, siteId: string): Promise<Listed<DeviationLine>> {
  const rows = await db
    .selectFrom('deviations')
    .select(['title', 'opened_at'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'open')
    .orderBy('opened_at')
    .execute();
  return {
    total: rows.length,
    lines: rows
      .slice(0, SECTION_LINES)
      .map((r) => ({ title: r.title, openedAt: stockholmDay(new Date(r.opened_at)) })),
  };
}

/**
 * One unit's part of a digest: only what is new since `since` (recall matches) or still open
 * (batches going out, low stock, unresolved warnings), and only what the person asked for.
 */
export async function siteDigest(
  db: Db,
  site: DigestSite,
  choices: NotificationSettingsInput,
  today: string,
  since: string | null,
  managesDeviations: boolean,
): Promise<SiteDigest> {
  const recalls = choices.email_recalls ? await openRecalls(db, site.id, since) : null;
  return {
    siteId: site.id,
    siteName: site.name,
    expiring: choices.email_expiry_alerts ? await expiringBatches(db, site, today) : null,
    newRecalls: recalls?.newRecalls ?? null,
    olderOpenRecalls: recalls?.older ?? 0,
    lowStock: choices.email_low_stock ? await lowStock(db, site.id) : null,
    openWarnings: choices.email_warnings ? await openWarningCounts(db, site.id) : null,
    openDeviations:
      choices.email_warnings && managesDeviations ? await openDeviations(db, site.id) : null,
  };
}

export const hasNews = (d: SiteDigest) =>
  (d.expiring?.total ?? 0) > 0 ||
  (d.newRecalls?.total ?? 0) > 0 ||
  d.olderOpenRecalls > 0 ||
  (d.lowStock?.total ?? 0) > 0 ||
  (d.openWarnings?.length ?? 0) > 0 ||
  (d.openDeviations?.total ?? 0) > 0;
