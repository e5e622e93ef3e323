import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';
import { audit } from '../audit/audit-service.ts';
import { raiseClassOneAlert } from './follow-up-alerts.ts';
import { followUpDeadline } from './follow-up-deadline.ts';
import { followUpQuery, selectFollowUp, toFollowUps } from './follow-up-records.ts';

const NOT_FOUND = 'Uppföljningen av indragningen hittades inte för enheten.';
const MANAGERS_ONLY = 'Bara enhetschefen kan öppna kontrollen igen.';
const NOT_REOPENABLE =
  "Bara Medvakts svar 'Ej i lager enligt Medvakt' kan öppnas igen. Rätta enhetens egen " +
  'bekräftelse i stället.';

/**
 * A unit manager reopens the check Medvakt answered for the unit ('Ej i lager enligt Medvakt'),
 * for packs the ledger never knew of: the check is open again, due as if the notice came now.
 * Medvakt's answer stays in the history; of two reopenings at once one wins, the other is 409.
 */
export async function reopenFollowUp(
  ctx: ServiceContext,
  noticeId: string,
  siteId: string,
): Promise<RecallFollowUp> {
  if (ctx.actor.role === 'user') throw forbidden(MANAGERS_ONLY);
  if (!canSeeSite(ctx.actor, siteId)) throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
  const found = await selectFollowUp(
    followUpQuery(ctx.db).where('f.notice_id', '=', noticeId).where('f.site_id', '=', siteId),
  ).executeTakeFirst();
  if (!found) throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
  if (found.status !== 'confirmed' || found.outcome !== 'not_in_stock')
    throw conflict(NOT_REOPENABLE, 'FOLLOW_UP_NOT_REOPENABLE');

  return ctx.db.transaction().execute(async (trx) => {
    const { dueDate, deadlineAt } = followUpDeadline(ctx.clock.now(), found.recall_class);
    const claimed = await trx
      .updateTable('recall_follow_ups')
      .set({
        status: 'open',
        confirmation_id: null,
        due_date: dueDate,
        deadline_at: deadlineAt,
        overdue_alerted_at: null,
      })
      .where('id', '=', found.id)
      .where('status', '=', 'confirmed')
      .where('confirmation_id', '=', found.confirmation_id)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw conflict(NOT_REOPENABLE, 'FOLLOW_UP_NOT_REOPENABLE');
    if (found.recall_class === 'I')
      await raiseClassOneAlert(trx, ctx.clock, found, found.product_name, deadlineAt);
    await audit(
      trx,
      { ...ctx, siteId },
      {
        action: 'reopen',
        entity: 'recall_follow_up',
        entity_id: found.id,
        before: { status: 'confirmed', confirmation_id: found.confirmation_id },
        after: { name: found.product_name, status: 'open', due_date: dueDate },
      },
    );
    const stored = await selectFollowUp(
      followUpQuery(trx).where('f.id', '=', found.id),
    ).executeTakeFirstOrThrow();
    const [answer] = await toFollowUps(trx, ctx.actor, [stored], ctx.clock);
    if (!answer) throw notFound(NOT_FOUND, 'FOLLOW_UP_NOT_FOUND');
    return answer;
  });
}
