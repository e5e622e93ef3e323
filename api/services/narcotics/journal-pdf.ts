import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../pdf/pdf-document.ts';
import { reportDocument, reportTable } from '../../pdf/report-document.ts';
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

function facts(journal: JournalExport, product: string): [string, string][] {
  return [
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
}

function journalDocument(journal: JournalExport): TDocumentDefinitions {
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  return reportDocument({
    title: 'Förbrukningsjournal narkotika',
    orientation: 'landscape',
    facts: facts(journal, product),
    footer: `${journal.site_name} · ${product}`,
    body:
      journal.items.length === 0
        ? { text: 'Inga händelser under perioden.', italics: true }
        : reportTable([32, 62, 62, 55, 36, 36, '*', 80, 80, '*'], HEADER, entryRows(journal), 8),
  });
}

/** The journal of a period as an A4 PDF for an inspector: every entry, page N of M. */
export const journalPdf = (journal: JournalExport) => renderPdf(journalDocument(journal));
