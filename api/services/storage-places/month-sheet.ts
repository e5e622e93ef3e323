import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  STORAGE_KIND_LABELS,
  type MonthQuery,
  type PlaceMonth,
  type TemperatureReading,
} from '../../../shared/schemas/storage-places.ts';
import { temperatureSheetFileName } from '../../../shared/file-names.ts';
import { stockholmDay, stockholmMinute } from '../../clock.ts';
import { csvFile } from '../../files/csv-file.ts';
import { renderPdf } from '../../files/pdf-document.ts';
import { reportDocument, reportTable } from '../../files/report-document.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { placeMonth } from './place-month.ts';
import { celsiusText, toTenths } from './temperature.ts';

const DASH = '–';
const degrees = (c: number | null) => (c === null ? DASH : celsiusText(toTenths(c)));
const timeOf = (at: string) => stockholmMinute(new Date(at)).slice(11);
const dayOf = (at: string) => stockholmDay(new Date(at));

type SheetFacts = { unit: string; careProvider: string | null; printedBy: string; printedAt: Date };

/** The logger's lowest and highest of a day, and how many it read: '3,1 – 7,9 °C (288)'. */
function loggerSpan(readings: TemperatureReading[]): string {
  if (readings.length === 0) return '';
  const values = readings.map((r) => r.current_c);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return `${degrees(low)} – ${degrees(high)} (${readings.length})`;
}

type DayRow = {
  day: string;
  reading: TemperatureReading | null;
  logger: string;
  missing: boolean;
};

/**
 * A row per signed reading, and one for each day without: as the paper sheet has a line a day. A
 * day is missed from the place's first day up to today.
 */
function dayRows(month: PlaceMonth, today: string): DayRow[] {
  const rows: DayRow[] = [];
  const firstDay = dayOf(month.place.created_at);
  for (const { day } of month.days) {
    const ofDay = month.readings.filter((r) => dayOf(r.read_at) === day);
    const signed = ofDay.filter((r) => r.source === 'manual');
    const logger = loggerSpan(ofDay.filter((r) => r.source === 'logger'));
    if (signed.length === 0)
      rows.push({ day, reading: null, logger, missing: day >= firstDay && day <= today });
    signed.forEach((reading, i) =>
      rows.push({ day, reading, logger: i === 0 ? logger : '', missing: false }),
    );
  }
  return rows;
}

const missedDays = (month: PlaceMonth, today: string) =>
  dayRows(month, today)
    .filter((row) => row.missing)
    .map((row) => row.day);

const mark = (text: string, outside: boolean): TableCell =>
  outside ? { text: `${text} !`, bold: true } : { text };

function sheetRows(month: PlaceMonth, today: string): TableCell[][] {
  const out = (c: number | null) => c !== null && (c < month.place.min_c || c > month.place.max_c);
  return dayRows(month, today).map(({ day, reading, logger, missing }) => {
    if (!reading) return [day, missing ? 'Ej avläst' : '', '', '', '', '', logger, ''];
    return [
      day,
      timeOf(reading.read_at),
      mark(degrees(reading.current_c), out(reading.current_c)),
      mark(degrees(reading.min_c), out(reading.min_c)),
      mark(degrees(reading.max_c), out(reading.max_c)),
      reading.read_by,
      logger,
      reading.note ?? '',
    ];
  });
}

function deviationList(month: PlaceMonth): Content {
  if (month.deviations.length === 0)
    return {
      text: 'Inga temperaturavvikelser under månaden.',
      italics: true,
      margin: [0, 12, 0, 0],
    };
  return [
    { text: 'Avvikelser', style: 'label', margin: [0, 12, 0, 4] },
    reportTable(
      [70, '*', 110, 130],
      ['Öppnad', 'Avvikelse', 'Status', 'Bedömning'],
      month.deviations.map((d) => [
        stockholmMinute(new Date(d.opened_at)),
        d.title,
        d.status === 'open'
          ? 'Öppen: läkemedlen bedöms'
          : `Avslutad ${d.closed_at ? dayOf(d.closed_at) : ''} av ${d.closed_by ?? DASH}`,
        d.conclusion ?? '',
      ]),
    ),
  ];
}

/** Where the month is reviewed and signed by hand, as on the paper sheet. */
const reviewBlock = (): Content => ({
  unbreakable: true,
  margin: [0, 20, 0, 0],
  columns: ['Granskad av', 'Datum', 'Namnteckning'].map((label) => ({
    width: '*',
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }] },
      { text: label, fontSize: 8, margin: [0, 3, 0, 0] },
    ],
  })),
  columnGap: 18,
});

async function sheetData(ctx: ServiceContext, placeId: string, query: MonthQuery) {
  const month = await placeMonth(ctx, placeId, query);
  const site = await ctx.db
    .selectFrom('sites as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.name', 'c.name as customer_name'])
    .where('s.id', '=', month.place.site_id)
    .executeTakeFirstOrThrow();
  const facts: SheetFacts = {
    unit: site.name,
    careProvider: site.customer_name,
    printedBy: ctx.actor.token
      ? ctx.actor.token.name
      : `${ctx.actor.first_name} ${ctx.actor.last_name}`,
    printedAt: ctx.clock.now(),
  };
  return { month, facts };
}

const fileName = (month: PlaceMonth, ext: 'pdf' | 'csv') =>
  temperatureSheetFileName(month.place.name, month.month, ext);

/** The month sheet as the paper form it replaces: a line a day, signatures, deviations, review. */
export async function monthSheetPdf(ctx: ServiceContext, placeId: string, query: MonthQuery) {
  const { month, facts } = await sheetData(ctx, placeId, query);
  const place = month.place;
  const body: Content = [
    reportTable(
      [52, 30, 50, 50, 50, '*', 78, 90],
      [
        'Datum',
        'Tid',
        'Aktuell',
        'Lägsta',
        'Högsta',
        'Signatur',
        'Logger (lägsta – högsta)',
        'Anteckning',
      ],
      sheetRows(month, ctx.clock.today()),
      8,
    ),
    { text: '! = utanför gränserna', fontSize: 7, margin: [0, 2, 0, 0] },
    deviationList(month),
    reviewBlock(),
  ];
  const pdf = await renderPdf(
    reportDocument({
      title: `Temperaturlista: ${place.name}`,
      orientation: 'portrait',
      facts: [
        ['Vårdgivare', facts.careProvider ?? DASH],
        ['Enhet', facts.unit],
        ['Förvaringsplats', `${place.name} (${STORAGE_KIND_LABELS[place.kind]})`],
        ['Gränser', `${degrees(place.min_c)} till ${degrees(place.max_c)}`],
        ['Månad', month.month],
        ['Utskriven', `${stockholmMinute(facts.printedAt)} av ${facts.printedBy}`],
      ],
      footer: `${facts.unit} · ${place.name} · ${month.month}`,
      body,
    }),
  );
  return { body: pdf, filename: fileName(month, 'pdf'), contentType: 'application/pdf' };
}

/** Every reading of the month, signed and logged, as CSV for Excel. */
export async function monthSheetCsv(ctx: ServiceContext, placeId: string, query: MonthQuery) {
  const { month, facts } = await sheetData(ctx, placeId, query);
  const place = month.place;
  const decimal = (c: number | null) => (c === null ? null : { decimal: c });
  const csv = csvFile([
    ['Temperaturlista'],
    ['Vårdgivare', facts.careProvider],
    ['Enhet', facts.unit],
    ['Förvaringsplats', `${place.name} (${STORAGE_KIND_LABELS[place.kind]})`],
    ['Gränser', `${degrees(place.min_c)} till ${degrees(place.max_c)}`],
    ['Månad', month.month],
    ['Dagar utan signerad avläsning', missedDays(month, ctx.clock.today()).join(', ')],
    [],
    [
      'Datum',
      'Tid',
      'Källa',
      'Aktuell °C',
      'Lägsta °C',
      'Högsta °C',
      'Utanför gränserna',
      'Signerad av',
      'Anteckning',
      'Avvikelse',
    ],
    ...month.readings.map((r) => [
      dayOf(r.read_at),
      timeOf(r.read_at),
      r.source === 'logger' ? 'Logger' : 'Avläst',
      decimal(r.current_c),
      decimal(r.min_c),
      decimal(r.max_c),
      r.outside_range ? 'Ja' : 'Nej',
      r.read_by,
      r.note,
      r.deviation_id,
    ]),
  ]);
  return { body: csv, filename: fileName(month, 'csv'), contentType: 'text/csv; charset=utf-8' };
}
