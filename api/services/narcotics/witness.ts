import type { Witness } from '../../../shared/schemas/narcotics.ts';
import { invalid } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { assertNotThrottled, recordLoginAttempt } from '../auth/login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';

/** A second person who signed by signing in again: the id and label the records keep. */
export type SignedWitness = { id: string; label: string };

const WITNESS_WRONG = 'Vittnets e-postadress eller lösenord är fel.';

const refused = (detail: string) =>
  invalid(detail, [{ path: 'witness', message: detail }], 'WITNESS_INVALID');

/**
 * Checks a witness's e-mail and password like a sign-in (a wrong password counts against the
 * sign-in throttle from this client address), and that the witness is another active person of
 * the site. Runs before the caller's transaction, so a failed attempt stays recorded.
 */
export async function verifyWitness(
  ctx: ServiceContext,
  siteId: string,
  witness: Witness,
  address: string,
): Promise<SignedWitness> {
  const attempt = { email: witness.email, address };
  await assertNotThrottled(ctx, attempt);
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'is_active', 'password_hash'])
    .where('email', '=', witness.email)
    .executeTakeFirst();
  const ok = row
    ? await verifyPassword(row.password_hash, witness.password)
    : await verifyAgainstDummy(witness.password);
  if (!row || !ok) {
    await recordLoginAttempt(ctx, attempt, false);
    throw refused(WITNESS_WRONG);
  }
  if (row.id === ctx.actor.id) throw refused('Vittnet måste vara en annan person än du.');
  if (row.is_active !== 1) throw refused('Vittnets konto är inaktiverat.');
  if (row.role !== 'admin') {
    const member = await ctx.db
      .selectFrom('user_sites')
      .select('user_id')
      .where('user_id', '=', row.id)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!member) throw refused('Vittnet arbetar inte på den här enheten.');
  }
  return { id: row.id, label: actorLabel(row) };
}
