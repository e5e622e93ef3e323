import type { Kysely } from 'kysely';
import type { WarningBulkResult, WarningWithHistory } from '../../../shared/schemas/warning.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { refreshWarnings } from './refresh-warnings.ts';
import { suppressKeyOf } from './warning-causes.ts';
import { warningQuery, type WarningRow } from './warning-records.ts';
import { getWarningWithHistory, WARNING_NOT_FOUND } from './warning-service.ts';
import { insertHistory } from './warning-writes.ts';

const ALREADY_RESOLVED = 'Varningen är redan åtgärdad.';
const ALREADY_ACKNOWLEDGED = 'Varningen är redan kvitterad.';
const CHANGED = 'Varningen har just ändrats av någon annan. Ladda om och försök igen.';

const actorFullName = (ctx: ServiceContext) => `${ctx.actor.first_name} ${ctx.actor.last_name}`;

/** The warnings to change, all on sites the caller sees; one missing fails the whole call. */
async function warningsToChange(trx: Kysely<Database>, ctx: ServiceContext, ids: string[]) {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const rows = await warningQuery(trx).where('w.id', 'in', ids).execute();
  const visible = rows.filter((row) => canSeeSite(ctx.actor, row.site_id));
  if (visible.length !== ids.length) {
    const detail =
      ids.length === 1
        ? WARNING_NOT_FOUND
        : `${ids.length - visible.length} av de valda varningarna hittades inte.`;
    throw notFound(detail, 'WARNING_NOT_FOUND');
  }
  const resolved = visible.filter((row) => row.is_resolved === 1).length;
  if (resolved > 0) {
    const detail =
      ids.length === 1
        ? ALREADY_RESOLVED
        : `${resolved} av de valda varningarna är redan åtgärdade. Inget har ändrats.`;
    throw conflict(detail, 'WARNING_ALREADY_RESOLVED');
  }
  return visible;
}

async function acknowledgeRows(trx: Kysely<Database>, ctx: ServiceContext, rows: WarningRow[]) {
  const now = iso(ctx.clock.now());
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  const done = await trx
    .updateTable('warnings')
    .set({
      is_acknowledged: 1,
      acknowledged_by: ctx.actor.id,
      acknowledged_at: now,
      updated_at: now,
    })
    .where('id', 'in', ids)
    .where('is_resolved', '=', 0)
    .where('is_acknowledged', '=', 0)
    .returning('id')
    .execute();
  if (done.length !== ids.length) throw conflict(CHANGED, 'WARNING_CHANGED');
  await insertHistory(
    trx,
    ids.map((id) => ({
      warningId: id,
      action: 'acknowledged',
      at: now,
      actorId: ctx.actor.id,
      actorName: actorFullName(ctx),
      details: null,
    })),
  );
  for (const row of rows) {
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: 'acknowledge',
        entity: 'warning',
        entity_id: row.id,
        before: { title: row.title, is_acknowledged: false },
        after: { title: row.title, is_acknowledged: true, acknowledged_at: now },
      },
    );
  }
  return ids.length;
}

/** A person's resolution also silences the cause until it has gone away (see refreshWarnings). */
async function resolveRows(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  rows: WarningRow[],
  notes: string | null,
) {
  const now = iso(ctx.clock.now());
  if (rows.some((row) => row.warning_type === 'deviation'))
    throw conflict(
      'En avvikelse tas bort från panelen när den avslutas med en slutsats under Avvikelser.',
      'DEVIATION_OPEN',
    );
  if (rows.some((row) => row.warning_type === 'fridge_not_read'))
    throw conflict(
      'Kylskåpets varning tas bort från panelen när temperaturen läses av och signeras under Temperaturer.',
      'FRIDGE_NOT_READ',
    );
  if (rows.some((row) => row.warning_type === 'delegation_ending'))
    throw conflict(
      'En delegering som går ut tas bort från panelen när den förnyas eller återkallas under Delegeringar.',
      'DELEGATION_ENDING',
    );
  if (rows.some((row) => row.warning_type === 'opened_pack_expiry'))
    throw conflict(
      'En bruten förpackning tas bort från panelen när den markeras som förbrukad eller kasseras under Öppnade förpackningar.',
      'OPENED_PACK_OPEN',
    );
  for (const row of rows) {
    const suppressKey = suppressKeyOf(row);
    if (suppressKey)
      await trx
        .updateTable('warnings')
        .set({ suppress_key: null })
        .where('suppress_key', '=', suppressKey)
        .execute();
    const done = await trx
      .updateTable('warnings')
      .set({
        is_resolved: 1,
        open_key: null,
        suppress_key: suppressKey,
        resolved_by: ctx.actor.id,
        resolved_at: now,
        resolution_notes: notes,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('is_resolved', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(CHANGED, 'WARNING_CHANGED');
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: 'resolve',
        entity: 'warning',
        entity_id: row.id,
        before: { title: row.title, is_resolved: false },
        after: { title: row.title, is_resolved: true, resolved_at: now, resolution_notes: notes },
      },
    );
  }
  await insertHistory(
    trx,
    rows.map((row) => ({
      warningId: row.id,
      action: 'resolved',
      at: now,
      actorId: ctx.actor.id,
      actorName: actorFullName(ctx),
      details: notes,
    })),
  );
  const templateIds = [...new Set(rows.flatMap((r) => r.medicine_template_id ?? []))];
  if (templateIds.length > 0) await refreshWarnings(trx, ctx.clock, { templateIds });
  return rows.length;
}

export async function acknowledgeWarning(
  ctx: ServiceContext,
  id: string,
): Promise<WarningWithHistory> {
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await warningsToChange(trx, ctx, [id]);
    if (rows.some((r) => r.is_acknowledged === 1))
      throw conflict(ALREADY_ACKNOWLEDGED, 'WARNING_ALREADY_ACKNOWLEDGED');
    await acknowledgeRows(trx, ctx, rows);
  });
  return getWarningWithHistory(ctx, id);
}

export async function resolveWarning(
  ctx: ServiceContext,
  id: string,
  notes: string | null,
): Promise<WarningWithHistory> {
  await ctx.db.transaction().execute(async (trx) => {
    await resolveRows(trx, ctx, await warningsToChange(trx, ctx, [id]), notes);
  });
  return getWarningWithHistory(ctx, id);
}

/** All or nothing; warnings already acknowledged stay as they are. */
export async function bulkAcknowledge(
  ctx: ServiceContext,
  ids: string[],
): Promise<WarningBulkResult> {
  const count = await ctx.db.transaction().execute(async (trx) => {
    const rows = await warningsToChange(trx, ctx, ids);
    return acknowledgeRows(
      trx,
      ctx,
      rows.filter((r) => r.is_acknowledged === 0),
    );
  });
  return { count };
}

/** All or nothing: one resolved or foreign warning among the ids changes none of them. */
export async function bulkResolve(
  ctx: ServiceContext,
  ids: string[],
  notes: string | null,
): Promise<WarningBulkResult> {
  const count = await ctx.db
    .transaction()
    .execute(async (trx) => resolveRows(trx, ctx, await warningsToChange(trx, ctx, ids), notes));
  return { count };
}
