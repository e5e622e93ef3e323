import { csvFile } from '../../files/csv-file.ts';
import type { JournalExport } from './journal.ts';
import {
  ENTRY_COLUMNS,
  ENTRY_KIND_LABELS,
  earlierNamesText,
  journalDay,
  journalPeriodText,
  journalTime,
  noteWithMarks,
  scheduleText,
} from './journal-labels.ts';

/** The journal of a period as CSV: UTF-8 with BOM and `;`, so Swedish Excel opens it right. */
export function journalCsv(journal: JournalExport): Buffer {
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  return csvFile([
    ['Förbrukningsjournal narkotika'],
    ['Vårdgivare', journal.care_provider],
    ['Enhet', journal.site_name],
    ['Läkemedel', product],
    ['Beredningsform', journal.form],
    ['Förpackning', journal.pack_size],
    ['Förteckning', scheduleText(journal.schedule)],
    ['Tidigare namn', earlierNamesText(journal.earlier_names)],
    ['Enhet för antal', journal.unit],
    ['Period', journalPeriodText(journal.from, journal.to)],
    ['Ingående saldo', journal.opening_balance],
    ['Utgående saldo', journal.closing_balance],
    ['Väntar på destruktion (ingår i saldot)', journal.awaiting_destruction],
    [],
    [
      'Post',
      'Datum',
      'Tid',
      ...ENTRY_COLUMNS,
      'Rättar post',
      'Rättad av post',
      'Läkemedel vid posten',
      'Beredningsform vid posten',
      'Förpackning vid posten',
    ],
    ...journal.items.map((entry) => [
      entry.number,
      journalDay(entry.at),
      journalTime(entry.at),
      ENTRY_KIND_LABELS[entry.kind],
      entry.batch_number,
      entry.quantity_in,
      entry.quantity_out,
      entry.balance_after,
      entry.patient,
      entry.actor_name,
      entry.witness_name,
      entry.delivery_reference,
      noteWithMarks(entry),
      entry.corrects_number,
      entry.corrected_by_number,
      entry.medicine_name,
      entry.medicine_form,
      entry.pack_size,
    ]),
  ]);
}
