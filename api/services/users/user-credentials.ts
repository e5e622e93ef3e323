import type { PasswordResetInput } from '../../../shared/schemas/user.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { replacePassword } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { findVisible } from './user-rules.ts';

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
    await replacePassword(trx, id, passwordHash, now, { setByOther: true });
    await audit(trx, ctx, { action: 'reset_password', entity: 'user', entity_id: id });
  });
}
