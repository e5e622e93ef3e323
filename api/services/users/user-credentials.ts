import type { Kysely } from 'kysely';
import type { PasswordResetInput } from '../../../shared/schemas/user.ts';
import type { Database } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { stampCredentialsChanged } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { findVisible } from './user-rules.ts';

/** Ends every session of the user, and stamps the change so earlier offline grants book nothing. */
export async function revokeSessions(
  trx: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await stampCredentialsChanged(trx, userId, now);
}

export async function resetPassword(
  ctx: ServiceContext,
  id: string,
  input: PasswordResetInput,
): Promise<void> {
  requireRole(ctx.actor, 'admin');
  await findVisible(ctx, id);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.clock.now());
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
    await revokeSessions(trx, id, now);
    await audit(trx, ctx, { action: 'reset_password', entity: 'user', entity_id: id });
  });
}
