import type { PinInput } from '../../../shared/schemas/kiosks.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { iso } from '../../time.ts';
import { stampCredentialsChanged } from '../auth/credentials.ts';

/** Sets the caller's own PIN for badge sign-in; the password proves it is them. */
export async function setOwnPin(ctx: ServiceContext, input: PinInput): Promise<void> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.current_password)))
    throw invalid(
      'Nuvarande lösenord är fel.',
      [{ path: 'current_password', message: 'Nuvarande lösenord är fel.' }],
      'WRONG_PASSWORD',
    );
  // argon2id, like passwords: a PIN has few digits, so only a slow hash keeps a stolen copy safe.
  const pinHash = await hashPassword(input.pin);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ pin_hash: pinHash, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await stampCredentialsChanged(trx, row.id, now);
    await audit(trx, ctx, { action: 'set_pin', entity: 'user', entity_id: row.id });
  });
}
