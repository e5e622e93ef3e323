import type { MessageKey } from '../../i18n/catalogue.ts';
import { formatDateTime } from '../../ui/format.ts';

export type LastCheckedText =
  { key: MessageKey; params?: Record<string, number> } | { text: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the recall notices were last read, relative to `now` (spec 1-platform §2.8): 'Just nu',
 * 'N min sedan', 'N timmar sedan', else a Swedish date; 'Okänd' when the stats could not be read.
 */
export function lastCheckedText(
  checkedAt: string | null | undefined,
  now: Date,
  failed = false,
): LastCheckedText {
  if (failed || checkedAt === undefined) return { key: 'panels.time.unknown' };
  if (checkedAt === null) return { key: 'panels.time.never' };
  const at = Date.parse(checkedAt);
  if (Number.isNaN(at)) return { key: 'panels.time.unknown' };
  const ago = now.getTime() - at;
  if (ago < MINUTE_MS) return { key: 'panels.time.justNow' };
  if (ago < HOUR_MS)
    return { key: 'panels.time.minutes', params: { count: Math.floor(ago / MINUTE_MS) } };
  if (ago < DAY_MS) {
    const hours = Math.floor(ago / HOUR_MS);
    return hours === 1
      ? { key: 'panels.time.hour' }
      : { key: 'panels.time.hours', params: { count: hours } };
  }
  return { text: formatDateTime(checkedAt) };
}
