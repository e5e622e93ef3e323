import type { Kysely } from 'kysely';
import type { WarningType } from '../../../shared/schemas/warning.ts';
import { addDays, daysBetween, expiryWarningLevel } from '../../../shared/stock-rules.ts';
import type { Database } from '../../db/schema.ts';
import { inScope, type ResolvedScope } from './warning-scope.ts';
import {
  countOverdueTexts,
  expirySeverity,
  expiryTexts,
  lowStockSeverity,
  lowStockTexts,
} from './warning-texts.ts';
import { narcoticStates } from '../narcotics/count-due.ts';
import { stockholmDay } from '../../clock.ts';
import { deviationCauses } from './deviation-causes.ts';
import { openedPackCauses } from './opened-pack-causes.ts';
import { delegationCauses } from './delegation-causes.ts';
import { fridgeNotReadCauses } from './fridge-causes.ts';
import type { Cause } from './cause.ts';

export const expiryOpenKey = (itemId: string) => `expiry:${itemId}`;
export const lowStockOpenKey = (templateId: string) => `low_stock:${templateId}`;
export const countOverdueOpenKey = (templateId: string) => `count_overdue:${templateId}`;

/** The suppression key of a warning a person resolves, or null when its subject is gone. */
export function suppressKeyOf(row: {
  warning_type: string;
  inventory_item_id: string | null;
  medicine_template_id: string | null;
}): string | null {
  if (row.warning_type === 'expiry_warning' || row.warning_type === 'critical_expiry')
    return row.inventory_item_id ? `${row.warning_type}:${row.inventory_item_id}` : null;
  if (row.warning_type === 'low_stock' || row.warning_type === 'count_overdue')
    return row.medicine_template_id ? `${row.warning_type}:${row.medicine_template_id}` : null;
  return null;
}

type ExpiryRow = {
  id: string;
  site_id: string;
  medicine_template_id: string;
  batch_number: string;
  expiry_date: string;
  quantity: number;
  unit_type: string;
  location: string | null;
  name: string;
  strength: string | null;
  warning_days: number;
  critical_warning_days: number;
};

/** The warning a batch in stock within its site's warning days calls for, if any. */
function expiryCause(today: string, row: ExpiryRow): Cause | null {
  const daysLeft = daysBetween(today, row.expiry_date);
  const level = expiryWarningLevel(daysLeft, row);
  if (!level) return null;
  const critical = level === 'critical';
  const type: WarningType = critical ? 'critical_expiry' : 'expiry_warning';
  const texts = expiryTexts(
    {
      name: row.name,
      strength: row.strength,
      batch: row.batch_number,
      expiryDate: row.expiry_date,
      days: daysLeft,
      quantity: row.quantity,
      unitType: row.unit_type,
      location: row.location,
    },
    critical,
  );
  return {
    openKey: expiryOpenKey(row.id),
    suppressKey: `${type}:${row.id}`,
    type,
    severity: expirySeverity(daysLeft, critical),
    siteId: row.site_id,
    itemId: row.id,
    templateId: row.medicine_template_id,
    ...texts,
  };
}

type LowStockRow = {
  id: string;
  site_id: string;
  name: string;
  strength: string | null;
  minimum_stock_level: number;
  total: number;
};

function lowStockCause(row: LowStockRow): Cause {
  return {
    openKey: lowStockOpenKey(row.id),
    suppressKey: `low_stock:${row.id}`,
    type: 'low_stock',
    severity: lowStockSeverity(row.total),
    siteId: row.site_id,
    itemId: null,
    templateId: row.id,
    ...lowStockTexts({
      name: row.name,
      strength: row.strength,
      total: row.total,
      minimum: row.minimum_stock_level,
    }),
  };
}

/** The distinct warning days of every site, or of the sites a limited scope's batches are at. */
async function warningWindows(db: Kysely<Database>, scope: ResolvedScope) {
  let query = db.selectFrom('sites').select('warning_days').distinct();
  if (!scope.all)
    query = query.where((eb) =>
      eb.or([
        ...(scope.siteIds.length > 0 ? [eb('id', 'in', scope.siteIds)] : []),
        ...(scope.templateIds.length > 0
          ? [
              eb(
                'id',
                'in',
                eb
                  .selectFrom('inventory_items')
                  .select('site_id')
                  .where('medicine_template_id', 'in', scope.templateIds),
              ),
            ]
          : []),
      ]),
    );
  const windows = await query.execute();
  return windows.map((w) => w.warning_days);
}

/** Batches in stock within their site's warning days, in one query for any number of sites. */
async function expiryCauses(db: Kysely<Database>, today: string, scope: ResolvedScope) {
  const days = await warningWindows(db, scope);
  if (days.length === 0) return [];
  let query = db
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .innerJoin('sites as s', 's.id', 'i.site_id')
    .select([
      'i.id',
      'i.site_id',
      'i.medicine_template_id',
      'i.batch_number',
      'i.expiry_date',
      'i.quantity',
      'i.unit_type',
      'i.location',
      't.name',
      't.strength',
      's.warning_days',
      's.critical_warning_days',
    ])
    .where('i.quantity', '>', 0)
    // The widest window first, so the (site_id, expiry_date) index narrows the rows.
    .where('i.expiry_date', '<=', addDays(today, Math.max(...days)))
    .where((eb) =>
      eb.or(
        days.map((d) =>
          eb.and([eb('s.warning_days', '=', d), eb('i.expiry_date', '<=', addDays(today, d))]),
        ),
      ),
    );
  if (!scope.all) query = query.where(inScope(scope, 'i.site_id', 'i.medicine_template_id'));
  const rows = await query.execute();
  return rows.flatMap((row) => expiryCause(today, row) ?? []);
}

/** Active medicines with a minimum whose batches together are at or below it. */
async function lowStockCauses(db: Kysely<Database>, scope: ResolvedScope) {
  let query = db
    .selectFrom('medicine_templates as t')
    .leftJoin('inventory_items as i', 'i.medicine_template_id', 't.id')
    .select(['t.id', 't.site_id', 't.name', 't.strength', 't.minimum_stock_level'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum('i.quantity'), eb.lit(0)).as('total'))
    .where('t.minimum_stock_level', '>', 0)
    .where('t.is_active', '=', 1)
    .groupBy(['t.id', 't.site_id', 't.name', 't.strength', 't.minimum_stock_level'])
    .having((eb) =>
      eb(
        eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)),
        '<=',
        eb.ref('t.minimum_stock_level'),
      ),
    );
  if (!scope.all) query = query.where(inScope(scope, 't.site_id', 't.id'));
  const rows = await query.execute();
  return rows.map((row) => lowStockCause({ ...row, total: Number(row.total) }));
}

/**
 * The expiry and low-stock causes of some medicines (a stock move's): the medicines with their
 * batches in stock in one read, each batch held to its own site's warning days here. A batch
 * with nothing left adds nothing to a total, so the totals are those of all the batches.
 */
async function medicineCauses(db: Kysely<Database>, today: string, templateIds: string[]) {
  const rows = await db
    .selectFrom('medicine_templates as t')
    .leftJoin('inventory_items as i', (join) =>
      join.onRef('i.medicine_template_id', '=', 't.id').on('i.quantity', '>', 0),
    )
    .leftJoin('sites as s', 's.id', 'i.site_id')
    .select([
      't.id as medicine_template_id',
      't.site_id as template_site_id',
      't.name',
      't.strength',
      't.minimum_stock_level',
      't.is_active',
      'i.id',
      'i.site_id',
      'i.batch_number',
      'i.expiry_date',
      'i.quantity',
      'i.unit_type',
      'i.location',
      's.warning_days',
      's.critical_warning_days',
    ])
    .where('t.id', 'in', templateIds)
    .execute();
  const expiry: Cause[] = [];
  const templates = new Map<string, LowStockRow & { is_active: number }>();
  const windowEnds = new Map<number, string>();
  for (const row of rows) {
    const template = templates.get(row.medicine_template_id) ?? {
      id: row.medicine_template_id,
      site_id: row.template_site_id,
      name: row.name,
      strength: row.strength,
      minimum_stock_level: row.minimum_stock_level,
      is_active: row.is_active,
      total: 0,
    };
    templates.set(template.id, template);
    const { id, site_id, batch_number, expiry_date, quantity, unit_type } = row;
    const { warning_days, critical_warning_days } = row;
    if (
      id === null ||
      site_id === null ||
      batch_number === null ||
      expiry_date === null ||
      quantity === null ||
      unit_type === null ||
      warning_days === null ||
      critical_warning_days === null
    )
      continue;
    template.total += quantity;
    const windowEnd = windowEnds.get(warning_days) ?? addDays(today, warning_days);
    windowEnds.set(warning_days, windowEnd);
    if (expiry_date > windowEnd) continue;
    const batch = { ...row, id, site_id, batch_number, expiry_date, quantity, unit_type };
    const cause = expiryCause(today, { ...batch, warning_days, critical_warning_days });
    if (cause) expiry.push(cause);
  }
  const lowStock = [...templates.values()]
    .filter((t) => t.minimum_stock_level > 0 && t.is_active === 1)
    .filter((t) => t.total <= t.minimum_stock_level)
    .map(lowStockCause);
  return { expiry, lowStock };
}

/** Narcotics with stock not counted within their site's count days. */
async function countOverdueCauses(db: Kysely<Database>, today: string, scope: ResolvedScope) {
  if (!scope.all && !scope.narcotics) return [];
  const states = await narcoticStates(db, today, scope);
  return states
    .filter((s) => s.count_overdue && s.is_active)
    .map((s): Cause => ({
      openKey: countOverdueOpenKey(s.id),
      suppressKey: `count_overdue:${s.id}`,
      type: 'count_overdue',
      severity: 'high',
      siteId: s.site_id,
      itemId: null,
      templateId: s.id,
      ...countOverdueTexts({
        name: s.name,
        strength: s.strength,
        lastCountAt: s.last_count_at ? stockholmDay(new Date(s.last_count_at)) : null,
        countDue: s.count_due,
      }),
    }));
}

/** Every cause for a warning in the scope, as of `today`. */
export async function currentCauses(
  db: Kysely<Database>,
  today: string,
  scope: ResolvedScope,
  now: Date,
): Promise<Cause[]> {
  const { expiry, lowStock } =
    !scope.all && scope.siteIds.length === 0
      ? await medicineCauses(db, today, scope.templateIds)
      : { expiry: await expiryCauses(db, today, scope), lowStock: await lowStockCauses(db, scope) };
  return [
    ...expiry,
    ...lowStock,
    ...(await countOverdueCauses(db, today, scope)),
    ...(await deviationCauses(db, scope)),
    ...(await openedPackCauses(db, today, scope)),
    ...(await delegationCauses(db, today, scope)),
    ...(await fridgeNotReadCauses(db, today, now, scope)),
  ];
}
