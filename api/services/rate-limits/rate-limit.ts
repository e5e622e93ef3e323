import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/schema.ts';
import { iso } from '../../time.ts';

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimit = { bucket: string; limit: number; windowMs: number };

/**
 * Counts one request against a sliding window kept in the database, so every process on the
 * database counts the same hits. The hit is written first and counted with the hits before it;
 * a refused request takes its hit back, so a client that keeps knocking is let in again once its
 * earlier requests have left the window.
 */
export async function takeHit(db: Db, clock: Clock, rule: RateLimit): Promise<Verdict> {
  const now = clock.now();
  const since = iso(new Date(now.getTime() - rule.windowMs));
  await db
    .deleteFrom('rate_limit_hits')
    .where('bucket', '=', rule.bucket)
    .where('at', '<=', since)
    .execute();
  const hit = await db
    .insertInto('rate_limit_hits')
    .values({ bucket: rule.bucket, at: iso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom('rate_limit_hits')
    .select((eb) => [eb.fn.countAll<number | string>().as('hits'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', rule.bucket)
    .where('at', '>', since)
    .where('id', '<=', hit.id)
    .executeTakeFirstOrThrow();
  if (Number(counted.hits) <= rule.limit) return { allowed: true };
  await db.deleteFrom('rate_limit_hits').where('id', '=', hit.id).execute();
  const reopens = new Date(counted.oldest ?? iso(now)).getTime() + rule.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)),
  };
}

/** Drops hits older than any window, for buckets whose clients never came back. */
export async function pruneRateLimitHits(
  db: Db,
  clock: Clock,
  olderThanMs = 3_600_000,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', iso(new Date(clock.now().getTime() - olderThanMs)))
    .execute();
}
