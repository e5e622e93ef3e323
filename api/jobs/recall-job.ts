import type { FeedDeps } from '../services/recalls/feed-sync.ts';
import { syncRecallFeed } from '../services/recalls/feed-sync.ts';
import type { Job } from './job.ts';

/**
 * Reads the recall feed at start and every `recallSyncMinutes`. A failed read is recorded with its
 * reason (the monitor shows it) and reported to the scheduler's log; the job carries on.
 */
export const recallFeedJob = (deps: FeedDeps): Job => ({
  name: 'indragningar',
  everyMs: deps.config.recallSyncMinutes * 60_000,
  run: async () => {
    const run = await syncRecallFeed(deps, { trigger: 'schedule', force: false, actor: null });
    if (!run.ok) throw new Error(run.error ?? 'Flödet med indragningar kunde inte läsas.');
    return run;
  },
});

/** The job, when a feed is configured and the schedule is on. */
export const recallFeedJobs = (deps: FeedDeps): Job[] =>
  deps.config.recallFeedUrl && deps.config.recallSyncMinutes > 0 ? [recallFeedJob(deps)] : [];
