import { csvFile } from '../../csv/csv-file.ts';
import type { JournalExport } from './journal.ts';
import {
  ENTRY_COLUMNS,
  JOURNAL_KIND_LABELS,
  journalDay,
  journalPeriodText,
  journalTime,
} from './journal-labels.ts';

/** The journal of a period as CSV: UTF-8 with BOM and `;`, so Swedish Excel opens it right. */
export function journalCsv(journal: JournalExport): Buffer {
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  return csvFile([
    ['Förbrukningsjournal narkotika'],
    ['Enhet', journal.site_name],
    ['Läkemedel', product],
    ['Enhet för antal', journal.unit],
    ['Period', journalPeriodText(journal.from, journal.to)],
    ['Ingående saldo', journal.opening_balance],
    ['Utgående saldo', journal.closing_balance],
    [],
    ['Post', 'Datum', 'Tid', ...ENTRY_COLUMNS, 'Rättar post'],
    ...journal.items.map((entry) => [
      entry.id,
      journalDay(entry.at),
      journalTime(entry.at),
      JOURNAL_KIND_LABELS[entry.kind],
      entry.batch_number,
      entry.delta,
      entry.balance_after,
      entry.patient,
      entry.actor_name,
      entry.witness_name,
      entry.note,
      entry.corrects_id,
    ]),
  ]);
}
