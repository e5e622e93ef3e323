import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { UNIT_TYPE_LABELS } from '../../../shared/schemas/inventory.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { renderPdf } from '../../files/pdf-document.ts';
import type { ReturnRow } from './supplier-return-records.ts';

const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});
const DASH = '–';

const facts = (rows: [string, string | null][]): Content => ({
  table: {
    widths: [150, '*'],
    body: rows.map(([name, value]) => [
      { text: name, style: 'label' },
      value && value.trim() ? value : DASH,
    ]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});

const signature = (title: string): Content => ({
  stack: [
    { text: title, bold: true },
    ...['Underskrift', 'Namnförtydligande'].map((text): Content => ({
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }] },
        { text, fontSize: 8, color: '#555555', margin: [0, 2, 0, 8] },
      ],
      margin: [0, 18, 0, 0],
    })),
  ],
});

/** The A4 return note that goes in the box with the packs, and stays in the unit's binder. */
export function returnNoteDocument(r: ReturnRow): TDocumentDefinitions {
  const unit = r.customer_name ? `${r.site_name}, ${r.customer_name}` : r.site_name;
  const unitType = r.unit_type === 'paket' || r.unit_type === 'styck' ? r.unit_type : 'styck';
  const recall = r.product_name
    ? `${r.product_name}${r.recall_class ? ` (klass ${r.recall_class})` : ''}`
    : null;
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 60],
    info: { title: `Returnota ${r.note_number}`, author: 'Medvakt' },
    content: [
      { text: 'Returnota: retur till leverantör', fontSize: 20, bold: true },
      { text: `${r.note_number} · ${unit}`, fontSize: 12, color: '#444444', margin: [0, 4, 0, 14] },
      facts([
        ['Returnota', r.note_number],
        ['Enhet', unit],
        ['Indragning', recall],
        ['Länk till indragningen', r.notice_link],
        ['Leverantörens returnummer', r.supplier_reference],
      ]),
      { text: 'Returnerat', fontSize: 13, bold: true, margin: [0, 6, 0, 6] },
      facts([
        ['Läkemedel', r.medicine_name],
        ['Batch', r.batch_number],
        ['Utgångsdatum', r.expiry_date],
        ['Antal', `${r.quantity} ${UNIT_TYPE_LABELS[unitType]}`],
        ['Anteckning', r.note],
      ]),
      facts([
        ['Returnerat av', personName(r.returned_by_name)],
        ['Vittne', r.witness_name ? personName(r.witness_name) : null],
        ['Datum', stockholm.format(new Date(r.returned_at))],
      ]),
      {
        stack: [
          { text: 'Kvittens', fontSize: 13, bold: true, margin: [0, 6, 0, 6] },
          { columns: [signature('Lämnat av enheten'), signature('Mottaget av leverantören')] },
        ],
        unbreakable: true,
      },
    ],
    footer: (page, pages) => ({
      columns: [
        `Medvakt · ${r.note_number}`,
        { text: `Sida ${page} av ${pages}`, alignment: 'right' },
      ],
      fontSize: 8,
      color: '#555555',
      margin: [50, 20, 50, 0],
    }),
    styles: { label: { bold: true, color: '#333333' } },
    defaultStyle: { fontSize: 10 },
  };
}

export const renderReturnNote = (row: ReturnRow) => renderPdf(returnNoteDocument(row));
