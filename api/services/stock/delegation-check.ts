import type { Kysely } from 'kysely';
import { kindsForWithdrawal } from '../../../shared/schemas/delegations.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import type { AuditActor } from '../audit/audit-service.ts';

const MISSING_NARCOTICS = 'Du saknar giltig delegering för narkotika.';
const MISSING_HAND_OUT = 'Du saknar giltig delegering för att överlämna läkemedel.';
const NO_PERSON =
  'Enheten kräver delegering för uttag: uttaget görs av en inloggad person med giltig delegering.';

/**
 * Where the unit requires it, a withdrawal is made by a registered nurse or by a person with a
 * delegation of the needed kind in force today (the server's day, Stockholm). Read in the
 * withdrawal's transaction, so a delegation revoked before it commits no longer counts.
 */
export async function assertDelegated(
  trx: Kysely<Database>,
  actor: AuditActor,
  batch: { siteId: string; narcotic: boolean },
  today: string,
): Promise<void> {
  const site = await trx
    .selectFrom('sites')
    .select('require_delegation')
    .where('id', '=', batch.siteId)
    .executeTakeFirst();
  if (site?.require_delegation !== 1) return;
  const refuse = (detail: string) => forbidden(detail, 'DELEGATION_MISSING');
  if (!actor.id) throw refuse(NO_PERSON);
  const person = await trx
    .selectFrom('users')
    .select('registered_nurse')
    .where('id', '=', actor.id)
    .executeTakeFirst();
  if (!person) throw refuse(NO_PERSON);
  if (person.registered_nurse === 1) return;
  const delegation = await trx
    .selectFrom('delegations')
    .select('id')
    .where('user_id', '=', actor.id)
    .where('site_id', '=', batch.siteId)
    .where('kind', 'in', [...kindsForWithdrawal(batch.narcotic)])
    .where('revoked_at', 'is', null)
    .where('valid_from', '<=', today)
    .where('valid_to', '>=', today)
    .executeTakeFirst();
  if (!delegation) throw refuse(batch.narcotic ? MISSING_NARCOTICS : MISSING_HAND_OUT);
}
