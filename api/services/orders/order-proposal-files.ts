import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { orderProposalFileName } from '../../../shared/file-names.ts';
import type { OrderProposal, OrderProposalItem } from '../../../shared/schemas/order-proposal.ts';
import { csvFile } from '../../files/csv-file.ts';
import { renderPdf } from '../../files/pdf-document.ts';
import { reportDocument, reportTable } from '../../files/report-document.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { orderProposal } from './order-proposal.ts';

const COLUMNS = [
  'Läkemedel',
  'Styrka',
  'Enhet',
  'I lager',
  'Användbart',
  'Går ut snart',
  'Minsta lager',
  'Målnivå',
  'Föreslås',
  'Flytta i stället',
];

const instead = (item: OrderProposalItem) =>
  item.move_instead
    .map((m) => `${m.quantity} från ${m.site_name} (batch ${m.batch_number}, ${m.expiry_date})`)
    .join('; ');

const cells = (item: OrderProposalItem) => [
  item.name,
  item.strength,
  item.unit,
  item.in_stock,
  item.usable_in_stock,
  item.expiring_soon,
  item.minimum_stock_level,
  item.par_level,
  item.suggested_quantity,
  instead(item),
];

function proposalDocument(proposal: OrderProposal, day: string): TDocumentDefinitions {
  return reportDocument({
    title: 'Beställningsförslag',
    orientation: 'landscape',
    facts: [
      ['Enhet', proposal.site_name],
      ['Datum', day],
    ],
    footer: `${proposal.site_name} · Beställningsförslag ${day}`,
    body:
      proposal.items.length === 0
        ? { text: 'Inget behöver beställas: allt ligger över minsta lager.', italics: true }
        : reportTable(
            ['*', 50, 50, 36, 42, 40, 40, 40, 40, 150],
            COLUMNS,
            proposal.items.map((item) =>
              cells(item).map((value): TableCell => ({
                text: value === null ? '–' : String(value),
              })),
            ),
          ),
  });
}

/** The working site's order proposal as a file for the supplier's order form or the printer. */
export async function exportOrderProposal(ctx: ServiceContext, format: 'csv' | 'pdf') {
  const proposal = await orderProposal(ctx);
  const day = ctx.clock.today();
  const body =
    format === 'csv'
      ? csvFile([
          ['Beställningsförslag'],
          ['Enhet', proposal.site_name],
          ['Datum', day],
          [],
          COLUMNS,
          ...proposal.items.map(cells),
        ])
      : await renderPdf(proposalDocument(proposal, day));
  await audit(
    ctx.db,
    { ...ctx, siteId: proposal.site_id },
    {
      action: 'export_order_proposal',
      entity: 'site',
      entity_id: proposal.site_id,
      after: { format, items: proposal.items.length },
    },
  );
  return {
    filename: orderProposalFileName(proposal.site_name, day, format),
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    body,
  };
}
