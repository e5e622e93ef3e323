import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobTurns } from './job-turns.ts';
import { startJobs } from './scheduler.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that stays under way until `finish` is called. */
function slowRun() {
  let finish: () => void = () => undefined;
  const calls: number[] = [];
  const run = () => {
    calls.push(Date.now());
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { run, calls, finish: () => finish() };
}

describe('the job scheduler', () => {
  it('runs each job at start and again an interval after each run ends', async () => {
    let runs = 0;
    const jobs = startJobs([
      {
        name: 'räkna',
        everyMs: 1000,
        run: () => {
          runs += 1;
          return Promise.resolve();
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(5);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(5);
  });

  it('never starts a job again while its run is under way', async () => {
    const slow = slowRun();
    const jobs = startJobs([{ name: 'långsam', everyMs: 100, run: slow.run }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.calls).toHaveLength(1);
    slow.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(slow.calls).toHaveLength(2);
    slow.finish();
    await jobs.stop();
  });

  it('logs a failed run without secrets and carries on', async () => {
    const log = vi.fn();
    let runs = 0;
    const jobs = startJobs(
      [
        {
          name: 'varningar',
          everyMs: 1000,
          runAtStart: false,
          run: () => {
            runs += 1;
            if (runs === 1)
              return Promise.reject(
                new Error('connect failed for postgres://medvakt:hemligt@db.example:5432/x'),
              );
            return Promise.resolve();
          },
        },
      ],
      { log },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toHaveBeenCalledTimes(1);
    const message = String(log.mock.calls[0]?.[0]);
    expect(message).toContain('Jobbet "varningar" misslyckades');
    expect(message).toContain('postgres://***@db.example');
    expect(message).not.toContain('hemligt');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(log).toHaveBeenCalledTimes(1);
    await jobs.stop();
  });

  it('stop waits for a run under way', async () => {
    const slow = slowRun();
    const jobs = startJobs([{ name: 'långsam', everyMs: 100, run: slow.run }]);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    slow.finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.calls).toHaveLength(1);
  });

  it('waits while the database is away, says so once, and carries on when it answers', async () => {
    const log = vi.fn();
    let databaseUp = false;
    const claims: number[] = [];
    const runs: string[] = [];
    const terminated = () =>
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    const turns: JobTurns = {
      claim: () => {
        claims.push(Date.now());
        return databaseUp
          ? Promise.resolve({ claimed: true, runId: 1 })
          : Promise.reject(terminated());
      },
      renew: () => Promise.resolve(true),
      finish: () => Promise.resolve(),
    };
    const job = (name: string) => ({
      name,
      everyMs: 60_000,
      run: () => {
        runs.push(name);
        return Promise.resolve();
      },
    });
    const jobs = startJobs([job('varningar'), job('utskick')], { turns, log });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toEqual([]);
    // Each job asks again every half minute at most: no tight loop, and one line for the outage.
    expect(claims.length).toBeLessThanOrEqual(2 * 11);
    expect(log.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
      'Databasen svarar inte; jobben väntar och försöker igen',
    ]);
    databaseUp = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs.sort()).toEqual(['utskick', 'varningar']);
    expect(log.mock.calls.map(([line]) => String(line).split(':')[0])).toEqual([
      'Databasen svarar inte; jobben väntar och försöker igen',
      'Databasen svarar igen; jobben fortsätter',
    ]);
    await jobs.stop();
  });
});
