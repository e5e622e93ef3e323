import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { databaseTurns, LEASE_MS } from './job-turns.ts';
import type { Job } from './job.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

let serial = 0;
/** A job of its own per test, so the tests share no lease row. */
const newJob = (everyMs = 60_000): Job => ({
  name: `jobb-${++serial}`,
  everyMs,
  run: () => Promise.resolve(),
});
const processes = (...names: string[]) =>
  names.map((name) => databaseTurns(env.db, env.clock, name));
const runsOf = (job: Job) =>
  env.db.selectFrom('job_runs').selectAll().where('name', '=', job.name).orderBy('id').execute();

describe('job turns shared over processes', () => {
  it('give each turn to one process, and the next an interval after the run ended', async () => {
    const job = newJob();
    const [a, b, c] = processes('a', 'b', 'c');
    const first = await a!.claim(job);
    expect(first.claimed).toBe(true);
    expect(await b!.claim(job)).toEqual({ claimed: false, dueInMs: LEASE_MS });
    if (!first.claimed) throw new Error('unreachable');
    env.clock.advanceMinutes(1);
    await a!.finish(job, first.runId, { ok: true });
    expect(await c!.claim(job)).toEqual({ claimed: false, dueInMs: job.everyMs });
    env.clock.advanceMinutes(1);
    expect((await b!.claim(job)).claimed).toBe(true);
    expect((await c!.claim(job)).claimed).toBe(false);
    expect((await runsOf(job)).map((r) => [r.holder, r.ok])).toEqual([
      ['a', 1],
      ['b', null],
    ]);
  });

  it('let exactly one of many processes asking at once take the turn', async () => {
    const job = newJob();
    const turns = processes(...Array.from({ length: 8 }, (_, i) => `p${i}`));
    const claims = await Promise.all(turns.map((t) => t.claim(job)));
    expect(claims.filter((c) => c.claimed)).toHaveLength(1);
    expect(await runsOf(job)).toHaveLength(1);
  });

  it('pass a dead holder’s turn on when its lease runs out, unless it renews the lease', async () => {
    const job = newJob();
    const [a, b] = processes('a', 'b');
    const taken = await a!.claim(job);
    if (!taken.claimed) throw new Error('a should take the first turn');
    env.clock.advanceMinutes(1.5);
    expect(await a!.renew(job)).toBe(true);
    env.clock.advanceMinutes(1.5);
    expect((await b!.claim(job)).claimed).toBe(false);

    // a stops answering: its lease runs out and b takes the job over.
    env.clock.advanceMinutes(LEASE_MS / 60_000);
    expect((await b!.claim(job)).claimed).toBe(true);
    expect(await a!.renew(job)).toBe(false);
    // a's late finish changes nothing of b's turn.
    await a!.finish(job, taken.runId, { ok: false, error: 'avbruten' });
    const lease = await env.db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', job.name)
      .executeTakeFirstOrThrow();
    expect(lease.holder).toBe('b');
    expect((await runsOf(job)).map((r) => [r.holder, r.ok, r.error])).toEqual([
      ['a', 0, 'avbruten'],
      ['b', null, null],
    ]);
  });

  it('give the holder its turn again when the end of its run was never written', async () => {
    const job = newJob();
    const [a, b] = processes('a', 'b');
    expect((await a!.claim(job)).claimed).toBe(true);
    // The database went away before a could write the end; once it is back, a runs the job
    // again at once instead of waiting out its own lease, and b still waits.
    env.clock.advanceMinutes(0.5);
    expect((await b!.claim(job)).claimed).toBe(false);
    expect((await a!.claim(job)).claimed).toBe(true);
    expect((await runsOf(job)).map((r) => r.holder)).toEqual(['a', 'a']);
  });

  it('do not wait out an old, longer interval after the interval was shortened', async () => {
    const slow = newJob(24 * 3_600_000);
    const [a] = processes('a');
    const taken = await a!.claim(slow);
    if (!taken.claimed) throw new Error('a should take the first turn');
    await a!.finish(slow, taken.runId, { ok: true });
    const shortened = { ...slow, everyMs: 60_000 };
    expect(await a!.claim(shortened)).toEqual({ claimed: false, dueInMs: 60_000 });
    env.clock.advanceMinutes(1);
    expect((await a!.claim(shortened)).claimed).toBe(true);
  });
});
