export type Clock = {
  now(): Date;
  /** The calendar date in Europe/Stockholm as YYYY-MM-DD. */
  today(): string;
};

const stockholmDate = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function stockholmDay(instant: Date): string {
  return stockholmDate.format(instant);
}

const stockholmWallTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Stockholm's date and time to the minute: '2026-11-24 14:05'. */
export function stockholmMinute(instant: Date): string {
  const part = Object.fromEntries(
    stockholmWallTime.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * Formatting a day in a named time zone costs tens of microseconds in a busy process, and the
 * answer only changes at midnight in Stockholm, which always falls on a whole minute: so the
 * day is kept for the minute it was read in.
 */
function todayKeptPerMinute(): () => string {
  let minute = Number.NaN;
  let day = '';
  return () => {
    const now = Date.now();
    const thisMinute = Math.floor(now / 60_000);
    if (thisMinute !== minute) {
      day = stockholmDay(new Date(now));
      minute = thisMinute;
    }
    return day;
  };
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: todayKeptPerMinute(),
};

/** A clock that stands still until moved; for tests and benchmarks. */
export function manualClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    today: () => stockholmDay(current),
    set(instant: Date | string) {
      current = new Date(instant);
    },
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}
