import { randomUUID } from 'node:crypto';
import { LOGIN_THROTTLE } from '../../../shared/constants.ts';
import type { AppDeps } from '../../deps.ts';
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
 */
async function pairFailures(deps: AppDeps, attempt: LoginAttempt, since: string) {
  const lastSuccess = await deps.db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('email', '=', attempt.email)
    .where('client_address', '=', attempt.address)
    .where('success', '=', 1)
    .where('at', '>=', since)
    .executeTakeFirst();
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const row = await deps.db
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
async function addressFailures(deps: AppDeps, address: string, since: string): Promise<Failures> {
  const row = await deps.db
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
 * Throws 429 (with Retry-After) when this address has failed too often, for this e-mail or for
 * e-mails in general. The counts live in the database, so every server process shares them.
 */
export async function assertNotThrottled(deps: AppDeps, attempt: LoginAttempt): Promise<void> {
  const now = deps.clock.now();
  const since = iso(minutesBefore(now, LOGIN_THROTTLE.windowMinutes));
  const fromAddress = await addressFailures(deps, attempt.address, since);
  if (fromAddress.count >= LOGIN_THROTTLE.maxFailuresPerAddress)
    throw throttled(
      fromAddress,
      now,
      (wait) =>
        `För många misslyckade inloggningsförsök från den här datorn. Försök igen om ${wait}.`,
    );
  const pair = await pairFailures(deps, attempt, since);
  if (pair.count >= LOGIN_THROTTLE.maxFailures)
    throw throttled(
      pair,
      now,
      (wait) => `För många misslyckade inloggningsförsök. Försök igen om ${wait}.`,
    );
}

export async function recordLoginAttempt(
  deps: AppDeps,
  attempt: LoginAttempt,
  success: boolean,
): Promise<void> {
  await deps.db
    .insertInto('login_attempts')
    .values({
      id: randomUUID(),
      email: attempt.email,
      client_address: attempt.address,
      at: iso(deps.clock.now()),
      success: success ? 1 : 0,
    })
    .execute();
}
