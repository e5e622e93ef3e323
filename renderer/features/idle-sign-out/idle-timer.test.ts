import { describe, expect, it } from 'vitest';
import { startIdleTimer, type IdleClock } from './idle-timer.ts';

const MINUTE = 60_000;

/** A clock whose time only moves when told to, firing what falls due on the way. */
function fakeClock() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      pending.set(nextHandle, { at: now + ms, run });
      return nextHandle++;
    },
    clearTimeout: (handle) => pending.delete(handle),
  };
  /** Like a sleeping machine: time jumps, each due timer fires once at the new time. */
  const jump = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...pending]) {
      if (timer.at > now) continue;
      pending.delete(handle);
      timer.run();
    }
  };
  /** Time passes minute by minute, so every timer fires when it is due. */
  const pass = (ms: number) => {
    for (let step = 0; step < ms; step += 1_000) jump(Math.min(1_000, ms - step));
  };
  return { clock, jump, pass, timers: () => pending.size };
}

function setUp(minutes = 15) {
  const time = fakeClock();
  let idle = 0;
  const timer = startIdleTimer({
    timeoutMs: minutes * MINUTE,
    clock: time.clock,
    onIdle: () => idle++,
  });
  return { ...time, timer, idleCalls: () => idle };
}

describe('idle timer', () => {
  it('signals once when the limit passes without input', () => {
    const t = setUp(15);
    t.pass(15 * MINUTE - 1_000);
    expect(t.idleCalls()).toBe(0);
    t.pass(1_000);
    expect(t.idleCalls()).toBe(1);
    t.pass(60 * MINUTE);
    expect(t.idleCalls()).toBe(1);
    expect(t.timers()).toBe(0);
  });

  it('counts from the last input', () => {
    const t = setUp(15);
    t.pass(14 * MINUTE);
    t.timer.activity();
    t.pass(14 * MINUTE);
    expect(t.idleCalls()).toBe(0);
    t.pass(MINUTE);
    expect(t.idleCalls()).toBe(1);
  });

  it('takes a burst of keys from a scanner as input without piling up timers', () => {
    const t = setUp(15);
    t.pass(10 * MINUTE);
    for (let key = 0; key < 30; key++) {
      t.jump(10);
      t.timer.activity();
    }
    expect(t.timers()).toBe(1);
    t.pass(14 * MINUTE);
    expect(t.idleCalls()).toBe(0);
  });

  it('notices the limit soon after a jump in time such as a machine waking up', () => {
    const t = setUp(15);
    t.jump(8 * 60 * MINUTE);
    expect(t.idleCalls()).toBe(1);
  });

  it('signs out at once when checked after the limit has passed', () => {
    const t = setUp(15);
    t.pass(5 * MINUTE);
    t.timer.activity();
    t.jump(14 * MINUTE);
    t.timer.check();
    expect(t.idleCalls()).toBe(0);
    t.jump(2 * MINUTE);
    t.timer.check();
    expect(t.idleCalls()).toBe(1);
  });

  it('takes input reported from another tab, but never moves backwards or into the future', () => {
    const t = setUp(15);
    t.pass(10 * MINUTE);
    t.timer.activity(9 * MINUTE);
    t.timer.activity(2 * MINUTE);
    t.timer.activity(Number.NaN);
    t.pass(13 * MINUTE);
    expect(t.idleCalls()).toBe(0);
    t.pass(MINUTE);
    expect(t.idleCalls()).toBe(1);

    const u = setUp(15);
    u.timer.activity(60 * MINUTE);
    u.pass(15 * MINUTE);
    expect(u.idleCalls()).toBe(1);
  });

  it('stays quiet once stopped (signed out another way)', () => {
    const t = setUp(15);
    t.timer.stop();
    t.pass(30 * MINUTE);
    expect(t.idleCalls()).toBe(0);
    expect(t.timers()).toBe(0);
  });
});
