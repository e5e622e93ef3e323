import { stockholmMinute } from '../../clock.ts';
import { addDays } from '../../../shared/stock-rules.ts';

/** Digests go out from this Stockholm time, before the day shift's first round. */
export const DIGEST_HOUR = 7;

/** The Monday (YYYY-MM-DD) of the week a Stockholm day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The period a digest is due for at this instant, or null before it is due: a daily digest from
 * 07:00 each day, a weekly one from 07:00 on Monday (or later that week, after a stop). Each
 * period's digest is made once, so the key is stored with the person.
 */
export function duePeriod(kind: 'daily' | 'weekly', now: Date): string | null {
  const [day = '', time = ''] = stockholmMinute(now).split(' ');
  const beforeHour = Number(time.slice(0, 2)) < DIGEST_HOUR;
  if (kind === 'daily') return beforeHour ? null : `daily:${day}`;
  const monday = mondayOf(day);
  if (day === monday && beforeHour) return null;
  return `weekly:${monday}`;
}
