import { OFFLINE_EVENT_MAX_AGE_HOURS } from '../../../shared/schemas/offline.ts';
import type { Db } from '../../db/schema.ts';
import { hoursAfter } from '../../time.ts';
import type { VerifiedGrant } from './offline-grant.ts';

const TOO_OLD =
  `Händelsen nådde servern mer än ${OFFLINE_EVENT_MAX_AGE_HOURS} timmar efter att den gjordes ` +
  'och bokas inte automatiskt. Kontrollera uttaget och boka det för hand om det stämmer.';

const credentialsChanged = (person: string) =>
  `${person} har bytt lösenord eller PIN-kod, inaktiverats eller loggats ut från alla enheter ` +
  'efter inloggningen vid kiosken, så kioskens offlinebehörighet gäller inte längre. ' +
  'Händelsen bokas inte automatiskt. Kontrollera uttaget och boka det för hand om det stämmer.';

export type BoundsRefusal = { reason: string; code: string };

/**
 * Why an event falls outside what its offline grant covers, judged by the server's clock at
 * arrival: too old, or the person's credentials changed since the grant was issued. Null when
 * it is within bounds.
 */
export async function outsideOfflineBounds(
  db: Db,
  event: { occurred_at: string },
  grant: VerifiedGrant,
  person: { id: string; label: string },
  now: Date,
): Promise<BoundsRefusal | null> {
  if (hoursAfter(new Date(event.occurred_at), OFFLINE_EVENT_MAX_AGE_HOURS) < now)
    return { reason: TOO_OLD, code: 'OFFLINE_EVENT_TOO_OLD' };
  const user = await db
    .selectFrom('users')
    .select('credentials_changed_at')
    .where('id', '=', person.id)
    .executeTakeFirst();
  const changed = user?.credentials_changed_at;
  if (changed && new Date(changed) > grant.issuedAt)
    return { reason: credentialsChanged(person.label), code: 'OFFLINE_GRANT_SUPERSEDED' };
  return null;
}
