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

/** 'Morfin 10 mg/ml' → 'morfin-10-mg-ml': a file name any system accepts. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'lakemedel';

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
  const period = `${journal.from ?? 'start'}-${journal.to ?? ctx.clock.today()}`;
  const filename = `narkotikajournal-${slug([journal.name, journal.strength].filter(Boolean).join(' '))}-${period}.${format}`;
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
