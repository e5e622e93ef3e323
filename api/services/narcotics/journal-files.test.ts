import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { csvCell } from '../../files/csv-file.ts';
import { journalCsv } from './journal-csv.ts';
import type { JournalExport } from './journal.ts';
import { journalPdf } from './journal-pdf.ts';

const entry = (id: number, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  number: id,
  id: 1000 + id,
  at: '2026-01-15T07:05:00.000Z',
  kind: 'withdrawn',
  batch_number: 'MM8120',
  delta: -1,
  quantity_in: null,
  quantity_out: 1,
  balance_after: 100 - id,
  medicine_name: 'Morfin Meda 10 mg/ml',
  medicine_form: 'injektionsvätska',
  pack_size: '10 × 1 ml',
  patient: `Patient ${id}`,
  actor_name: 'Sara Sjuksköterska',
  witness_name: null,
  delivery_reference: null,
  note: null,
  corrects_id: null,
  corrects_number: null,
  corrected_by_number: null,
  ...overrides,
});

const journal = (items: JournalEntry[]): JournalExport => ({
  medicine_template_id: '00000000-0000-4000-8000-000000000001',
  care_provider: 'Solna stad',
  name: 'Morfin Meda',
  strength: '10 mg/ml',
  form: 'injektionsvätska',
  pack_size: '10 × 1 ml',
  schedule: 'II',
  earlier_names: [{ name: 'Morfin 10 mg/ml', until: '2025-12-31' }],
  unit: 'styck',
  site_name: 'Hemsjukvården Solna',
  from: '2026-01-01',
  to: null,
  opening_balance: 100,
  closing_balance: items.at(-1)?.balance_after ?? 100,
  awaiting_destruction: 0,
  items,
  printed_at: '2026-11-24T12:00:00.000Z',
  printed_by: 'Elin Enhetschef',
});

/** The CSV's rows as cells, quotes and doubled quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted && c === '"' && text.charAt(i + 1) === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

describe('the journal as CSV', () => {
  it('opens in Swedish Excel: BOM, semicolons, Stockholm time, quoted and guarded cells', () => {
    const bytes = journalCsv(
      journal([
        entry(1, {
          at: '2026-07-01T10:30:00.000Z',
          patient: '=HYPERLINK("x")',
          delta: -2,
          quantity_out: 2,
          corrected_by_number: 3,
          medicine_name: 'Morfin 10 mg/ml',
        }),
        entry(2, {
          kind: 'received',
          delta: 10,
          quantity_in: 10,
          quantity_out: null,
          patient: null,
          delivery_reference: 'FS-4471',
        }),
        entry(3, {
          at: '2026-01-15T23:30:00.000Z',
          kind: 'corrected',
          delta: 1,
          quantity_in: 1,
          quantity_out: null,
          note: 'Fel antal; "Åsa"\nrättad',
          corrects_id: 1001,
          corrects_number: 1,
          witness_name: 'Elin Enhetschef',
        }),
        entry(4, {
          id: null,
          kind: 'reclassified',
          delta: 0,
          quantity_out: null,
          patient: null,
          note: 'Klassning ändrad: V → ingen',
          witness_name: 'Elin Enhetschef',
        }),
      ]),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows.slice(0, 12)).toEqual([
      ['Förbrukningsjournal narkotika'],
      ['Vårdgivare', 'Solna stad'],
      ['Enhet', 'Hemsjukvården Solna'],
      ['Läkemedel', 'Morfin Meda 10 mg/ml'],
      ['Beredningsform', 'injektionsvätska'],
      ['Förpackning', '10 × 1 ml'],
      ['Förteckning', 'Förteckning II'],
      ['Tidigare namn', 'Morfin 10 mg/ml (till 2025-12-31)'],
      ['Enhet för antal', 'styck'],
      ['Period', '2026-01-01 – idag'],
      ['Ingående saldo', '100'],
      ['Utgående saldo', '96'],
    ]);
    const header = rows.find((r) => r[0] === 'Post');
    expect(header).toEqual([
      'Post',
      'Datum',
      'Tid',
      'Händelse',
      'Batch',
      'In',
      'Ut',
      'Saldo',
      'Patient',
      'Utförd av',
      'Vittne',
      'Följesedel/rekvisition',
      'Anteckning',
      'Rättar post',
      'Rättad av post',
      'Läkemedel vid posten',
      'Beredningsform vid posten',
      'Förpackning vid posten',
    ]);
    const [summer, delivery, winter, record] = rows.slice(-4);
    // Summer is UTC+2, winter UTC+1 (and past midnight, the next day).
    expect(summer).toEqual([
      '1',
      '2026-07-01',
      '12:30',
      'Uttag',
      'MM8120',
      '',
      '2',
      '99',
      `'=HYPERLINK("x")`,
      'Sara Sjuksköterska',
      '',
      '',
      'Rättad av post 3',
      '',
      '3',
      'Morfin 10 mg/ml',
      'injektionsvätska',
      '10 × 1 ml',
    ]);
    expect(delivery?.slice(3, 12)).toEqual([
      'Inleverans',
      'MM8120',
      '10',
      '',
      '98',
      '',
      'Sara Sjuksköterska',
      '',
      'FS-4471',
    ]);
    expect(winter?.slice(0, 15)).toEqual([
      '3',
      '2026-01-16',
      '00:30',
      'Rättelse',
      'MM8120',
      '1',
      '',
      '97',
      'Patient 3',
      'Sara Sjuksköterska',
      'Elin Enhetschef',
      '',
      'Rättar post 1. Fel antal; "Åsa"\nrättad',
      '1',
      '',
    ]);
    expect(record?.slice(0, 13)).toEqual([
      '4',
      '2026-01-15',
      '08:05',
      'Klassning ändrad',
      'MM8120',
      '',
      '',
      '96',
      '',
      'Sara Sjuksköterska',
      'Elin Enhetschef',
      '',
      'Klassning ändrad: V → ingen',
    ]);
  });

  it('guards every formula start and leaves plain text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}1+1`)).toMatch(/^'|^"'/);
    expect(csvCell('Tolvan')).toBe('Tolvan');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});

describe('the journal as PDF', () => {
  it('prints every entry over numbered A4 pages with the head an inspector needs', async () => {
    const items = Array.from({ length: 70 }, (_, i) =>
      entry(
        i + 1,
        i === 0
          ? {
              kind: 'received',
              delta: 10,
              quantity_in: 10,
              quantity_out: null,
              patient: null,
              delivery_reference: 'FS-4471',
              corrected_by_number: 70,
              medicine_name: 'Morfin 10 mg/ml',
            }
          : i === 69
            ? {
                kind: 'corrected',
                delta: -2,
                quantity_in: null,
                quantity_out: 2,
                witness_name: 'Elin Enhetschef',
                note: 'Sista posten',
                corrects_id: 1001,
                corrects_number: 1,
              }
            : i === 1
              ? {
                  id: null,
                  kind: 'reclassified',
                  delta: 0,
                  quantity_out: null,
                  patient: null,
                  witness_name: 'Elin Enhetschef',
                  note: 'Klassning ändrad: V → ingen',
                }
              : {},
      ),
    );
    const pdf = await readPdf(await journalPdf(journal(items)));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const n = pdf.pages.length;
    const first = await pdf.text(1);
    const last = await pdf.text(n);
    for (const text of [
      'Förbrukningsjournal narkotika',
      'Vårdgivare Solna stad',
      'Enhet Hemsjukvården Solna',
      'Läkemedel Morfin Meda 10 mg/ml, injektionsvätska, 10 × 1 ml',
      'Förteckning Förteckning II',
      'Tidigare namn Morfin 10 mg/ml (till 2025-12-31)',
      'Period 2026-01-01 – idag',
      'Ingående saldo 100 styck',
      'Utgående saldo 30 styck',
      'Post Datum och tid Händelse Batch In Ut Saldo Patient Utförd av Vittne Följesedel/',
      'rekvisition Anteckning',
      '1 2026-01-15 08:05 Inleverans MM8120 10 99 – Sara Sjuksköterska – FS-4471 Rättad av post 70. Namn vid posten: Morfin 10 mg/ml',
      '2 2026-01-15 08:05 Klassning ändrad MM8120 98 – Sara Sjuksköterska Elin Enhetschef – Klassning ändrad: V -> ingen',
      '3 2026-01-15 08:05 Uttag MM8120 1 97 Patient 3 Sara Sjuksköterska – –',
      `Sida 1 av ${n}`,
      'Solna stad · Hemsjukvården Solna · Morfin Meda 10 mg/ml',
    ])
      expect(first).toContain(text);
    expect(last).toContain(`Sida ${n} av ${n}`);
    expect(last).toContain(
      '70 2026-01-15 08:05 Rättelse MM8120 2 30 Patient 70 Sara Sjuksköterska Elin Enhetschef – Rättar post 1. Sista posten',
    );
    // The review block ends the last page, after the last entry, before the footer.
    expect(last).toContain('Sista posten Enhetens granskning Granskad av Datum Namnteckning Solna');
    expect(first).not.toContain('Granskad av');
    const size = await pdf.size(1);
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([842, 595]);
  });

  it('says so when the period has no entries, and still ends with the review block', async () => {
    // Twice in one process: each document gets its own review block, whole.
    for (let i = 0; i < 2; i++) {
      const text = await (await readPdf(await journalPdf(journal([])))).text(1);
      expect(text).toContain('Inga händelser under perioden.');
      expect(text).toContain('Granskad av Datum Namnteckning');
    }
  });
});
