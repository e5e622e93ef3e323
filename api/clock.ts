import { addDays } from '../shared/stock-rules.ts';

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

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

function stockholmOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant (ISO, UTC) a Swedish calendar day begins. Clocks change at 01:00 UTC, after
 * Stockholm's midnight, so the offset an hour and a half before UTC midnight is the day's own.
 */
export function stockholmDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = stockholmOffsetMinutes(new Date(utcMidnight - 90 * 60_000));
  return new Date(utcMidnight - offset * 60_000).toISOString();
}

/** The instant (ISO, UTC) a Stockholm wall-clock time ('17:00') falls on, on a Swedish day. */
export function stockholmInstant(day: string, time: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const offset = stockholmOffsetMinutes(new Date(wall - 120 * 60_000));
  return new Date(wall - offset * 60_000).toISOString();
}

/** The instant the day after `day` begins: the exclusive end of a period ending on `day`. */
export const stockholmDayEnd = (day: string) => stockholmDayStart(addDays(day, 1));

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
