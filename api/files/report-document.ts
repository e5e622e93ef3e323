import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

type Report = {
  title: string;
  orientation: 'portrait' | 'landscape';
  /** Name and value pairs under the title: unit, period, totals. */
  facts: [string, string | number][];
  /** What the footer names beside "Sida N av M". */
  footer: string;
  body: Content;
};

/** An A4 report as the unit's files are printed: title, facts, the body, page N of M. */
export function reportDocument(report: Report): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageOrientation: report.orientation,
    pageMargins: [36, 36, 36, 48],
    info: { title: `${report.title}: ${report.footer}`, author: 'Medvakt' },
    content: [
      { text: report.title, fontSize: 18, bold: true, margin: [0, 0, 0, 8] },
      {
        table: {
          widths: [120, '*'],
          body: report.facts.map(([name, value]): TableCell[] => [
            { text: name, style: 'label' },
            String(value),
          ]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
      report.body,
    ],
    footer: (page, pages) => ({
      columns: [report.footer, { text: `Sida ${page} av ${pages}`, alignment: 'right' }],
      fontSize: 8,
      color: '#555555',
      margin: [36, 16, 36, 0],
    }),
    styles: { label: { bold: true } },
    defaultStyle: { fontSize: 9 },
  };
}

/** A table with a bold header row that repeats on every page and rows kept whole. */
export const reportTable = (
  widths: (number | string)[],
  header: string[],
  rows: TableCell[][],
  fontSize?: number,
): Content => ({
  table: {
    headerRows: 1,
    dontBreakRows: true,
    widths,
    body: [header.map((text): TableCell => ({ text, style: 'label' })), ...rows],
  },
  layout: 'lightHorizontalLines',
  ...(fontSize ? { fontSize } : {}),
});
