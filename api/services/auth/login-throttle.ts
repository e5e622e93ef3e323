import { randomUUID } from 'node:crypto';
import { LOGIN_THROTTLE } from '../../../shared/constants.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/schema.ts';
import { lockKeys } from '../../db/key-lock.ts';
import { tooManyRequests, type AppError } from '../../errors.ts';
import { iso, minutesBefore } from '../../time.ts';

/** One sign-in attempt: which account, from which client address. */
export type LoginAttempt = { email: string; address: string };

type Failures = { count: number; oldest: string | null };

const asCount = (value: number | string | bigint) => Number(value);

/**
 * Failures for this e-mail from this address since the window opened or since this e-mail last
 * signed in from here, whichever is later. Failures from other addresses are not counted, so a
 * stranger typing a colleague's e-mail never locks the colleague out of their own computer.
 * An attempt still being checked counts as a failure until it proves right.
 */
async function pairFailures(db: Db, attempt: LoginAttempt, since: string): Promise<Failures> {
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('email', '=', attempt.email)
    .where('client_address', '=', attempt.address)
    .where('success', '=', 1)
    .where('at', '>=', since)
    .executeTakeFirst();
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('count'),
      eb.fn.min('at').as('oldest'),
    ])
    .where('email', '=', attempt.email)
    .where('client_address', '=', attempt.address)
    .where('success', '=', 0)
    .where('at', '>', from)
    .executeTakeFirstOrThrow();
  return { count: asCount(row.count), oldest: row.oldest };
}

/** Failures from this address for any e-mail in the window: one address trying many accounts. */
async function addressFailures(db: Db, address: string, since: string): Promise<Failures> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('count'),
      eb.fn.min('at').as('oldest'),
    ])
    .where('client_address', '=', address)
    .where('success', '=', 0)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: asCount(row.count), oldest: row.oldest };
}

function throttled(failures: Failures, now: Date, detail: (minutes: string) => string): AppError {
  const windowMs = LOGIN_THROTTLE.windowMinutes * 60_000;
  const reopens = failures.oldest ? new Date(failures.oldest).getTime() + windowMs : now.getTime();
  const seconds = Math.max(1, Math.ceil((reopens - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(detail(`${minutes} ${minutes === 1 ? 'minut' : 'minuter'}`), seconds);
}

/**
 * Reserves one attempt before the password is checked, or throws 429 (with Retry-After) when this
 * address has failed too often, for this e-mail or for e-mails in general. The reservation is
 * counted as a failure until loginAttemptSucceeded says otherwise; the count and the reservation
 * are one step per address, so a burst over many processes checks no more passwords than allowed.
 */
export async function reserveLoginAttempt(deps: AppDeps, attempt: LoginAttempt): Promise<string> {
  const now = deps.clock.now();
  const since = iso(minutesBefore(now, LOGIN_THROTTLE.windowMinutes));
  return deps.db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`login-address:${attempt.address}`]);
    const fromAddress = await addressFailures(trx, attempt.address, since);
    if (fromAddress.count >= LOGIN_THROTTLE.maxFailuresPerAddress)
      throw throttled(
        fromAddress,
        now,
        (wait) =>
          `För många misslyckade inloggningsförsök från den här datorn. Försök igen om ${wait}.`,
      );
    const pair = await pairFailures(trx, attempt, since);
    if (pair.count >= LOGIN_THROTTLE.maxFailures)
      throw throttled(
        pair,
        now,
        (wait) => `För många misslyckade inloggningsförsök. Försök igen om ${wait}.`,
      );
    const id = randomUUID();
    await trx
      .insertInto('login_attempts')
      .values({
        id,
        email: attempt.email,
        client_address: attempt.address,
        at: iso(now),
        success: 0,
      })
      .execute();
    return id;
  });
}

/** The password was right: the reservation is no failure, and the pair's count begins anew. */
export async function loginAttemptSucceeded(deps: AppDeps, reservation: string): Promise<void> {
  await deps.db
    .updateTable('login_attempts')
    .set({ success: 1 })
    .where('id', '=', reservation)
    .execute();
}
