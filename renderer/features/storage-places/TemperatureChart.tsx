import type { PlaceMonth } from '../../../shared/schemas/storage-places.ts';
import { useT } from '../../i18n/t.ts';
import { celsius } from './temperature-text.ts';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

/** The month's instants as Stockholm sees them: from the first day's midnight to the next month's. */
function monthSpan(days: PlaceMonth['days']) {
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? first;
  const start = Date.parse(`${first}T00:00:00+01:00`);
  const end = Date.parse(`${last}T24:00:00+01:00`);
  return { start, end: Number.isNaN(end) ? start + 86_400_000 : end };
}

/**
 * Every reading of the month as it was read: a dot for each signed current value with a bar from
 * its lowest to its highest, and the logger's readings joined point by point. Nothing is averaged:
 * a single warm reading stays as warm as it was. The place's range is the shaded band.
 */
export function TemperatureChart({ month }: { month: PlaceMonth }) {
  const t = useT();
  const { place, readings, days } = month;
  const values = readings.flatMap((r) =>
    [r.current_c, r.min_c, r.max_c].filter((v): v is number => v !== null),
  );
  const low = Math.floor(Math.min(place.min_c - 2, ...values));
  const high = Math.ceil(Math.max(place.max_c + 2, ...values));
  const span = monthSpan(days);
  const x = (at: string) =>
    PAD.left +
    ((Date.parse(at) - span.start) / (span.end - span.start)) * (WIDTH - PAD.left - PAD.right);
  const y = (c: number) => PAD.top + ((high - c) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const outside = (c: number) => c < place.min_c || c > place.max_c;
  const logger = readings.filter((r) => r.source === 'logger');
  const signed = readings.filter((r) => r.source === 'manual');
  const ticks = [...new Set([low, place.min_c, place.max_c, high])];
  const dayTicks = days.filter((_, i) => i % 7 === 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('temps.chart', { month: month.month })}
      >
        <rect
          x={PAD.left}
          width={WIDTH - PAD.left - PAD.right}
          y={y(place.max_c)}
          height={y(place.min_c) - y(place.max_c)}
          fill="#2f9e44"
          fillOpacity={0.12}
        />
        {ticks.map((c) => (
          <g key={c}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(c)} y2={y(c)} stroke="#ced4da" />
            <text x={PAD.left - 6} y={y(c) + 4} textAnchor="end" fontSize={11} fill="#495057">
              {celsius(c)}
            </text>
          </g>
        ))}
        {dayTicks.map((d) => (
          <text
            key={d.day}
            x={x(`${d.day}T12:00:00+01:00`)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize={11}
            fill="#495057"
          >
            {d.day.slice(8)}
          </text>
        ))}
        {logger.length > 1 ? (
          <polyline
            fill="none"
            stroke="#1c7ed6"
            strokeWidth={1}
            points={logger.map((r) => `${x(r.read_at)},${y(r.current_c)}`).join(' ')}
          />
        ) : null}
        {logger
          .filter((r) => outside(r.current_c))
          .map((r) => (
            <circle key={r.id} cx={x(r.read_at)} cy={y(r.current_c)} r={2} fill="#e03131" />
          ))}
        {signed.map((r) => (
          <g key={r.id}>
            {r.min_c !== null || r.max_c !== null ? (
              <line
                x1={x(r.read_at)}
                x2={x(r.read_at)}
                y1={y(r.max_c ?? r.current_c)}
                y2={y(r.min_c ?? r.current_c)}
                stroke="#495057"
                strokeWidth={2}
              />
            ) : null}
            <circle
              cx={x(r.read_at)}
              cy={y(r.current_c)}
              r={4}
              fill={r.outside_range ? '#e03131' : '#212529'}
            >
              <title>{`${r.read_at.slice(0, 16).replace('T', ' ')} ${celsius(r.current_c)}`}</title>
            </circle>
          </g>
        ))}
      </svg>
      <figcaption style={{ fontSize: 12, color: '#495057' }}>{t('temps.chart.legend')}</figcaption>
    </figure>
  );
}
