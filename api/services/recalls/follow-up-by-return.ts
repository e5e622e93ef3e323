import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { closeFollowUpAlert, FOLLOW_UP_CLOSED } from './follow-up-alerts.ts';
import { confirmerName, mayConfirmAt } from './follow-up-records.ts';

export const RETURNED_ACTION = 'returnerat till leverantör';

/**
 * A return counts as the unit's handling of the recall: when the unit's check is open, nothing
 * the recall holds is left on its shelves and the person may confirm checks there, the return
 * confirms it ('Hittat och åtgärdat', returned, with every pack returned under the notice).
 * Answers whether it confirmed.
 */
export async function confirmByReturn(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  at: { noticeId: string; siteId: string; noteNumber: string },
): Promise<boolean> {
  const followUp = await trx
    .selectFrom('recall_follow_ups as f')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .innerJoin('recall_notices as n', 'n.id', 'f.notice_id')
    .select(['f.id', 'f.site_id', 's.recall_users_may_confirm', 'n.product_name'])
    .where('f.notice_id', '=', at.noticeId)
    .where('f.site_id', '=', at.siteId)
    .where('f.status', '=', 'open')
    .executeTakeFirst();
  if (!followUp || !mayConfirmAt(ctx.actor, followUp)) return false;
  const stillHeld = await trx
    .selectFrom('recall_matches as m')
    .innerJoin('inventory_items as i', 'i.id', 'm.inventory_item_id')
    .select('m.id')
    .where('m.notice_id', '=', at.noticeId)
    .where('m.site_id', '=', at.siteId)
    .where('m.status', '=', 'active')
    .where('i.quantity', '>', 0)
    .executeTakeFirst();
  if (stillHeld) return false;
  const returned = await trx
    .selectFrom('supplier_returns')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('n'))
    .where('notice_id', '=', at.noticeId)
    .where('site_id', '=', at.siteId)
    .executeTakeFirstOrThrow();
  const confirmationId = randomUUID();
  const claimed = await trx
    .updateTable('recall_follow_ups')
    .set({ status: 'confirmed', confirmation_id: confirmationId })
    .where('id', '=', followUp.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const row = {
    id: confirmationId,
    follow_up_id: followUp.id,
    outcome: 'found_and_handled',
    quantity_found: Number(returned.n ?? 0),
    action: RETURNED_ACTION,
    note: `Returnerat till leverantören (returnota ${at.noteNumber})`,
    corrects_id: null,
    kassation_id: null,
    confirmed_by: ctx.actor.id,
    confirmed_by_name: confirmerName(ctx.actor),
    confirmed_at: iso(ctx.clock.now()),
  };
  await trx.insertInto('recall_follow_up_confirmations').values(row).execute();
  await closeFollowUpAlert(trx, ctx.clock, followUp, FOLLOW_UP_CLOSED.confirmed);
  await audit(
    trx,
    { ...ctx, siteId: at.siteId },
    {
      action: 'confirm',
      entity: 'recall_follow_up',
      entity_id: followUp.id,
      before: { status: 'open' },
      after: {
        name: followUp.product_name,
        confirmation_id: row.id,
        outcome: row.outcome,
        quantity_found: row.quantity_found,
        action: row.action,
        note: row.note,
        confirmed_by: actorLabel(ctx.actor),
      },
    },
  );
  return true;
}
