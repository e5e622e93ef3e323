import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { stockTakeFileName } from '../../../shared/file-names.ts';
import type { VarianceReport } from '../../../shared/schemas/stock-take.ts';
import { stockholmDay } from '../../clock.ts';
import { csvFile } from '../../files/csv-file.ts';
import { conflict } from '../../errors.ts';
import { renderPdf } from '../../files/pdf-document.ts';
import { reportDocument, reportTable } from '../../files/report-document.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { journalDay, journalTime, signed } from '../narcotics/journal-labels.ts';
import { workingSite } from '../sites/site-scope.ts';
import { stockTakeAt } from './stock-take-records.ts';
import { varianceReport } from './variance.ts';

const COLUMNS = ['Läkemedel', 'Batch', 'Utgångsdatum', 'Enhet', 'Förväntat', 'Räknat', 'Skillnad'];

const when = (at: string | null) => (at ? `${journalDay(at)} ${journalTime(at)}` : '');

function facts(report: VarianceReport): [string, string | number][] {
  return [
    ['Enhet', report.site_name],
    ['Förvaringsplats', report.location ?? 'Hela enheten'],
    ['Startad', when(report.started_at)],
    ['Avslutad', `${when(report.finished_at)} av ${report.finished_by ?? ''}`],
    ['Rader', report.lines_total],
    ['Räknade rader', report.lines_counted],
    ['Rader med avvikelse', report.lines_with_difference],
    ['Saknas (antal)', report.units_missing],
    ['Hittat (antal)', report.units_found],
  ];
}

export function varianceCsv(report: VarianceReport): Buffer {
  return csvFile([
    ['Inventering: avvikelserapport'],
    ...facts(report),
    [],
    COLUMNS,
    ...report.lines.map((l) => [
      l.medicine_name,
      l.batch_number,
      l.expiry_date,
      l.unit_type,
      l.expected,
      l.counted,
      l.difference,
    ]),
  ]);
}

function varianceDocument(report: VarianceReport): TDocumentDefinitions {
  return reportDocument({
    title: 'Inventering: avvikelserapport',
    orientation: 'portrait',
    facts: facts(report),
    footer: `${report.site_name} · Inventering`,
    body:
      report.lines.length === 0
        ? { text: 'Inga avvikelser: allt stämde.', italics: true }
        : reportTable(
            ['*', 70, 62, 50, 48, 48, 48],
            COLUMNS,
            report.lines.map((l): TableCell[] => [
              l.medicine_name,
              l.batch_number,
              l.expiry_date,
              l.unit_type,
              { text: String(l.expected), alignment: 'right' },
              { text: String(l.counted), alignment: 'right' },
              { text: signed(l.difference), alignment: 'right' },
            ]),
          ),
  });
}

export type ReportFile = { filename: string; contentType: string; body: Buffer };

/** A completed stock-take's variance report as CSV or PDF (unit managers and admins). */
export async function exportVarianceReport(
  ctx: ServiceContext,
  id: string,
  format: 'csv' | 'pdf',
): Promise<ReportFile> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const take = await stockTakeAt(ctx.db, await workingSite(ctx), id);
  if (take.status !== 'completed')
    throw conflict('Rapporten finns när inventeringen är avslutad.', 'STOCK_TAKE_NOT_COMPLETED');
  const report = await varianceReport(ctx.db, id);
  const body = format === 'csv' ? varianceCsv(report) : await renderPdf(varianceDocument(report));
  await audit(
    ctx.db,
    { ...ctx, siteId: take.site_id },
    { action: 'export_stock_take', entity: 'stock_take', entity_id: id, after: { format } },
  );
  return {
    filename: stockTakeFileName(
      report.site_name,
      stockholmDay(new Date(take.finished_at ?? take.started_at)),
      format,
    ),
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    body,
  };
}
