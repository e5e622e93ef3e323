/** The clock the timer reads and schedules on (the window's, or a fake in tests). */
export type IdleClock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

export type IdleTimerOptions = {
  timeoutMs: number;
  onIdle: () => void;
  clock: IdleClock;
  /** Longest wait between checks, so a machine waking from sleep is noticed soon. */
  checkEveryMs?: number;
};

export type IdleTimer = {
  /** Input happened (now, or at a given time, e.g. in another tab); never moves backwards. */
  activity: (at?: number) => void;
  /** Compares the time since the last input with the limit at once (e.g. when the tab shows). */
  check: () => void;
  stop: () => void;
};

export const IDLE_CHECK_EVERY_MS = 30_000;

/**
 * Calls onIdle once when timeoutMs pass without activity. Input only records a time stamp, so a
 * scanner's burst of keys costs nothing; the deadline is measured on the clock, not by counting timers.
 */
export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { timeoutMs, onIdle, clock, checkEveryMs = IDLE_CHECK_EVERY_MS } = options;
  let lastActivity = clock.now();
  let handle: number | null = null;
  let running = true;

  const cancel = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };

  function check() {
    if (!running) return;
    cancel();
    const left = lastActivity + timeoutMs - clock.now();
    if (left <= 0) {
      running = false;
      onIdle();
      return;
    }
    handle = clock.setTimeout(check, Math.min(left, checkEveryMs));
  }

  check();
  return {
    activity(at) {
      const when = Math.min(at ?? clock.now(), clock.now());
      if (running && when > lastActivity) lastActivity = when;
    },
    check,
    stop() {
      running = false;
      cancel();
    },
  };
}
