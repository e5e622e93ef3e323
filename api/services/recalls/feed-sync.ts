import type { RecallFeedRun } from '../../../shared/schemas/recall-feed.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf, writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { FeedReadError } from './feed-error.ts';
import { createFeedReader, type FeedReader, type FeedValidators } from './feed-fetch.ts';
import { noticeFromFeedItem } from './feed-notice.ts';
import { parseFeed } from './feed-parse.ts';
import {
  finishRun,
  lastValidators,
  loadRun,
  startRun,
  type FeedTrigger,
  type RunOutcome,
} from './feed-runs.ts';
import { storeNotice, type NoticeInput } from './store-notice.ts';

export type FeedDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'feed'>;

export type SyncOptions = {
  trigger: FeedTrigger;
  /** Read everything again, without the last good read's validators. */
  force: boolean;
  /** Who asked for the read; null for the schedule. */
  actor: AuditActor | null;
};

export const FEED_NOT_CONFIGURED = 'Ingen källa för indragningar är konfigurerad';

const standardReader = createFeedReader();

/** The feed's source, or a 409 the monitor can show when none is configured. */
export function requireFeedSource(deps: Pick<AppDeps, 'config'>): string {
  const source = deps.config.recallFeedUrl;
  if (!source) throw conflict(FEED_NOT_CONFIGURED, 'RECALL_FEED_NOT_CONFIGURED');
  return source;
}

function failureReason(error: unknown): string {
  if (error instanceof FeedReadError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Flödet kunde inte läsas: ${detail}`;
}

/** Stores every notice in one transaction: a read either adds all it found or nothing. */
async function storeAll(deps: FeedDeps, notices: NoticeInput[], actorId: string | null) {
  return deps.db.transaction().execute(async (trx) => {
    let noticesAdded = 0;
    let matchesAdded = 0;
    for (const notice of notices) {
      const stored = await storeNotice(trx, { clock: deps.clock, actorId }, notice);
      if (stored.created) noticesAdded += 1;
      matchesAdded += stored.matchesAdded;
    }
    return { noticesAdded, matchesAdded };
  });
}

async function readOnce(
  deps: FeedDeps,
  source: string,
  options: SyncOptions,
  reader: FeedReader,
): Promise<RunOutcome> {
  const previous = await lastValidators(deps.db, source);
  const validators = options.force ? null : previous;
  const answer = await reader(source, validators);
  // An unchanged feed keeps the validators, so the next read asks conditionally again.
  if (answer.kind === 'not_modified') return { ok: true, notModified: true, validators: previous };
  const items = parseFeed(answer.text);
  const notices = items.map(noticeFromFeedItem).filter((n): n is NoticeInput => n !== null);
  const stored = await storeAll(deps, notices, options.actor?.id ?? null);
  const fresh: FeedValidators = { etag: answer.etag, lastModified: answer.lastModified };
  return { ok: true, itemsSeen: items.length, ...stored, validators: fresh };
}

async function auditRun(deps: FeedDeps, options: SyncOptions, run: RecallFeedRun) {
  if (!options.actor && run.notices_added === 0 && run.matches_added === 0) return;
  await writeAudit(deps.db, deps.clock.now(), options.actor ?? { id: null, label: 'System' }, {
    action: 'sync',
    entity: 'recall_feed',
    entity_id: run.id,
    after: { ...run, force_full_sync: options.force },
  });
}

async function runSync(deps: FeedDeps, options: SyncOptions): Promise<RecallFeedRun> {
  const source = requireFeedSource(deps);
  const runId = await startRun(deps.db, deps.clock, source, options.trigger);
  let outcome: RunOutcome;
  try {
    outcome = await readOnce(deps, source, options, deps.feed ?? standardReader);
  } catch (error) {
    outcome = { ok: false, error: failureReason(error) };
  }
  await finishRun(deps.db, deps.clock, runId, outcome);
  const run = await loadRun(deps.db, runId);
  await auditRun(deps, options, run);
  return run;
}

// One read at a time per database: the schedule and a person asking never read side by side.
const underWay = new WeakMap<Db, Promise<unknown>>();

/**
 * Reads the recall feed and stores its new notices (matched against every site's stock). A failed
 * read touches no notice or match; it is recorded with its reason and answered, not thrown.
 */
export function syncRecallFeed(deps: FeedDeps, options: SyncOptions): Promise<RecallFeedRun> {
  const before = underWay.get(deps.db) ?? Promise.resolve();
  const next = before.catch(() => undefined).then(() => runSync(deps, options));
  underWay.set(deps.db, next);
  return next;
}

/**
 * A read asked for by a person: admins (the monitor's 'Uppdatera RSS') and unit managers may;
 * the answer is the run, also when the feed could not be read.
 */
export function syncOnRequest(ctx: ServiceContext, force: boolean): Promise<RecallFeedRun> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  requireFeedSource(ctx);
  return syncRecallFeed(ctx, { trigger: 'manual', force, actor: auditActorOf(ctx) });
}

/** The recall monitor's 'Uppdatera RSS': admins only. */
export function manualCheck(ctx: ServiceContext): Promise<RecallFeedRun> {
  requireRole(ctx.actor, 'admin');
  return syncOnRequest(ctx, false);
}
