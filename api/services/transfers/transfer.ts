import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Transfer, TransferInput } from '../../../shared/schemas/transfer.ts';
import { notFound } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { moveBetweenUnits, templateAtTarget } from './target-batch.ts';
import { customerOfSite, targetSite } from './transfer-sites.ts';
import { transferView } from './transfer-list.ts';

type Input = z.output<typeof TransferInput>;

async function sourceBatch(ctx: ServiceContext, itemId: string) {
  const item = await ctx.db
    .selectFrom('inventory_items')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item || !canSeeSite(ctx.actor, item.site_id))
    throw notFound('Lagerartikeln hittades inte.', 'ITEM_NOT_FOUND');
  const template = await ctx.db
    .selectFrom('medicine_templates')
    .selectAll()
    .where('id', '=', item.medicine_template_id)
    .executeTakeFirstOrThrow();
  return { item, template };
}

/**
 * Moves part of a batch to another unit of the same customer (admins, and unit managers of both
 * units): a transfer_out at the source and a transfer_in at the target's batch, in one transaction.
 */
export async function createTransfer(ctx: ServiceContext, input: Input): Promise<Transfer> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const { item, template } = await sourceBatch(ctx, input.inventory_item_id);
  const from = await customerOfSite(ctx.db, ctx.actor, item.site_id);
  const to = await targetSite(ctx.db, ctx.actor, from, input.to_site_id);
  const id = randomUUID();
  const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
  const reference = { type: 'transfer' as const, id };
  const row = await ctx.db.transaction().execute(async (trx) => {
    const templateId = await templateAtTarget(trx, by, template, to.id);
    const moved = await moveBetweenUnits(
      trx,
      by,
      item,
      { siteId: to.id, templateId },
      input.quantity,
      {
        out: { reason: input.note ?? `Flytt till ${to.name}`, reference },
        in: { reason: input.note ?? `Flytt från ${from.name}`, reference },
      },
    );
    const transfer = {
      id,
      from_site_id: from.id,
      to_site_id: to.id,
      from_item_id: item.id,
      to_item_id: moved.in.item.id,
      medicine_name: [template.name, template.strength].filter(Boolean).join(' '),
      batch_number: item.batch_number,
      expiry_date: item.expiry_date,
      quantity: input.quantity,
      unit_type: item.unit_type,
      note: input.note,
      actor_user_id: ctx.actor.id,
      actor_label: actorLabel(ctx.actor),
      created_at: ctx.clock.now().toISOString(),
    };
    await trx.insertInto('transfers').values(transfer).execute();
    return transfer;
  });
  return transferView({ ...row, from_site_name: from.name, to_site_name: to.name });
}
