import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import type { Cause } from './cause.ts';
import { currentCauses } from './warning-causes.ts';
import { inScope, resolveScope, type ResolvedScope, type WarningScope } from './warning-scope.ts';
import { resolvedBecause, type Reason } from './warning-texts.ts';
import { chunks } from '../../db/chunks.ts';
import { stockholmDayEnd, stockholmDayStart } from '../../clock.ts';
import { fridgeNotReadSubject } from './fridge-causes.ts';
import {
  clearSuppression,
  insertWarnings,
  resolveBySystem,
  messageJson,
  updateTexts,
  type TextChange,
} from './warning-writes.ts';

export type { WarningScope } from './warning-scope.ts';
export type RefreshSummary = { created: number; resolved: number; updated: number };

type OpenWarning = {
  id: string;
  open_key: string | null;
  warning_type: string;
  severity: string;
  title: string;
  description: string;
  title_message: string | null;
  description_message: string | null;
  inventory_item_id: string | null;
  medicine_template_id: string | null;
};

type Suppressed = { id: string; suppress_key: string | null };

/** The scope's open warnings (system alerts aside) and its suppressed ones, in one read. */
async function openAndSuppressed(db: Kysely<Database>, scope: ResolvedScope) {
  let query = db
    .selectFrom('warnings')
    .select([
      'id',
      'open_key',
      'suppress_key',
      'warning_type',
      'severity',
      'title',
      'description',
      'title_message',
      'description_message',
      'inventory_item_id',
      'medicine_template_id',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('open_key', 'is not', null), eb('warning_type', '!=', 'system_alert')]),
        eb('suppress_key', 'is not', null),
      ]),
    );
  if (!scope.all) query = query.where(inScope(scope, 'site_id', 'medicine_template_id'));
  const rows = await query.execute();
  const open: OpenWarning[] = [];
  const suppressed: Suppressed[] = [];
  for (const { suppress_key, ...warning } of rows) {
    if (warning.open_key !== null && warning.warning_type !== 'system_alert') open.push(warning);
    if (suppress_key !== null) suppressed.push({ id: warning.id, suppress_key });
  }
  return { open, suppressed };
}

/** Why an expiry warning's cause is gone: the batch's state now. */
async function expiryReasons(db: Kysely<Database>, stale: OpenWarning[]) {
  const ids = stale.flatMap((w) => (w.inventory_item_id ? [w.inventory_item_id] : []));
  const items = new Map<string, number>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('inventory_items')
      .select(['id', 'quantity'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) items.set(row.id, row.quantity);
  }
  return (w: OpenWarning) => {
    const quantity = w.inventory_item_id ? items.get(w.inventory_item_id) : undefined;
    if (quantity === undefined) return resolvedBecause('batchGone');
    if (quantity <= 0) return resolvedBecause('batchEmpty');
    return resolvedBecause('expiryOutsideWindow');
  };
}

/** Why a low-stock warning's cause is gone: the medicine's state now. */
async function lowStockReasons(db: Kysely<Database>, stale: OpenWarning[]) {
  const ids = stale.flatMap((w) => (w.medicine_template_id ? [w.medicine_template_id] : []));
  const templates = new Map<string, { is_active: number; minimum_stock_level: number }>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('medicine_templates')
      .select(['id', 'is_active', 'minimum_stock_level'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) templates.set(row.id, row);
  }
  return (w: OpenWarning) => {
    const template = w.medicine_template_id ? templates.get(w.medicine_template_id) : undefined;
    if (!template) return resolvedBecause('medicineGone');
    if (template.is_active !== 1) return resolvedBecause('medicineInactive');
    if (template.minimum_stock_level <= 0) return resolvedBecause('minimumNotTracked');
    return resolvedBecause('restocked');
  };
}

/** Why a not-read warning's cause is gone: the place was read that day, or the day is over. */
async function fridgeReasons(db: Kysely<Database>, stale: OpenWarning[], today: string) {
  const read = new Set<string>();
  for (const w of stale) {
    const subject = fridgeNotReadSubject(w.open_key ?? '');
    if (!subject) continue;
    const reading = await db
      .selectFrom('temperature_readings')
      .select('id')
      .where('place_id', '=', subject.placeId)
      .where('source', '=', 'manual')
      .where('read_at', '>=', stockholmDayStart(subject.day))
      .where('read_at', '<', stockholmDayEnd(subject.day))
      .limit(1)
      .executeTakeFirst();
    if (reading) read.add(w.id);
  }
  return (w: OpenWarning) => {
    if (read.has(w.id)) return resolvedBecause('fridgeRead');
    const subject = fridgeNotReadSubject(w.open_key ?? '');
    if (subject && subject.day < today) return resolvedBecause('fridgeDayOver');
    return resolvedBecause('fridgeNotDaily');
  };
}

function crossingReason(from: string): Reason {
  return resolvedBecause(from === 'expiry_warning' ? 'becameCritical' : 'noLongerCritical');
}

/**
 * Makes the open warnings match the causes that exist now, within the scope (none = all sites):
 * raises what is missing, closes what has no cause, updates texts, and lets a person's resolution
 * stand until its cause has gone away. Running it twice changes nothing the second time.
 */
export async function refreshWarnings(
  db: Kysely<Database>,
  clock: Clock,
  scope?: WarningScope,
): Promise<RefreshSummary> {
  const resolved = await resolveScope(db, scope);
  if (!resolved) return { created: 0, resolved: 0, updated: 0 };
  const now = iso(clock.now());
  const causes = new Map<string, Cause>();
  for (const cause of await currentCauses(db, clock.today(), resolved, clock.now()))
    causes.set(cause.openKey, cause);
  const { open, suppressed } = await openAndSuppressed(db, resolved);

  const stale: OpenWarning[] = [];
  const crossed: { id: string; reason: Reason }[] = [];
  const changed: TextChange[] = [];
  const covered = new Set<string>();
  for (const warning of open) {
    const cause = warning.open_key ? causes.get(warning.open_key) : undefined;
    if (!cause) {
      stale.push(warning);
      continue;
    }
    if (cause.type !== warning.warning_type) {
      crossed.push({ id: warning.id, reason: crossingReason(warning.warning_type) });
      continue;
    }
    covered.add(cause.openKey);
    const { title, description, severity } = cause;
    const title_message = messageJson(cause.titleMessage);
    const description_message = messageJson(cause.descriptionMessage);
    // A warning from before messages were kept gets its messages here.
    if (
      title !== warning.title ||
      description !== warning.description ||
      severity !== warning.severity ||
      title_message !== warning.title_message ||
      description_message !== warning.description_message
    )
      changed.push({
        id: warning.id,
        title,
        description,
        severity,
        title_message,
        description_message,
      });
  }

  const expiryReason = await expiryReasons(
    db,
    stale.filter(
      (w) => w.warning_type === 'expiry_warning' || w.warning_type === 'critical_expiry',
    ),
  );
  const lowStockReason = await lowStockReasons(
    db,
    stale.filter((w) => w.warning_type === 'low_stock'),
  );
  const fridgeReason = await fridgeReasons(
    db,
    stale.filter((w) => w.warning_type === 'fridge_not_read'),
    clock.today(),
  );
  const staleReason = (w: OpenWarning) => {
    if (w.warning_type === 'fridge_not_read') return fridgeReason(w);
    if (w.warning_type === 'low_stock') return lowStockReason(w);
    if (w.warning_type === 'count_overdue') return resolvedBecause('countDone');
    if (w.warning_type === 'deviation') return resolvedBecause('deviationClosed');
    if (w.warning_type === 'opened_pack_expiry') return resolvedBecause('openedPackEnded');
    if (w.warning_type === 'delegation_ending') return resolvedBecause('delegationRenewed');
    return expiryReason(w);
  };
  const closing = [...stale.map((w) => ({ id: w.id, reason: staleReason(w) })), ...crossed];

  const silenced = new Set(suppressed.map((s) => s.suppress_key));
  const liveSuppressKeys = new Set([...causes.values()].map((c) => c.suppressKey));
  const missing = [...causes.values()].filter(
    (c) => !covered.has(c.openKey) && !silenced.has(c.suppressKey),
  );
  const lifted = suppressed.filter((s) => !liveSuppressKeys.has(s.suppress_key ?? ''));

  // Closing first frees the open keys that a crossing batch's new warning takes.
  const resolvedCount = await resolveBySystem(db, now, closing);
  const created = await insertWarnings(db, now, missing);
  const updated = await updateTexts(db, now, changed);
  await clearSuppression(
    db,
    lifted.map((s) => s.id),
  );
  return { created, resolved: resolvedCount, updated };
}
