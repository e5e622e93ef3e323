import type {
  CloseDeviationInput,
  Deviation,
  DeviationDetail,
  DeviationNoteInput,
  DeviationQuery,
} from '../../../shared/schemas/deviations.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { Db, DeviationTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { workingSite } from '../sites/site-scope.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';

const NOT_FOUND = 'Avvikelsen hittades inte.';
const ALREADY_CLOSED = 'Avvikelsen är redan avslutad. Ingenting ändrades.';

type Row = DeviationTable & { site_name: string };

/** Unit managers of the unit and admins follow deviations up; care staff do not. */
export const manage = (ctx: ServiceContext) => requireRole(ctx.actor, 'admin', 'site_admin');

export const asDeviation = (row: Row): Deviation => ({
  id: row.id,
  site_id: row.site_id,
  site_name: row.site_name,
  kind: row.kind,
  medicine_template_id: row.medicine_template_id,
  medicine_name: row.medicine_name,
  title: row.title,
  description: row.description,
  opened_by: personName(row.opened_by_label),
  opened_at: row.opened_at,
  status: row.status,
  closed_by: row.closed_by_label ? personName(row.closed_by_label) : null,
  closed_at: row.closed_at,
  conclusion: row.conclusion,
});

export const deviationRows = (db: Db) =>
  db
    .selectFrom('deviations as d')
    .innerJoin('sites as s', 's.id', 'd.site_id')
    .selectAll('d')
    .select('s.name as site_name');

/** The unit's deviations, open ones by default, the newest first. */
export async function listDeviations(
  ctx: ServiceContext,
  query: DeviationQuery,
): Promise<Deviation[]> {
  manage(ctx);
  const siteId = await workingSite(ctx, query.site_id);
  let rows = deviationRows(ctx.db).where('d.site_id', '=', siteId);
  if (query.status !== 'all') rows = rows.where('d.status', '=', query.status);
  const found = await rows.orderBy('d.opened_at', 'desc').orderBy('d.id').execute();
  return found.map(asDeviation);
}

async function visibleDeviation(ctx: ServiceContext, db: Db, id: string): Promise<Row> {
  manage(ctx);
  const row = await deviationRows(db).where('d.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(NOT_FOUND, 'DEVIATION_NOT_FOUND');
  return row;
}

async function withNotes(db: Db, row: Row): Promise<DeviationDetail> {
  const notes = await db
    .selectFrom('deviation_notes')
    .select(['id', 'text', 'author_label', 'created_at'])
    .where('deviation_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...asDeviation(row),
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      author_name: personName(n.author_label),
      created_at: n.created_at,
    })),
  };
}

export async function getDeviation(ctx: ServiceContext, id: string): Promise<DeviationDetail> {
  return withNotes(ctx.db, await visibleDeviation(ctx, ctx.db, id));
}

/** A note on an open deviation: what was found out or done. Notes are never changed. */
export async function addDeviationNote(
  ctx: ServiceContext,
  id: string,
  input: DeviationNoteInput,
): Promise<DeviationDetail> {
  const row = await visibleDeviation(ctx, ctx.db, id);
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('deviations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (current.status !== 'open') throw conflict(ALREADY_CLOSED, 'DEVIATION_CLOSED');
    await trx
      .insertInto('deviation_notes')
      .values({
        deviation_id: id,
        text: input.text,
        author_user_id: ctx.actor.id,
        author_label: actorLabel(ctx.actor),
        created_at: iso(ctx.clock.now()),
      })
      .execute();
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      { action: 'deviation_note', entity: 'deviation', entity_id: id, after: { text: input.text } },
    );
    return withNotes(trx, row);
  });
}

/**
 * Closes an open deviation with its conclusion, once: of two closing at once one wins and the
 * other is told it is already closed. The warning on the unit's panel goes with it.
 */
export async function closeDeviation(
  ctx: ServiceContext,
  id: string,
  input: CloseDeviationInput,
): Promise<DeviationDetail> {
  const row = await visibleDeviation(ctx, ctx.db, id);
  const now = iso(ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('deviations')
      .set({
        status: 'closed',
        closed_by_user_id: ctx.actor.id,
        closed_by_label: actorLabel(ctx.actor),
        closed_at: now,
        conclusion: input.conclusion,
      })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw conflict(ALREADY_CLOSED, 'DEVIATION_CLOSED');
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: 'deviation_closed',
        entity: 'deviation',
        entity_id: id,
        before: { status: 'open' },
        after: { status: 'closed', conclusion: input.conclusion },
      },
    );
    await refreshWarnings(
      trx,
      ctx.clock,
      row.medicine_template_id
        ? { templateIds: [row.medicine_template_id] }
        : { siteIds: [row.site_id] },
    );
    const after = await deviationRows(trx).where('d.id', '=', id).executeTakeFirstOrThrow();
    return withNotes(trx, after);
  });
}
