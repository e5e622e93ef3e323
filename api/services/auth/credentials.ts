import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Notes that a person's password, PIN, badge or sessions changed. Every such change calls this in
 * its own transaction: an offline grant a kiosk got for them before it books nothing more.
 */
export async function stampCredentialsChanged(
  trx: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ credentials_changed_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends the person's sessions, all of them or all but `keep` (the one that asked), and stamps the
 * change: a deactivated account or a new password leaves no device signed in with the old one.
 */
export async function endSessions(
  trx: Kysely<Database>,
  userId: string,
  now: string,
  keep?: string,
): Promise<void> {
  let sessions = trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('id', '!=', keep);
  await sessions.execute();
  await stampCredentialsChanged(trx, userId, now);
}

/**
 * Stores a new password hash for the person and ends their sessions but `keep`. A password set
 * by someone else (`setByOther`) must be changed by its owner at the next sign-in; the owner's
 * own change lifts that.
 */
export async function replacePassword(
  trx: Kysely<Database>,
  userId: string,
  passwordHash: string,
  now: string,
  options: { keep?: string; setByOther: boolean },
): Promise<void> {
  const { keep, setByOther } = options;
  await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      updated_at: now,
      password_change_required: setByOther ? 1 : 0,
    })
    .where('id', '=', userId)
    .execute();
  await endSessions(trx, userId, now, keep);
}
