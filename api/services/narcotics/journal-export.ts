import { journalFileName } from '../../../shared/file-names.ts';
import type { JournalPeriodQuery } from '../../../shared/schemas/narcotics.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { journalCsv } from './journal-csv.ts';
import { journalForExport, type JournalExport } from './journal.ts';
import { journalPdf } from './journal-pdf.ts';

export type JournalFile = { filename: string; contentType: string; body: Buffer };

const FORMATS = {
  pdf: { contentType: 'application/pdf', render: journalPdf },
  csv: {
    contentType: 'text/csv; charset=utf-8',
    render: (j: JournalExport) => Promise.resolve(journalCsv(j)),
  },
} as const;

/**
 * A narcotic's journal for a period as a file. The files hold patients, so who took one out and
 * for which period is kept in the audit log (without the patients).
 */
export async function exportJournal(
  ctx: ServiceContext,
  templateId: string,
  query: JournalPeriodQuery,
  format: keyof typeof FORMATS,
): Promise<JournalFile> {
  const journal = await journalForExport(ctx, templateId, query);
  const { contentType, render } = FORMATS[format];
  const body = await render(journal);
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  const filename = journalFileName(product, journal.from, journal.to ?? ctx.clock.today(), format);
  await audit(
    ctx.db,
    { ...ctx, siteId: ctx.siteId },
    {
      action: 'export_journal',
      entity: 'medicine_template',
      entity_id: templateId,
      after: { format, from: journal.from, to: journal.to, entries: journal.items.length },
    },
  );
  return { filename, contentType, body };
}
