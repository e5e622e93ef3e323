import type { Kysely } from 'kysely';
import type { WarningSeverity, WarningType } from '../../../shared/schemas/warning.ts';
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

/** A reason for a warning that exists right now. */
export type Cause = {
  /** One open warning per subject: 'expiry:<itemId>' or 'low_stock:<templateId>'. */
  openKey: string;
  /** What a person's resolution silences: the type and the subject. */
  suppressKey: string;
  type: WarningType;
  severity: WarningSeverity;
  siteId: string;
  itemId: string | null;
  templateId: string | null;
  title: string;
  description: string;
};

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

/** Batches in stock within their site's warning days, in one query for any number of sites. */
async function expiryCauses(db: Kysely<Database>, today: string, scope: ResolvedScope) {
  const windows = await db.selectFrom('sites').select('warning_days').distinct().execute();
  if (windows.length === 0) return [];
  const days = windows.map((w) => w.warning_days);
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
  const causes: Cause[] = [];
  for (const row of rows) {
    const daysLeft = daysBetween(today, row.expiry_date);
    const level = expiryWarningLevel(daysLeft, row);
    if (!level) continue;
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
    causes.push({
      openKey: expiryOpenKey(row.id),
      suppressKey: `${type}:${row.id}`,
      type,
      severity: expirySeverity(daysLeft, critical),
      siteId: row.site_id,
      itemId: row.id,
      templateId: row.medicine_template_id,
      ...texts,
    });
  }
  return causes;
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
  return rows.map((row): Cause => {
    const total = Number(row.total);
    return {
      openKey: lowStockOpenKey(row.id),
      suppressKey: `low_stock:${row.id}`,
      type: 'low_stock',
      severity: lowStockSeverity(total),
      siteId: row.site_id,
      itemId: null,
      templateId: row.id,
      ...lowStockTexts({
        name: row.name,
        strength: row.strength,
        total,
        minimum: row.minimum_stock_level,
      }),
    };
  });
}

/** Narcotics with stock not counted within their site's count days. */
async function countOverdueCauses(db: Kysely<Database>, today: string, scope: ResolvedScope) {
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
        balance: s.balance,
        unit: s.unit,
      }),
    }));
}

/** Every cause for a warning in the scope, as of `today`. */
export async function currentCauses(
  db: Kysely<Database>,
  today: string,
  scope: ResolvedScope,
): Promise<Cause[]> {
  return [
    ...(await expiryCauses(db, today, scope)),
    ...(await lowStockCauses(db, scope)),
    ...(await countOverdueCauses(db, today, scope)),
  ];
}
