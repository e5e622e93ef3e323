import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/schema.ts';
import { iso } from '../time.ts';
import type { Job } from './job.ts';

/** How long a run holds its job before another process may take it; renewed while it runs. */
export const LEASE_MS = 2 * 60_000;
/** A due time further ahead than the interval by more than this was set by a longer interval. */
const SHORTENED_MARGIN_MS = 60_000;
/** Runs are kept this long for the operator's look back, then pruned. */
const KEEP_RUNS_DAYS = 14;

export type Claim = { claimed: true; runId: number } | { claimed: false; dueInMs: number };
export type Outcome = { ok: true } | { ok: false; error: string };

/** Who takes a job's turn: shared by every process on one database, or this process alone. */
export type JobTurns = {
  claim(job: Job): Promise<Claim>;
  /** Keeps the turn while a long run goes on; false when it was lost to another process. */
  renew(job: Job): Promise<boolean>;
  finish(job: Job, runId: number, outcome: Outcome): Promise<void>;
};

/** A name for this process in the lease rows and the run records. */
export const processHolder = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const at = (clock: Clock, plusMs = 0) => iso(new Date(clock.now().getTime() + plusMs));

/**
 * Job turns kept in the database: a lease row per job says when it is next due and who runs it
 * until when. Taking a turn is one conditional UPDATE, so of several processes exactly one gets
 * it; a holder that dies lets its lease run out and the next process takes the job over.
 */
export function databaseTurns(db: Db, clock: Clock, holder: string): JobTurns {
  return {
    async claim(job) {
      const now = at(clock);
      await db
        .insertInto('job_leases')
        .values({ name: job.name, due_at: now, holder: null, lease_until: null })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      // An interval shortened since the last run: the job is due by the new one. This only moves
      // the due time, never takes the turn, so it cannot race a run that is just finishing.
      await db
        .updateTable('job_leases')
        .set({ due_at: at(clock, job.everyMs) })
        .where('name', '=', job.name)
        .where('due_at', '>', at(clock, job.everyMs + SHORTENED_MARGIN_MS))
        .execute();
      const taken = await db
        .updateTable('job_leases')
        .set({ holder, lease_until: at(clock, LEASE_MS) })
        .where('name', '=', job.name)
        .where('due_at', '<=', now)
        // Its own lease too: a run whose end could not be written (the database went away) does
        // not keep the job from this process until the lease runs out.
        .where((eb) =>
          eb.or([
            eb('lease_until', 'is', null),
            eb('lease_until', '<', now),
            eb('holder', '=', holder),
          ]),
        )
        .returning('name')
        .executeTakeFirst();
      if (!taken) {
        const row = await db
          .selectFrom('job_leases')
          .select(['due_at', 'lease_until'])
          .where('name', '=', job.name)
          .executeTakeFirstOrThrow();
        const next = row.lease_until && row.lease_until > row.due_at ? row.lease_until : row.due_at;
        return { claimed: false, dueInMs: new Date(next).getTime() - clock.now().getTime() };
      }
      const run = await db
        .insertInto('job_runs')
        .values({
          name: job.name,
          holder,
          started_at: now,
          finished_at: null,
          ok: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { claimed: true, runId: run.id };
    },

    async renew(job) {
      const kept = await db
        .updateTable('job_leases')
        .set({ lease_until: at(clock, LEASE_MS) })
        .where('name', '=', job.name)
        .where('holder', '=', holder)
        .executeTakeFirst();
      return Number(kept.numUpdatedRows) > 0;
    },

    async finish(job, runId, outcome) {
      const now = at(clock);
      await db
        .updateTable('job_leases')
        .set({ holder: null, lease_until: null, due_at: at(clock, job.everyMs) })
        .where('name', '=', job.name)
        .where('holder', '=', holder)
        .execute();
      await db
        .updateTable('job_runs')
        .set({
          finished_at: now,
          ok: outcome.ok ? 1 : 0,
          error: outcome.ok ? null : outcome.error.slice(0, 1000),
        })
        .where('id', '=', runId)
        .execute();
      await db
        .deleteFrom('job_runs')
        .where('name', '=', job.name)
        .where('started_at', '<', at(clock, -KEEP_RUNS_DAYS * 24 * 3_600_000))
        .execute();
    },
  };
}

/** Turns for a process that is alone with its jobs (tests, tools): every due run is its own. */
export const localTurns: JobTurns = {
  claim: () => Promise.resolve({ claimed: true, runId: 0 }),
  renew: () => Promise.resolve(true),
  finish: () => Promise.resolve(),
};
