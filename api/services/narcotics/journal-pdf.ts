import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/pdf-document.ts';
import type { JournalExport } from './journal.ts';
import {
  ENTRY_COLUMNS,
  JOURNAL_KIND_LABELS,
  journalDay,
  journalPeriodText,
  journalTime,
  signed,
} from './journal-labels.ts';

const DASH = '–';
const HEADER = ['Post', 'Datum och tid', ...ENTRY_COLUMNS];

const cell = (text: string | null): TableCell => ({ text: text && text.trim() ? text : DASH });
const number = (text: string): TableCell => ({ text, alignment: 'right' });

function entryRows(journal: JournalExport): TableCell[][] {
  return journal.items.map((e) => [
    number(String(e.id)),
    cell(`${journalDay(e.at)} ${journalTime(e.at)}`),
    cell(JOURNAL_KIND_LABELS[e.kind]),
    cell(e.batch_number),
    number(signed(e.delta)),
    number(String(e.balance_after)),
    cell(e.patient),
    cell(e.actor_name),
    cell(e.witness_name),
    cell(e.corrects_id ? `Rättar post ${e.corrects_id}: ${e.note ?? ''}` : e.note),
  ]);
}

function facts(journal: JournalExport, product: string): Content {
  const rows: [string, string][] = [
    ['Enhet', journal.site_name],
    ['Läkemedel', product],
    ['Enhet för antal', journal.unit],
    ['Period', journalPeriodText(journal.from, journal.to)],
    ['Ingående saldo', `${journal.opening_balance} ${journal.unit}`],
    ['Utgående saldo', `${journal.closing_balance} ${journal.unit}`],
    [
      'Utskriven',
      `${journalDay(journal.printed_at)} ${journalTime(journal.printed_at)} av ${journal.printed_by}`,
    ],
  ];
  return {
    table: {
      widths: [110, '*'],
      body: rows.map(([name, value]): TableCell[] => [{ text: name, style: 'label' }, value]),
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 12],
  };
}

function journalDocument(journal: JournalExport): TDocumentDefinitions {
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  const entries: Content =
    journal.items.length === 0
      ? { text: 'Inga händelser under perioden.', italics: true }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [32, 62, 62, 55, 36, 36, '*', 80, 80, '*'],
            body: [
              HEADER.map((text): TableCell => ({ text, style: 'label' })),
              ...entryRows(journal),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 8,
        };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 48],
    info: { title: `Förbrukningsjournal ${product}`, author: 'Medvakt' },
    content: [
      { text: 'Förbrukningsjournal narkotika', fontSize: 18, bold: true, margin: [0, 0, 0, 8] },
      facts(journal, product),
      entries,
    ],
    footer: (page, pages) => ({
      columns: [
        `${journal.site_name} · ${product}`,
        { text: `Sida ${page} av ${pages}`, alignment: 'right' },
      ],
      fontSize: 8,
      color: '#555555',
      margin: [36, 16, 36, 0],
    }),
    styles: { label: { bold: true } },
    defaultStyle: { fontSize: 9 },
  };
}

/** The journal of a period as an A4 PDF for an inspector: every entry, page N of M. */
export const journalPdf = (journal: JournalExport) => renderPdf(journalDocument(journal));
