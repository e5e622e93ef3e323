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

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => stockholmDay(new Date()),
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
