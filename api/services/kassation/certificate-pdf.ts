import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  DISPOSAL_REASON_LABELS,
  KASSATION_STATUS_LABELS,
  personName,
  type KassationStatus,
} from '../../../shared/schemas/kassation.ts';
import { UNIT_TYPE_LABELS } from '../../../shared/schemas/inventory.ts';
import type { KassationCertificateTable, KassationTable } from '../../db/schema.ts';
import { renderPdf } from '../../files/pdf-document.ts';

export type CertificateData = {
  kassation: KassationTable;
  certificate: KassationCertificateTable;
  siteName: string;
  customerName: string | null;
  isControlled: boolean;
};

const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (at: string) => stockholm.format(new Date(at));
const DASH = '–';

/** Only what had happened when the certificate was generated goes on it. */
const by = (at: string | null, generatedAt: string): at is string =>
  at !== null && at <= generatedAt;

function statusAt(k: KassationTable, generatedAt: string): string {
  if (by(k.restored_at, generatedAt)) return 'Återställd till lager';
  let status: KassationStatus = 'initiated';
  if (by(k.cancelled_at, generatedAt)) status = 'cancelled';
  else if (by(k.completed_at, generatedAt)) status = 'completed';
  else if (by(k.approved_at, generatedAt)) status = 'approved';
  return KASSATION_STATUS_LABELS[status];
}

const label = (text: string): TableCell => ({ text, style: 'label' });
const facts = (rows: [string, string | null][]): Content => ({
  table: {
    widths: [150, '*'],
    body: rows.map(([name, value]) => [label(name), value && value.trim() ? value : DASH]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});
const heading = (text: string): Content => ({ text, style: 'heading' });
const unitLabel = (unit: string) =>
  unit === 'paket' || unit === 'styck' ? UNIT_TYPE_LABELS[unit] : unit;

function itemTable(k: KassationTable): Content {
  const header = ['Läkemedel', 'Styrka', 'Batch', 'Utgångsdatum', 'Antal', 'Enhetstyp'];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 70, 80, 70, 40, 55],
      body: [
        header.map(label),
        [
          k.medicine_name,
          k.medicine_strength ?? DASH,
          k.batch_number,
          k.expiry_date,
          String(k.quantity),
          unitLabel(k.unit_type),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

/** A narcotic's disposal names its witness; other disposals have none. */
const witnessRow = (k: KassationTable): [string, string][] =>
  k.witness_name ? [['Vittne', personName(k.witness_name)]] : [];

function trail(k: KassationTable, generatedAt: string): [string, string | null][] {
  const rows: [string, string | null][] = [
    ['Initierad av', personName(k.initiator_name)],
    ['Initierad', when(k.initiated_at)],
  ];
  if (by(k.approved_at, generatedAt))
    rows.push(
      ['Godkänd av', k.approver_name && personName(k.approver_name)],
      ['Godkänd', when(k.approved_at)],
      ['Anteckning vid godkännande', k.approval_notes],
    );
  if (by(k.completed_at, generatedAt))
    rows.push(
      ['Slutförd av', k.completer_name && personName(k.completer_name)],
      ...witnessRow(k),
      ['Slutförd', when(k.completed_at)],
      ['Faktiskt kassationsdatum', k.actual_disposal_date],
      ['Anteckning vid slutförande', k.completion_notes],
    );
  if (by(k.cancelled_at, generatedAt))
    rows.push(['Avbruten', when(k.cancelled_at)], ['Orsak till avbrott', k.cancel_reason]);
  if (by(k.restored_at, generatedAt))
    rows.push(
      ['Återställd av', k.restorer_name && personName(k.restorer_name)],
      ['Återställd', when(k.restored_at)],
      ['Orsak till återställning', k.restoration_reason],
    );
  return rows;
}

function signatureBlock(title: string): Content {
  const line = (text: string): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }] },
      { text, style: 'small', margin: [0, 2, 0, 8] },
    ],
    margin: [0, 18, 0, 0],
  });
  return {
    stack: [
      { text: title, bold: true },
      line('Underskrift'),
      line('Namnförtydligande'),
      line('Datum'),
    ],
  };
}

export function certificateDocument(data: CertificateData): TDocumentDefinitions {
  const { kassation: k, certificate: c } = data;
  const generatedAt = c.generated_at;
  const unit = data.customerName ? `${data.siteName}, ${data.customerName}` : data.siteName;
  const content: Content[] = [
    { text: 'Kassationsintyg', style: 'title' },
    { text: unit, style: 'subtitle' },
    facts([
      ['Enhet', data.siteName],
      ['Kund', data.customerName],
      ['Kassations-id', k.id],
      ['Status', statusAt(k, generatedAt)],
    ]),
    heading('Kasserat läkemedel'),
    itemTable(k),
    data.isControlled
      ? { text: 'Narkotikaklassat läkemedel', bold: true, margin: [0, 0, 0, 8] }
      : '',
    facts([
      ['Orsak', DISPOSAL_REASON_LABELS[k.reason]],
      ['Beskrivning', k.reason_description],
      ['Kassationsmetod', k.disposal_method],
      ['Anteckning', k.disposal_notes],
    ]),
    heading('Förlopp'),
    facts(trail(k, generatedAt)),
  ];
  if (c.additional_notes)
    content.push(heading('Övriga anteckningar'), {
      text: c.additional_notes,
      margin: [0, 0, 0, 12],
    });
  if (c.include_signatures === 1)
    // The heading goes with the lines: never alone at the foot of a page.
    content.push({
      stack: [
        heading('Underskrifter'),
        {
          columns: [signatureBlock('Kasserad av'), signatureBlock('Vittne / godkännare')],
          columnGap: 30,
        },
      ],
      unbreakable: true,
    });
  return {
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 60],
    info: { title: `Kassationsintyg ${k.medicine_name} ${k.batch_number}`, author: 'Medvakt' },
    content,
    footer: (page, pages) => ({
      columns: [
        `Genererat ${when(generatedAt)} av ${personName(c.generator_name)}`,
        { text: `Sida ${page} av ${pages}`, alignment: 'right' },
      ],
      style: 'small',
      margin: [50, 20, 50, 0],
    }),
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 12, color: '#444444', margin: [0, 0, 0, 14] },
      heading: { fontSize: 13, bold: true, margin: [0, 6, 0, 6] },
      label: { bold: true, color: '#333333' },
      small: { fontSize: 8, color: '#555555' },
    },
    defaultStyle: { fontSize: 10 },
  };
}

export const renderCertificate = (data: CertificateData) => renderPdf(certificateDocument(data));
