import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock.ts';

describe('systemClock.today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns to the next day at midnight in Stockholm, in winter and in summer time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-14T22:59:59.999Z'));
    expect(systemClock.today()).toBe('2026-01-14');
    vi.setSystemTime(new Date('2026-01-14T23:00:00.000Z'));
    expect(systemClock.today()).toBe('2026-01-15');

    vi.setSystemTime(new Date('2026-07-01T21:59:59.000Z'));
    expect(systemClock.today()).toBe('2026-07-01');
    vi.setSystemTime(new Date('2026-07-01T22:00:00.000Z'));
    expect(systemClock.today()).toBe('2026-07-02');
  });

  it('follows the clock backwards too', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-10T10:00:00Z'));
    expect(systemClock.today()).toBe('2026-05-10');
    vi.setSystemTime(new Date('2026-05-09T10:00:00Z'));
    expect(systemClock.today()).toBe('2026-05-09');
  });
});
