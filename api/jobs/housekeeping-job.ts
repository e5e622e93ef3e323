import type { AppDeps } from '../deps.ts';
import { pruneRateLimitHits } from '../services/rate-limits/rate-limit.ts';
import type { Job } from './job.ts';

/** Clears what only matters for a short while: rate-limit hits of clients that did not return. */
export const housekeepingJob = (deps: Pick<AppDeps, 'db' | 'clock'>): Job => ({
  name: 'housekeeping',
  everyMs: 60 * 60_000,
  run: () => pruneRateLimitHits(deps.db, deps.clock),
});
