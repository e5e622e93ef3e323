import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  RecallFollowUp,
  RecallFollowUpConfirmInput,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { Database, RecallFollowUpConfirmationTable } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';
import { audit } from '../audit/audit-service.ts';
import { closeFollowUpAlert, FOLLOW_UP_CLOSED } from './follow-up-alerts.ts';
import { registerAndDisposeFoundPacks, requireFoundMedicine } from './follow-up-found-packs.ts';
import {
  confirmerName,
  followUpQuery,
  mayConfirmAt,
  selectFollowUp,
  toFollowUps,
} from './follow-up-records.ts';

const NOT_FOUND = 'Uppföljningen av indragningen hittades inte för enheten.';
const ALREADY_CONFIRMED =
  'Enheten har redan bekräftat kontrollen. En rättelse ska ange bekräftelsen den rättar.';
const NOT_LATEST = 'Bekräftelsen som rättas är inte den senaste. Läs in listan igen.';
const NOTHING_TO_CORRECT =
  'Enheten har inte bekräftat kontrollen ännu, så det finns inget att rätta.';
const CLOSED = 'Uppföljningen av indragningen är stängd.';
const USERS_MAY_NOT = 'Bara enhetschefen kan bekräfta kontrollen på den här enheten.';

async function loadFollowUp(db: Kysely<Database>, noticeId: string, siteId: string) {
  return db
    .selectFrom('recall_follow_ups as f')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .innerJoin('recall_notices as n', 'n.id', 'f.notice_id')
    .select([
      'f.id',
      'f.site_id',
      'f.status',
      'f.confirmation_id',
      's.recall_users_may_confirm',
      'n.product_name',
    ])
    .where('f.notice_id', '=', noticeId)
    .where('f.site_id', '=', siteId)
    .executeTakeFirst();
}

type LoadedFollowUp = NonNullable<Awaited<ReturnType<typeof loadFollowUp>>>;

function requireMayConfirm(ctx: ServiceContext, followUp: LoadedFollowUp): void {
  if (!mayConfirmAt(ctx.actor, followUp)) throw forbidden(USERS_MAY_NOT);
}

/** Whether this confirmation may stand now; the same rules guard the write itself. */
function requireConfirmable(followUp: LoadedFollowUp, corrects: string | null): void {
  if (followUp.status === 'closed') throw conflict(CLOSED, 'FOLLOW_UP_CLOSED');
  if (followUp.status === 'open' && corrects) throw conflict(NOTHING_TO_CORRECT, 'FOLLOW_UP_OPEN');
  if (followUp.status === 'confirmed' && !corrects)
    throw conflict(ALREADY_CONFIRMED, 'FOLLOW_UP_ALREADY_CONFIRMED');
  if (corrects && followUp.confirmation_id !== corrects)
    throw conflict(NOT_LATEST, 'FOLLOW_UP_NOT_LATEST');
}

/**
 * The unit confirms it has checked its shelves for the recall, or corrects its confirmation (a new
 * row naming the one it corrects; nothing is edited). The write only lands on the follow-up as it
 * was read, so of two confirmations at once one wins and the other answers 409.
 */
export async function confirmFollowUp(
  ctx: ServiceContext,
  noticeId: string,
  siteId: string,
  input: RecallFollowUpConfirmInput,
): Promise<RecallFollowUp> {
  if (!canSeeSite(ctx.actor, siteId)) {
    // As on every route a user may not use: refused before any record is looked for.
    if (ctx.actor.role === 'user') throw forbidden(USERS_MAY_NOT);
    throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
  }
  const followUp = await loadFollowUp(ctx.db, noticeId, siteId);
  if (!followUp) throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
  requireMayConfirm(ctx, followUp);
  const corrects = input.corrects ?? null;
  requireConfirmable(followUp, corrects);
  await requireFoundMedicine(ctx, siteId, input.register_and_dispose);

  return ctx.db.transaction().execute(async (trx) => {
    const found = input.outcome === 'found_and_handled';
    const row: RecallFollowUpConfirmationTable = {
      id: randomUUID(),
      follow_up_id: followUp.id,
      outcome: input.outcome,
      quantity_found: found ? (input.quantity_found ?? null) : 0,
      action: found ? input.action : null,
      note: input.note,
      corrects_id: corrects,
      kassation_id: null,
      confirmed_by: ctx.actor.id,
      confirmed_by_name: confirmerName(ctx.actor),
      confirmed_at: iso(ctx.clock.now()),
    };
    const claim = trx
      .updateTable('recall_follow_ups')
      .set({ status: 'confirmed', confirmation_id: row.id })
      .where('id', '=', followUp.id);
    const claimed = await (
      corrects
        ? claim.where('status', '=', 'confirmed').where('confirmation_id', '=', corrects)
        : claim.where('status', '=', 'open')
    ).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw corrects
        ? conflict(NOT_LATEST, 'FOLLOW_UP_NOT_LATEST')
        : conflict(ALREADY_CONFIRMED, 'FOLLOW_UP_ALREADY_CONFIRMED');
    if (found && input.register_and_dispose)
      row.kassation_id = await registerAndDisposeFoundPacks(
        trx,
        ctx,
        followUp,
        input.register_and_dispose,
      );
    await trx.insertInto('recall_follow_up_confirmations').values(row).execute();
    await closeFollowUpAlert(trx, ctx.clock, followUp, FOLLOW_UP_CLOSED.confirmed);
    await audit(
      trx,
      { ...ctx, siteId },
      {
        action: corrects ? 'correct' : 'confirm',
        entity: 'recall_follow_up',
        entity_id: followUp.id,
        before: corrects ? { confirmation_id: corrects } : { status: 'open' },
        after: {
          name: followUp.product_name,
          confirmation_id: row.id,
          outcome: row.outcome,
          quantity_found: row.quantity_found,
          action: row.action,
          note: row.note,
          corrects_id: corrects,
          kassation_id: row.kassation_id,
          confirmed_by: actorLabel(ctx.actor),
        },
      },
    );
    const stored = await selectFollowUp(
      followUpQuery(trx).where('f.id', '=', followUp.id),
    ).executeTakeFirstOrThrow();
    const [answer] = await toFollowUps(trx, ctx.actor, [stored], ctx.clock);
    if (!answer) throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
    return answer;
  });
}
