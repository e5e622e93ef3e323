import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/stock-rules.ts';
import { chunks } from '../../db/chunks.ts';
import type { Database } from '../../db/schema.ts';
import { toCount } from '../sites/panel-scope.ts';

/** An active site in a panel's scope, with its warning settings and stock version. */
export type ScopedSite = {
  id: string;
  warning_days: number;
  critical_warning_days: number;
  version: string;
};

type Counts = { total: number; critical: number };
type Kept = Counts & { version: string; today: string };

const keptPerDatabase = new WeakMap<Kysely<Database>, Map<string, Kept>>();

/** The active sites in scope (all when `siteIds` is null), each with the version read now. */
export async function scopedSites(
  db: Kysely<Database>,
  siteIds: string[] | null,
): Promise<ScopedSite[]> {
  let query = db
    .selectFrom('sites as s')
    .leftJoin('site_versions as v', 'v.site_id', 's.id')
    .select(['s.id', 's.warning_days', 's.critical_warning_days', 'v.version'])
    .where('s.is_active', '=', 1);
  if (siteIds) query = query.where('s.id', 'in', siteIds);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, version: String(r.version ?? 0) }));
}

/**
 * Batches in stock within each site's warning days, and within its critical days, summed over the
 * sites. Each site's counts are kept in this process until its version or the day changes, so an
 * admin's view of every site recounts only the sites whose stock changed since it was last asked.
 */
export async function warningTotals(
  db: Kysely<Database>,
  sites: ScopedSite[],
  today: string,
): Promise<Counts> {
  let kept = keptPerDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptPerDatabase.set(db, kept);
  }
  const stale = sites.filter((s) => {
    const k = kept.get(s.id);
    return !k || k.version !== s.version || k.today !== today;
  });
  if (stale.length > 0) {
    const counted = await countSites(db, stale, today);
    for (const s of stale)
      kept.set(s.id, {
        ...(counted.get(s.id) ?? { total: 0, critical: 0 }),
        version: s.version,
        today,
      });
  }
  let total = 0;
  let critical = 0;
  for (const s of sites) {
    const k = kept.get(s.id);
    total += k?.total ?? 0;
    critical += k?.critical ?? 0;
  }
  return { total, critical };
}

/** Index-only counts per site, one statement per distinct setting and chunk of sites. */
async function countSites(db: Kysely<Database>, sites: ScopedSite[], today: string) {
  const bySetting = new Map<string, ScopedSite[]>();
  for (const s of sites) {
    const key = `${s.warning_days}/${s.critical_warning_days}`;
    bySetting.set(key, [...(bySetting.get(key) ?? []), s]);
  }
  const counted = new Map<string, Counts>();
  for (const group of bySetting.values()) {
    const [first] = group;
    if (!first) continue;
    const until = addDays(today, Math.max(first.warning_days, first.critical_warning_days));
    const criticalUntil = addDays(today, first.critical_warning_days);
    for (const part of chunks(group.map((s) => s.id))) {
      const rows = await db
        .selectFrom('inventory_items as i')
        .select((eb) => [
          'i.site_id',
          eb.fn.countAll<number | string | bigint>().as('total'),
          eb.fn
            .sum<number | string | bigint | null>(
              eb.case().when('i.expiry_date', '<=', criticalUntil).then(1).else(0).end(),
            )
            .as('critical'),
        ])
        // A literal (not a bound 0) lets both planners use the partial in-stock indexes.
        .where((eb) => eb('i.quantity', '>', eb.lit(0)))
        .where('i.expiry_date', '<=', until)
        .where('i.site_id', 'in', part)
        .groupBy('i.site_id')
        .execute();
      for (const r of rows)
        counted.set(r.site_id, { total: toCount(r.total), critical: toCount(r.critical) });
    }
  }
  return counted;
}
