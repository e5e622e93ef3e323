import { sql } from 'kysely';
import type { KassationAuditLog } from '../../../shared/schemas/kassation-reports.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { findKassation } from './records.ts';
import { parseJsonText } from '../../db/json-text.ts';

/** The audit rows of one kassation, oldest first; steps in the same instant in workflow order. */
export async function kassationAuditLog(
  ctx: ServiceContext,
  id: string,
): Promise<KassationAuditLog> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  await findKassation(ctx, id);
  const rows = await ctx.db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.actor_id',
      'a.actor_label',
      'a.before_json',
      'a.after_json',
      'u.first_name',
      'u.last_name',
    ])
    .where('a.entity', '=', 'kassation')
    .where('a.entity_id', '=', id)
    .orderBy('a.at')
    .orderBy(
      sql`case a.action when 'initiate' then 0 when 'approve' then 1 when 'complete' then 2 when 'certificate' then 3 else 4 end`,
    )
    .orderBy('a.id')
    .execute();
  return {
    kassation_id: id,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      actor_id: r.actor_id,
      actor_name:
        r.first_name !== null && r.last_name !== null
          ? `${r.first_name} ${r.last_name}`
          : personName(r.actor_label),
      before: parseJsonText(r.before_json),
      after: parseJsonText(r.after_json),
    })),
  };
}
