import { randomUUID } from 'node:crypto';
import {
  DELEGATION_MAX_DAYS,
  type Delegation,
  type DelegationInput,
  type DelegationQuery,
  type RevokeDelegationInput,
} from '../../../shared/schemas/delegations.ts';
import { daysBetween } from '../../../shared/stock-rules.ts';
import type { Db, DelegationTable } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { workingSite } from '../sites/site-scope.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { asDelegation } from './delegation-records.ts';

const NOT_FOUND = 'Delegeringen hittades inte.';
const ALREADY_REVOKED = 'Delegeringen är redan återkallad. Ingenting ändrades.';

/** Unit managers and admins keep the delegations; care staff do not. */
export const manageDelegations = (ctx: ServiceContext) =>
  requireRole(ctx.actor, 'admin', 'site_admin');

/** The unit's delegations: those in force or to come by default, the soonest ending first. */
export async function listDelegations(
  ctx: ServiceContext,
  query: DelegationQuery,
): Promise<Delegation[]> {
  manageDelegations(ctx);
  const siteId = await workingSite(ctx, query.site_id);
  const today = ctx.clock.today();
  let rows = ctx.db.selectFrom('delegations').selectAll().where('site_id', '=', siteId);
  if (query.status === 'current')
    rows = rows.where('revoked_at', 'is', null).where('valid_to', '>=', today);
  const found = await rows.orderBy('valid_to').orderBy('user_label').orderBy('id').execute();
  return found.map((row) => asDelegation(row, today));
}

const fieldError = (path: string, message: string) => invalid(message, [{ path, message }]);

/** A person of the unit, active: the one who gets the delegation, or the nurse who issues it. */
async function staffOf(db: Db, siteId: string, userId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_sites as us', 'us.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.registered_nurse'])
    .where('u.id', '=', userId)
    .where('us.site_id', '=', siteId)
    .where('u.is_active', '=', 1)
    .executeTakeFirst();
}

const labelOf = (u: { first_name: string; last_name: string; email: string }) =>
  `${u.first_name} ${u.last_name} <${u.email}>`;

/**
 * Records a delegation: to a person of the unit, issued by a registered nurse of the unit, for at
 * most a year and not already over.
 */
export async function createDelegation(
  ctx: ServiceContext,
  input: DelegationInput,
): Promise<Delegation> {
  manageDelegations(ctx);
  const siteId = await workingSite(ctx, input.site_id);
  const today = ctx.clock.today();
  const person = await staffOf(ctx.db, siteId, input.user_id);
  if (!person) throw fieldError('user_id', 'Personen arbetar inte på enheten.');
  if (person.registered_nurse === 1)
    throw fieldError(
      'user_id',
      'Personen är legitimerad sjuksköterska och behöver ingen delegering.',
    );
  const issuer = await staffOf(ctx.db, siteId, input.issued_by_user_id);
  if (!issuer || issuer.registered_nurse !== 1)
    throw fieldError(
      'issued_by_user_id',
      'Den som delegerar måste vara legitimerad sjuksköterska på enheten.',
    );
  if (input.valid_to < today) throw fieldError('valid_to', 'Slutdatumet har redan passerat.');
  if (daysBetween(input.valid_from, input.valid_to) > DELEGATION_MAX_DAYS)
    throw fieldError(
      'valid_to',
      'En delegering gäller högst ett år. Förnya den när tiden har gått ut.',
    );
  const row: DelegationTable = {
    id: randomUUID(),
    site_id: siteId,
    user_id: person.id,
    user_label: labelOf(person),
    kind: input.kind,
    issued_by_user_id: issuer.id,
    issued_by_label: labelOf(issuer),
    valid_from: input.valid_from,
    valid_to: input.valid_to,
    note: input.note,
    created_at: iso(ctx.clock.now()),
    created_by_user_id: ctx.actor.id,
    created_by_label: actorLabel(ctx.actor),
    revoked_at: null,
    revoked_by_user_id: null,
    revoked_by_label: null,
    revoke_reason: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('delegations').values(row).execute();
    await audit(
      trx,
      { ...ctx, siteId },
      { action: 'create', entity: 'delegation', entity_id: row.id, after: row },
    );
    await refreshWarnings(trx, ctx.clock, { siteIds: [siteId] });
  });
  return asDelegation(row, today);
}

/** Ends a delegation before its time, with the reason, once; it is kept for the record. */
export async function revokeDelegation(
  ctx: ServiceContext,
  id: string,
  input: RevokeDelegationInput,
): Promise<Delegation> {
  manageDelegations(ctx);
  const row = await ctx.db
    .selectFrom('delegations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id))
    throw notFound(NOT_FOUND, 'DELEGATION_NOT_FOUND');
  const change = {
    revoked_at: iso(ctx.clock.now()),
    revoked_by_user_id: ctx.actor.id,
    revoked_by_label: actorLabel(ctx.actor),
    revoke_reason: input.reason,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('delegations')
      .set(change)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict(ALREADY_REVOKED, 'DELEGATION_REVOKED');
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: 'revoke',
        entity: 'delegation',
        entity_id: id,
        before: { revoked_at: null },
        after: change,
      },
    );
    await refreshWarnings(trx, ctx.clock, { siteIds: [row.site_id] });
  });
  return asDelegation({ ...row, ...change }, ctx.clock.today());
}
