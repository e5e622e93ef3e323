import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BadgeInput } from '../../../shared/schemas/kiosks.ts';
import type { User } from '../../../shared/schemas/user.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { manageableUser } from '../users/user-rules.ts';
import { getUser } from '../users/user-service.ts';
import { iso } from '../../time.ts';
import { stampCredentialsChanged } from '../auth/credentials.ts';

const badgeKeys = new WeakMap<Kysely<Database>, Promise<string>>();

async function readBadgeKey(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('secret_keys')
    .select('secret')
    .where('name', '=', 'badge')
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** The badge id as stored: an HMAC under the installation's badge key, never the id itself. */
export async function badgeHmac(db: Kysely<Database>, badgeId: string): Promise<string> {
  let key = badgeKeys.get(db);
  if (!key) {
    key = readBadgeKey(db);
    badgeKeys.set(db, key);
    key.catch(() => badgeKeys.delete(db));
  }
  return createHmac('sha256', await key)
    .update(badgeId)
    .digest('hex');
}

/** One answer whoever holds the badge, so an enrolment never tells that a badge exists. */
const BADGE_UNAVAILABLE = 'Taggen kan inte registreras. Använd en annan tagg.';
const badgeUnavailable = () =>
  invalid(
    BADGE_UNAVAILABLE,
    [{ path: 'badge_id', message: BADGE_UNAVAILABLE }],
    'BADGE_UNAVAILABLE',
  );

/** A unit manager may enrol their own badge as well as their staff's. */
async function badgeOwner(ctx: ServiceContext, userId: string) {
  if (userId === ctx.actor.id && ctx.actor.role !== 'user') return;
  await manageableUser(ctx, userId);
}

async function setBadge(ctx: ServiceContext, userId: string, hmac: string | null, action: string) {
  await badgeOwner(ctx, userId);
  const now = iso(ctx.clock.now());
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set({
          badge_hmac: hmac,
          updated_at: now,
        })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n)
        throw notFound('Användaren hittades inte.', 'USER_NOT_FOUND');
      await stampCredentialsChanged(trx, userId, now);
      await audit(trx, ctx, { action, entity: 'user', entity_id: userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badgeUnavailable();
    throw error;
  }
}

export async function enrolBadge(
  ctx: ServiceContext,
  userId: string,
  input: BadgeInput,
): Promise<User> {
  const hmac = await badgeHmac(ctx.db, input.badge_id);
  const holder = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('badge_hmac', '=', hmac)
    .executeTakeFirst();
  if (holder && holder.id !== userId) {
    await badgeOwner(ctx, userId);
    throw badgeUnavailable();
  }
  await setBadge(ctx, userId, hmac, 'enrol_badge');
  return getUser(ctx, userId);
}

export async function clearBadge(ctx: ServiceContext, userId: string): Promise<User> {
  await setBadge(ctx, userId, null, 'clear_badge');
  return getUser(ctx, userId);
}
