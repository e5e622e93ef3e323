import { personName } from '../../../shared/schemas/kassation.ts';
import { randomUUID } from 'node:crypto';
import type {
  OfflineEventInput,
  OfflineRefusal,
  OfflineRefusalQuery,
  ResolveOfflineRefusalInput,
} from '../../../shared/schemas/offline.ts';
import type { Db, OfflineRefusalTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext as Ctx } from '../auth/actor.ts';
import { audit, writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { requireRole, requireVisibleSite } from '../auth/permissions.ts';
import {
  openRefusedEventDeviation,
  type DeviationDeps,
} from '../deviations/narcotic-deviations.ts';

/** What the replay knew about a refused event when it refused it. */
export type Refused = {
  siteId: string;
  kiosk: { id: string; name: string };
  actor: AuditActor & { id: string };
  event: OfflineEventInput;
  medicine: { id: string | null; name: string };
  code: string | null;
  reason: string;
  /** A narcotic's event: refused, it is a deviation for the unit manager as well. */
  narcotic: boolean;
};

export const refusalByKey = (db: Db, key: string) =>
  db
    .selectFrom('offline_refusals')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * Keeps a refused offline event for the unit manager. The event's key is unique, so a refusal
 * sent twice (or by two processes at once) is kept once; the row already kept is answered.
 */
export async function recordRefusal(db: Db, now: Date, refused: Refused, deps: DeviationDeps) {
  const row: OfflineRefusalTable = {
    id: randomUUID(),
    site_id: refused.siteId,
    kiosk_id: refused.kiosk.id,
    kiosk_name: refused.kiosk.name,
    user_id: refused.actor.id,
    actor_label: refused.actor.label,
    idempotency_key: refused.event.idempotency_key,
    medicine_template_id: refused.medicine.id,
    medicine_name: refused.medicine.name,
    action_type: refused.event.action_type,
    quantity: refused.event.quantity,
    batch_number: refused.event.batch_number ?? null,
    occurred_at: iso(new Date(refused.event.occurred_at)),
    received_at: iso(now),
    error_code: refused.code,
    reason: refused.reason,
    resolved_at: null,
    resolved_by_label: null,
    resolution_note: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('offline_refusals').values(row).execute();
      await writeAudit(trx, now, refused.actor, {
        action: 'offline_refused',
        entity: 'offline_refusal',
        entity_id: row.id,
        site_id: row.site_id,
        after: {
          kiosk: row.kiosk_name,
          medicine: row.medicine_name,
          action_type: row.action_type,
          quantity: row.quantity,
          occurred_at: row.occurred_at,
          reason: row.reason,
        },
      });
      if (refused.narcotic && refused.medicine.id)
        await openRefusedEventDeviation(trx, deps, {
          refusalId: row.id,
          siteId: row.site_id,
          kioskName: row.kiosk_name,
          medicine: { id: refused.medicine.id, name: row.medicine_name },
          action: row.action_type,
          quantity: row.quantity,
          occurredAt: row.occurred_at,
          reason: row.reason,
          actor: refused.actor,
        });
    });
    return { row, replayed: false };
  } catch (error) {
    const kept = isUniqueViolation(error) ? await refusalByKey(db, row.idempotency_key) : undefined;
    if (!kept) throw error;
    return { row: kept, replayed: true };
  }
}

const asRefusal = (row: OfflineRefusalTable): OfflineRefusal => ({
  id: row.id,
  site_id: row.site_id,
  kiosk_name: row.kiosk_name,
  actor_name: personName(row.actor_label),
  medicine_template_id: row.medicine_template_id,
  medicine_name: row.medicine_name,
  action_type: row.action_type === 'add' ? 'add' : 'withdraw',
  quantity: row.quantity,
  batch_number: row.batch_number,
  occurred_at: row.occurred_at,
  received_at: row.received_at,
  reason: row.reason,
  resolved_at: row.resolved_at,
  resolved_by: row.resolved_by_label,
  resolution_note: row.resolution_note,
});

/** Unit managers of the site and admins handle refused events. */
function manage(ctx: Ctx, siteId: string): void {
  requireRole(ctx.actor, 'admin', 'site_admin');
  requireVisibleSite(ctx.actor, siteId);
}

function siteOf(ctx: Ctx, asked: string | undefined): string {
  const siteId = asked ?? ctx.siteId;
  if (!siteId) throw badRequest('Välj en enhet först.', 'SITE_REQUIRED');
  manage(ctx, siteId);
  return siteId;
}

/** 'Behöver åtgärd': the site's refused offline events, oldest first while open. */
export async function listRefusals(
  ctx: Ctx,
  query: OfflineRefusalQuery,
): Promise<OfflineRefusal[]> {
  const siteId = siteOf(ctx, query.site_id);
  let rows = ctx.db.selectFrom('offline_refusals').selectAll().where('site_id', '=', siteId);
  if (query.status === 'open') rows = rows.where('resolved_at', 'is', null);
  if (query.status === 'resolved') rows = rows.where('resolved_at', 'is not', null);
  const found = await rows.orderBy('occurred_at').orderBy('id').execute();
  return found.map(asRefusal);
}

/** The unit manager says what was done about a refused event (booked by hand, paper routine…). */
export async function resolveRefusal(
  ctx: Ctx,
  id: string,
  input: ResolveOfflineRefusalInput,
): Promise<OfflineRefusal> {
  const row = await ctx.db
    .selectFrom('offline_refusals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  requireRole(ctx.actor, 'admin', 'site_admin');
  if (!row || (ctx.actor.role !== 'admin' && !ctx.actor.siteIds.includes(row.site_id)))
    throw notFound('Händelsen hittades inte.', 'OFFLINE_REFUSAL_NOT_FOUND');
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('offline_refusals')
      .set({
        resolved_at: now,
        resolved_by_label: actorLabel(ctx.actor),
        resolution_note: input.note,
      })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!done)
      throw conflict('Händelsen är redan åtgärdad av någon annan.', 'OFFLINE_REFUSAL_RESOLVED');
    await audit(trx, ctx, {
      action: 'offline_refusal_resolved',
      entity: 'offline_refusal',
      entity_id: id,
      site_id: row.site_id,
      after: { note: input.note },
    });
    return asRefusal(done);
  });
}
