import type { JournalExport } from './journal.ts';
import {
  ENTRY_COLUMNS,
  JOURNAL_KIND_LABELS,
  journalDay,
  journalPeriodText,
  journalTime,
} from './journal-labels.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One cell as text Excel reads back unchanged: quoted when it holds the separator, a quote or a
 * line break, and with a leading apostrophe when it would start a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(SEPARATOR);

/** The journal of a period as CSV: UTF-8 with BOM and `;`, so Swedish Excel opens it right. */
export function journalCsv(journal: JournalExport): Buffer {
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  const lines = [
    line(['Förbrukningsjournal narkotika']),
    line(['Enhet', journal.site_name]),
    line(['Läkemedel', product]),
    line(['Enhet för antal', journal.unit]),
    line(['Period', journalPeriodText(journal.from, journal.to)]),
    line(['Ingående saldo', journal.opening_balance]),
    line(['Utgående saldo', journal.closing_balance]),
    '',
    line(['Post', 'Datum', 'Tid', ...ENTRY_COLUMNS, 'Rättar post']),
    ...journal.items.map((entry) =>
      line([
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
    ),
  ];
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
