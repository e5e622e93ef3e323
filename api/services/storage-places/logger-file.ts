import { MAX_LOGGER_LINES, TEMPERATURE_LIMITS } from '../../../shared/schemas/storage-places.ts';
import { isCalendarDate } from '../../../shared/stock-rules.ts';
import { stockholmInstant } from '../../clock.ts';
import { invalid } from '../../errors.ts';

export type LoggerPoint = { line: number; at: string; tenths: number };
export type LineError = { line: number; message: string };

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A logger's time: ISO 8601 with its zone, or Stockholm's wall time 'ÅÅÅÅ-MM-DD TT:MM[:SS]'. */
export function loggerTime(text: string): string | null {
  if (ISO_WITH_ZONE.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  }
  const local = LOCAL.exec(text);
  if (!local) return null;
  const [, day = '', hour, minute, second] = local;
  if (!isCalendarDate(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)
    return null;
  const start = Date.parse(stockholmInstant(day, `${hour}:${minute}`));
  return new Date(start + Number(second ?? 0) * 1000).toISOString();
}

/** '4,5', '-18.2', '−3,0 °C': tenths of a degree, or null when it is no temperature. */
export function loggerTemperature(text: string): number | null {
  const cleaned = text
    .replace(/°?\s*C$/i, '')
    .trim()
    .replace('−', '-')
    .replace(',', '.');
  if (!/^[+-]?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10);
}

/** The line's two fields: split at ';', a tab, or else the first ','. */
function fields(line: string): [string, string] | null {
  for (const separator of [';', '\t', ',']) {
    const at = line.indexOf(separator);
    if (at > 0)
      return [
        line.slice(0, at).trim(),
        line
          .slice(at + 1)
          .trim()
          .replace(/;+$/, ''),
      ];
  }
  return null;
}

const unquote = (text: string) => text.replace(/^"(.*)"$/, '$1').trim();

/**
 * Reads a logger's file: one `tidpunkt;temperatur` per line, a heading line allowed. Each line
 * that cannot be read is listed with its number and why; the others are taken. Too many lines is
 * refused as a whole.
 */
export function readLoggerFile(
  csv: string,
  now: Date,
): { points: LoggerPoint[]; errors: LineError[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const filled = lines.filter((l) => l.trim() !== '').length;
  if (filled > MAX_LOGGER_LINES + 1)
    throw invalid(
      `Filen har ${filled} rader; högst ${MAX_LOGGER_LINES} avläsningar tas emot per fil. Dela upp den per månad.`,
    );
  const points: LoggerPoint[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  const nowIso = now.toISOString();
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const parts = fields(raw);
    const time = parts ? loggerTime(unquote(parts[0])) : null;
    const tenths = parts ? loggerTemperature(unquote(parts[1])) : null;
    // A heading ('Tid;Temperatur') is the first line with words instead of values.
    if (points.length === 0 && errors.length === 0 && time === null && /[a-zåäö]/i.test(raw))
      return;
    const fail = (message: string) => errors.push({ line, message });
    if (!parts) return fail('Raden ska ha tidpunkt och temperatur åtskilda av semikolon.');
    if (time === null)
      return fail(
        `Tidpunkten '${unquote(parts[0]).slice(0, 40)}' kan inte läsas (ÅÅÅÅ-MM-DD TT:MM).`,
      );
    if (tenths === null)
      return fail(`Temperaturen '${unquote(parts[1]).slice(0, 20)}' är inget tal.`);
    if (tenths < TEMPERATURE_LIMITS.min * 10 || tenths > TEMPERATURE_LIMITS.max * 10)
      return fail('Temperaturen måste vara mellan −50 och +50 °C.');
    if (time > nowIso) return fail('Tidpunkten är i framtiden.');
    const earlier = seen.get(time);
    if (earlier !== undefined) return fail(`Tidpunkten finns redan på rad ${earlier}.`);
    seen.set(time, line);
    points.push({ line, at: time, tenths });
  });
  points.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return { points, errors };
}

export type Breach = {
  from: string;
  to: string;
  minutes: number;
  extreme: number;
  points: LoggerPoint[];
};

/**
 * Runs of readings outside the range that last longer than `breachMinutes`: from the first
 * reading outside to the first one back inside (or the file's last reading). A short run, a door
 * held open, is kept in the log but is no deviation.
 */
export function breachesOf(
  points: readonly LoggerPoint[],
  range: { min_tenths: number; max_tenths: number },
  breachMinutes: number,
): Breach[] {
  const outside = (p: LoggerPoint) => p.tenths < range.min_tenths || p.tenths > range.max_tenths;
  const breaches: Breach[] = [];
  let run: LoggerPoint[] = [];
  const distance = (t: number) =>
    t > range.max_tenths ? t - range.max_tenths : range.min_tenths - t;
  const close = (end: string) => {
    const [first] = run;
    if (!first) return;
    const minutes = (Date.parse(end) - Date.parse(first.at)) / 60_000;
    if (minutes > breachMinutes) {
      const extreme = run.reduce(
        (worst, p) => (distance(p.tenths) > distance(worst) ? p.tenths : worst),
        first.tenths,
      );
      breaches.push({
        from: first.at,
        to: end,
        minutes: Math.round(minutes),
        extreme,
        points: run,
      });
    }
    run = [];
  };
  for (const point of points) {
    if (outside(point)) run.push(point);
    else close(point.at);
  }
  close(points.at(-1)?.at ?? '');
  return breaches;
}
