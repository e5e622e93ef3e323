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
