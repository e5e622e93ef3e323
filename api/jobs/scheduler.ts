import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { withoutSecrets } from '../observability/scrub.ts';
import { LEASE_MS, localTurns, type JobTurns, type Outcome } from './job-turns.ts';
import type { Job } from './job.ts';

export type RunningJobs = {
  /** Stops the timers and waits for runs under way, so the database can be closed after. */
  stop: () => Promise<void>;
};

type Log = (message: string) => void;

export type JobOptions = {
  /** Who takes each turn; by default this process runs every turn itself. */
  turns?: JobTurns;
  log?: Log;
  /** Told of every run this process made, for the metrics. */
  onFinished?: (job: Job, outcome: Outcome, durationMs: number) => void;
};

/** After a turn another process holds or a database error, look again no sooner than this. */
const MIN_WAIT_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function describeError(error: unknown): string {
  if (error instanceof Error) return withoutSecrets(`${error.name}: ${error.message}`);
  return withoutSecrets(String(error));
}

/** Processes that wake together spread out by up to a second. */
const jitter = () => Math.floor(Math.random() * 1_000);

/**
 * Starts the jobs. Each job's next run is planned only after its current run has ended, so one job
 * never runs twice at once; a failed run is logged and the job carries on at its interval. With
 * shared turns, a process runs a job only when it takes the job's turn, so each job runs once per
 * interval over all processes.
 */
export function startJobs(jobs: readonly Job[], options: JobOptions = {}): RunningJobs {
  const { turns = localTurns, log = console.error, onFinished } = options;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  // While the database is out of reach every job waits; that is said once, and once when it ends.
  let databaseAway = false;

  function databaseLost(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (!databaseAway)
      log(`Databasen svarar inte; jobben väntar och försöker igen: ${describeError(error)}`);
    databaseAway = true;
    return true;
  }

  function databaseAnswers() {
    if (databaseAway) log('Databasen svarar igen; jobben fortsätter');
    databaseAway = false;
  }

  function plan(job: Job, delay: number) {
    if (stopped) return;
    const timer = setTimeout(() => void runOnce(job), delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  async function runTurn(job: Job, runId: number): Promise<void> {
    const started = Date.now();
    const renewal = setInterval(() => {
      turns.renew(job).catch((error: unknown) => {
        if (!databaseLost(error))
          log(`Jobbet "${job.name}" kunde inte förnya sin tur: ${describeError(error)}`);
      });
    }, LEASE_MS / 3);
    renewal.unref();
    let outcome: Outcome;
    try {
      await job.run();
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error: describeError(error) };
      if (!databaseLost(error)) log(`Jobbet "${job.name}" misslyckades: ${outcome.error}`);
    } finally {
      clearInterval(renewal);
    }
    await turns.finish(job, runId, outcome);
    onFinished?.(job, outcome, Date.now() - started);
  }

  async function runOnce(job: Job) {
    if (stopped || running.has(job.name)) return;
    let next = job.everyMs;
    const run = (async () => {
      try {
        const claim = await turns.claim(job);
        databaseAnswers();
        if (claim.claimed) await runTurn(job, claim.runId);
        else next = Math.min(Math.max(claim.dueInMs, MIN_WAIT_MS), job.everyMs) + jitter();
      } catch (error) {
        if (!databaseLost(error))
          log(`Jobbet "${job.name}" kunde inte startas: ${describeError(error)}`);
        next = Math.min(job.everyMs, MAX_RETRY_MS);
      }
    })();
    running.set(job.name, run);
    await run;
    running.delete(job.name);
    plan(job, next);
  }

  for (const job of jobs) plan(job, job.runAtStart === false ? job.everyMs : 0);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
