/** A task the server repeats: run at start (unless told not to), then `everyMs` after each run ends. */
export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  runAtStart?: boolean;
};

export type RunningJobs = {
  /** Stops the timers and waits for runs under way, so the database can be closed after. */
  stop: () => Promise<void>;
};

type Log = (message: string) => void;

// Connection strings may carry a password; never write one to the log.
const withoutSecrets = (text: string) =>
  text.replace(/(\w+:\/\/)[^/\s@]+@/g, '$1***@').replace(/(password|secret|token)=\S+/gi, '$1=***');

function describeError(error: unknown): string {
  if (error instanceof Error) return withoutSecrets(`${error.name}: ${error.message}`);
  return withoutSecrets(String(error));
}

/**
 * Starts the jobs. Each job's next run is planned only after its current run has ended, so one job
 * never runs twice at once; a failed run is logged and the job carries on at its interval.
 */
export function startJobs(jobs: readonly Job[], log: Log = console.error): RunningJobs {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function plan(job: Job, delay: number) {
    if (stopped) return;
    const timer = setTimeout(() => void runOnce(job), delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  async function runOnce(job: Job) {
    if (stopped || running.has(job.name)) return;
    const run = (async () => {
      try {
        await job.run();
      } catch (error) {
        log(`Jobbet "${job.name}" misslyckades: ${describeError(error)}`);
      }
    })();
    running.set(job.name, run);
    await run;
    running.delete(job.name);
    plan(job, job.everyMs);
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
