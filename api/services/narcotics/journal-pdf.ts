import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../files/pdf-document.ts';
import { reportDocument, reportTable } from '../../files/report-document.ts';
import type { JournalExport } from './journal.ts';
import {
  ENTRY_COLUMNS,
  ENTRY_KIND_LABELS,
  earlierNamesText,
  journalDay,
  journalPeriodText,
  journalTime,
  noteWithMarks,
  productText,
  scheduleText,
} from './journal-labels.ts';

const DASH = '–';
const HEADER = ['Post', 'Datum och tid', ...ENTRY_COLUMNS];
const WIDTHS = [24, 64, 56, 50, 22, 22, 30, '*', 68, 68, 60, '*'];

// The bundled Roboto has no arrow glyph: a change prints as 'V -> ingen'.
const printable = (text: string) => text.replaceAll('→', '->');
const cell = (text: string | null): TableCell => ({
  text: text && text.trim() ? printable(text) : DASH,
});
const number = (value: number | null): TableCell => ({
  text: value === null ? '' : String(value),
  alignment: 'right',
});

/** The note with its correction marks, and the name the entry was made under if not today's. */
function noteOf(e: JournalExport['items'][number], current: string): string {
  const then = e.medicine_name !== current ? `Namn vid posten: ${e.medicine_name}` : null;
  return [noteWithMarks(e), then].filter(Boolean).join('. ');
}

function entryRows(journal: JournalExport, current: string): TableCell[][] {
  return journal.items.map((e) => [
    number(e.number),
    cell(`${journalDay(e.at)} ${journalTime(e.at)}`),
    cell(ENTRY_KIND_LABELS[e.kind]),
    cell(e.batch_number),
    number(e.quantity_in),
    number(e.quantity_out),
    number(e.balance_after),
    cell(e.patient),
    cell(e.actor_name),
    cell(e.witness_name),
    cell(e.delivery_reference),
    cell(noteOf(e, current)),
  ]);
}

/** Packs put up for kassation stay in the balance until their witnessed destruction. */
const awaitingRow = (journal: JournalExport): [string, string][] =>
  journal.awaiting_destruction > 0
    ? [
        [
          'Väntar på destruktion',
          `${journal.awaiting_destruction} ${journal.unit} (ingår i saldot)`,
        ],
      ]
    : [];

function facts(journal: JournalExport): [string, string][] {
  const earlier = earlierNamesText(journal.earlier_names);
  const earlierRow: [string, string][] = earlier ? [['Tidigare namn', earlier]] : [];
  return [
    ['Vårdgivare', journal.care_provider ?? DASH],
    ['Enhet', journal.site_name],
    ['Läkemedel', productText(journal)],
    ['Förteckning', scheduleText(journal.schedule)],
    ...earlierRow,
    ['Period', journalPeriodText(journal.from, journal.to)],
    ['Ingående saldo', `${journal.opening_balance} ${journal.unit}`],
    ['Utgående saldo', `${journal.closing_balance} ${journal.unit}`],
    ...awaitingRow(journal),
    [
      'Utskriven',
      `${journalDay(journal.printed_at)} ${journalTime(journal.printed_at)} av ${journal.printed_by}`,
    ],
  ];
}

/**
 * Where the unit's review is signed by hand, as on the paper journal: a line over each label.
 * Built anew for each document: pdfmake writes its layout into the nodes it is given.
 */
const signatureBlock = (): Content => ({
  unbreakable: true,
  margin: [0, 24, 0, 0],
  stack: [
    { text: 'Enhetens granskning', style: 'label', margin: [0, 0, 0, 18] },
    {
      columns: ['Granskad av', 'Datum', 'Namnteckning'].map((label) => ({
        width: '*',
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }] },
          { text: label, fontSize: 8, margin: [0, 3, 0, 0] },
        ],
      })),
      columnGap: 24,
    },
  ],
});

function journalDocument(journal: JournalExport): TDocumentDefinitions {
  const current = [journal.name, journal.strength].filter(Boolean).join(' ');
  const table =
    journal.items.length === 0
      ? { text: 'Inga händelser under perioden.', italics: true }
      : reportTable([...WIDTHS], HEADER, entryRows(journal, current), 7.5);
  return reportDocument({
    title: 'Förbrukningsjournal narkotika',
    orientation: 'landscape',
    facts: facts(journal),
    footer: `${journal.care_provider ? `${journal.care_provider} · ` : ''}${journal.site_name} · ${current}`,
    body: [table, signatureBlock()],
  });
}

/** The journal of a period as an A4 PDF for an inspector: every entry, page N of M, a review block. */
export const journalPdf = (journal: JournalExport) => renderPdf(journalDocument(journal));
