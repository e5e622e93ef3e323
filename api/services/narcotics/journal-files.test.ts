import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { csvCell } from '../../csv/csv-file.ts';
import { journalCsv } from './journal-csv.ts';
import type { JournalExport } from './journal.ts';
import { journalPdf } from './journal-pdf.ts';

const entry = (id: number, overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  at: '2026-01-15T07:05:00.000Z',
  kind: 'withdrawn',
  batch_number: 'MM8120',
  delta: -1,
  balance_after: 100 - id,
  patient: `Patient ${id}`,
  actor_name: 'Sara Sjuksköterska',
  witness_name: null,
  note: null,
  corrects_id: null,
  ...overrides,
});

const journal = (items: JournalEntry[]): JournalExport => ({
  medicine_template_id: '00000000-0000-4000-8000-000000000001',
  name: 'Morfin Meda',
  strength: '10 mg/ml',
  unit: 'styck',
  site_name: 'Hemsjukvården Solna',
  from: '2026-01-01',
  to: null,
  opening_balance: 100,
  closing_balance: items.at(-1)?.balance_after ?? 100,
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
        entry(1, { at: '2026-07-01T10:30:00.000Z', patient: '=HYPERLINK("x")' }),
        entry(2, {
          at: '2026-01-15T23:30:00.000Z',
          kind: 'corrected',
          delta: 0,
          note: 'Fel patient; "Åsa"\nrättad',
          corrects_id: 1,
          witness_name: 'Elin Enhetschef',
        }),
      ]),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows.slice(0, 7)).toEqual([
      ['Förbrukningsjournal narkotika'],
      ['Enhet', 'Hemsjukvården Solna'],
      ['Läkemedel', 'Morfin Meda 10 mg/ml'],
      ['Enhet för antal', 'styck'],
      ['Period', '2026-01-01 – idag'],
      ['Ingående saldo', '100'],
      ['Utgående saldo', '98'],
    ]);
    const header = rows.find((r) => r[0] === 'Post');
    expect(header).toEqual([
      'Post',
      'Datum',
      'Tid',
      'Händelse',
      'Batch',
      'Ändring',
      'Saldo',
      'Patient',
      'Utförd av',
      'Vittne',
      'Anteckning',
      'Rättar post',
    ]);
    const [summer, winter] = rows.slice(-2);
    // Summer is UTC+2, winter UTC+1 (and past midnight, the next day).
    expect(summer).toEqual([
      '1',
      '2026-07-01',
      '12:30',
      'Uttag',
      'MM8120',
      '-1',
      '99',
      `'=HYPERLINK("x")`,
      'Sara Sjuksköterska',
      '',
      '',
      '',
    ]);
    expect(winter).toEqual([
      '2',
      '2026-01-16',
      '00:30',
      'Rättelse',
      'MM8120',
      '0',
      '98',
      'Patient 2',
      'Sara Sjuksköterska',
      'Elin Enhetschef',
      'Fel patient; "Åsa"\nrättad',
      '1',
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
        i === 69
          ? { kind: 'counted', delta: 0, witness_name: 'Elin Enhetschef', note: 'Sista posten' }
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
      'Hemsjukvården Solna',
      'Morfin Meda 10 mg/ml',
      '2026-01-01 – idag',
      'Ingående saldo 100 styck',
      'Utgående saldo 30 styck',
      'Patient 1 ',
      `Sida 1 av ${n}`,
    ])
      expect(first).toContain(text);
    expect(last).toContain(`Sida ${n} av ${n}`);
    expect(last).toContain('Kontrollräkning');
    expect(last).toContain('Sista posten');
    expect(last).toContain('Elin Enhetschef');
    const size = await pdf.size(1);
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([842, 595]);
  });

  it('says so when the period has no entries', async () => {
    const pdf = await readPdf(await journalPdf(journal([])));
    expect(await pdf.text(1)).toContain('Inga händelser under perioden.');
  });
});
