import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecallFeedRun } from '../../../shared/schemas/recall-feed.ts';
import type { Clock } from '../../clock.ts';
import type { Database, RecallFeedRunTable } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import type { FeedValidators } from './feed-fetch.ts';
import { clip } from './feed-text.ts';

export type FeedTrigger = RecallFeedRun['trigger'];

export type RunOutcome = {
  ok: boolean;
  notModified?: boolean;
  error?: string | null;
  itemsSeen?: number;
  noticesAdded?: number;
  matchesAdded?: number;
  validators?: FeedValidators | null;
};

/** The source as shown and stored: an address without its user, password or query. */
export function displaySource(source: string): string {
  if (!/^https?:\/\//i.test(source)) return clip(source, 1000);
  try {
    const url = new URL(source);
    return clip(`${url.protocol}//${url.host}${url.pathname}`, 1000);
  } catch {
    return clip(source.replace(/\/\/[^/@]*@/, '//'), 1000);
  }
}

export async function startRun(
  db: Kysely<Database>,
  clock: Clock,
  source: string,
  trigger: FeedTrigger,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('recall_feed_runs')
    .values({
      id,
      source: displaySource(source),
      trigger,
      started_at: iso(clock.now()),
      finished_at: null,
      ok: 0,
      not_modified: 0,
      error: null,
      items_seen: 0,
      notices_added: 0,
      matches_added: 0,
      etag: null,
      last_modified: null,
    })
    .execute();
  return id;
}

export async function finishRun(
  db: Kysely<Database>,
  clock: Clock,
  id: string,
  outcome: RunOutcome,
): Promise<void> {
  await db
    .updateTable('recall_feed_runs')
    .set({
      finished_at: iso(clock.now()),
      ok: outcome.ok ? 1 : 0,
      not_modified: outcome.notModified ? 1 : 0,
      error: outcome.error ? clip(outcome.error, 1000) : null,
      items_seen: outcome.itemsSeen ?? 0,
      notices_added: outcome.noticesAdded ?? 0,
      matches_added: outcome.matchesAdded ?? 0,
      etag: outcome.validators?.etag ? clip(outcome.validators.etag, 500) : null,
      last_modified: outcome.validators?.lastModified
        ? clip(outcome.validators.lastModified, 100)
        : null,
    })
    .where('id', '=', id)
    .execute();
}

/** The ETag / Last-Modified of the last good read of this source, if it gave any. */
export async function lastValidators(
  db: Kysely<Database>,
  source: string,
): Promise<FeedValidators | null> {
  const row = await db
    .selectFrom('recall_feed_runs')
    .select(['etag', 'last_modified'])
    .where('source', '=', displaySource(source))
    .where('ok', '=', 1)
    .where('finished_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || (!row.etag && !row.last_modified)) return null;
  return { etag: row.etag, lastModified: row.last_modified };
}

export function toRun(row: RecallFeedRunTable): RecallFeedRun {
  return {
    id: row.id,
    source: row.source,
    trigger: row.trigger === 'schedule' ? 'schedule' : 'manual',
    started_at: row.started_at,
    finished_at: row.finished_at,
    ok: row.ok === 1,
    not_modified: row.not_modified === 1,
    error: row.error,
    items_seen: row.items_seen,
    notices_added: row.notices_added,
    matches_added: row.matches_added,
  };
}

export async function loadRun(db: Kysely<Database>, id: string): Promise<RecallFeedRun> {
  const row = await db
    .selectFrom('recall_feed_runs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toRun(row);
}

export async function latestRuns(db: Kysely<Database>, limit: number): Promise<RecallFeedRun[]> {
  const rows = await db
    .selectFrom('recall_feed_runs')
    .selectAll()
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRun);
}
