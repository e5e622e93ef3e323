import type { Kysely, Transaction } from 'kysely';
import type { RecallResolveInput, RecallResolveResult } from '../../../shared/schemas/recall.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { disposeFromStock } from '../kassation/kassation-service.ts';
import { canSeeSite } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { matchQuery, selectMatch, toMatch } from './recall-records.ts';
import { closeRecallWarning, RECALL_CLOSED } from './recall-warnings.ts';

const NOT_FOUND = 'Indragningen hittades inte.';
const ALREADY_HANDLED = 'Indragningen är redan hanterad.';
const DESCRIPTION_MAX = 500;

async function loadMatch(db: Kysely<Database>, id: string) {
  return selectMatch(matchQuery(db).where('m.id', '=', id)).executeTakeFirst();
}

/** Takes what is left of the recalled batch out of stock; null when nothing is left. */
async function disposeRecalledStock(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  itemId: string | null,
  reason: string | null,
  notes: string | null,
): Promise<string | null> {
  if (!itemId) return null;
  const item = await findItem(ctx, itemId, trx);
  if (item.quantity <= 0) return null;
  const description = (reason ?? 'Indragning från Läkemedelsverket').slice(0, DESCRIPTION_MAX);
  const kassation = await disposeFromStock(trx, ctx, item, {
    quantity: item.quantity,
    reason: 'recalled',
    reason_description: description,
    disposal_notes: notes,
  });
  return kassation.id;
}

/**
 * 'disposed' takes the whole remaining batch out of stock as recalled and closes the match;
 * 'dismissed' (a false match) is for unit managers and admins and needs a note. One transaction;
 * the status guard makes a second resolution answer 409 and change nothing.
 */
export async function resolveMatch(
  ctx: ServiceContext,
  id: string,
  input: RecallResolveInput,
): Promise<RecallResolveResult> {
  const match = await loadMatch(ctx.db, id);
  if (!match || !canSeeSite(ctx.actor, match.site_id))
    throw notFound(NOT_FOUND, 'RECALL_MATCH_NOT_FOUND');
  const dismissing = input.resolution_type === 'dismissed';
  if (dismissing && ctx.actor.role === 'user')
    throw forbidden('Endast enhetschefer och administratörer kan avfärda en indragning.');
  if (dismissing && !input.notes) {
    const message = 'Skriv varför indragningen inte gäller er batch.';
    throw invalid(message, [{ path: 'notes', message }]);
  }
  if (match.status !== 'active') throw conflict(ALREADY_HANDLED, 'RECALL_ALREADY_RESOLVED');

  return ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.clock.now());
    const status = dismissing ? 'dismissed' : 'resolved';
    const claimed = await trx
      .updateTable('recall_matches')
      .set({
        status,
        resolution_type: input.resolution_type,
        resolution_notes: input.notes,
        resolved_by: ctx.actor.id,
        resolved_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw conflict(ALREADY_HANDLED, 'RECALL_ALREADY_RESOLVED');
    await closeRecallWarning(
      trx,
      ctx.clock,
      { id, site_id: match.site_id },
      dismissing ? RECALL_CLOSED.dismissed : RECALL_CLOSED.disposed,
    );
    const kassationId = dismissing
      ? null
      : await disposeRecalledStock(
          trx,
          ctx,
          match.inventory_item_id,
          match.withdrawal_reason,
          input.notes,
        );
    await audit(
      trx,
      { ...ctx, siteId: match.site_id },
      {
        action: dismissing ? 'dismiss' : 'resolve',
        entity: 'recall_match',
        entity_id: id,
        before: { status: match.status, quantity: match.quantity },
        after: {
          status,
          resolution_type: input.resolution_type,
          resolution_notes: input.notes,
          medicine_name: match.medicine_name,
          batch_number: match.batch_number,
          kassation_id: kassationId,
        },
      },
    );
    const updated = await loadMatch(trx, id);
    if (!updated) throw notFound(NOT_FOUND, 'RECALL_MATCH_NOT_FOUND');
    return { ...toMatch(updated), kassation_id: kassationId };
  });
}
