import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { SHEET_LAYOUTS, type QrPdfInput } from '../../../shared/schemas/qr.ts';
import { renderPdf } from '../../files/pdf-document.ts';
import { codeModulesPng } from './code-image.ts';
import { fitText } from './text-fit.ts';

export type SheetCode = {
  url: string;
  name: string;
  strength: string | null;
  unit: string;
  controlled: boolean;
};

export type SheetData = {
  siteName: string;
  /** The Swedish calendar day the sheet was made, YYYY-MM-DD. */
  day: string;
  codesPerPage: QrPdfInput['codes_per_page'];
  /** In print order. */
  codes: SheetCode[];
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { side: 24, top: 24, bottom: 40 };
const GUIDE = 0.5;
const PAD = 6;
const NAME_SIZE = 9;
const DETAIL_SIZE = 8;
const LINE = 1.2;
// Three lines for a name cut to two (word wrapping may need the third), one for strength and
// unit, one for the narcotics mark: the cell never grows, so every page holds a full grid.
const TEXT_RESERVE = (3 * NAME_SIZE + 2 * DETAIL_SIZE) * LINE + 8;

type Grid = { columns: number; rows: number; width: number; height: number; code: number };

function gridOf(codesPerPage: SheetData['codesPerPage']): Grid {
  const { columns, rows } = SHEET_LAYOUTS[codesPerPage];
  const usableWidth = A4.width - 2 * MARGIN.side - (columns + 1) * GUIDE;
  const usableHeight = A4.height - MARGIN.top - MARGIN.bottom - (rows + 1) * GUIDE - 4;
  const width = Math.floor((usableWidth / columns) * 100) / 100;
  const height = Math.floor((usableHeight / rows) * 100) / 100;
  const code = Math.floor(Math.min(width - 2 * PAD, height - 2 * PAD - TEXT_RESERVE));
  return { columns, rows, width, height, code };
}

const detailOf = (code: SheetCode) =>
  [code.strength?.trim(), code.unit.trim()].filter(Boolean).join(' · ');

function cell(code: SheetCode, grid: Grid): TableCell {
  const textWidth = grid.width - 2 * PAD;
  const stack: Content[] = [
    {
      image: `data:image/png;base64,${codeModulesPng(code.url).toString('base64')}`,
      width: grid.code,
      height: grid.code,
      alignment: 'center',
    },
    {
      text: fitText(code.name, NAME_SIZE, 2 * textWidth),
      fontSize: NAME_SIZE,
      bold: true,
      alignment: 'center',
      margin: [0, 2, 0, 0],
    },
    {
      text: fitText(detailOf(code), DETAIL_SIZE, textWidth),
      fontSize: DETAIL_SIZE,
      alignment: 'center',
    },
  ];
  if (code.controlled)
    stack.push({
      text: ' Narkotika ',
      fontSize: DETAIL_SIZE,
      bold: true,
      color: '#ffffff',
      background: '#000000',
      alignment: 'center',
      margin: [0, 2, 0, 0],
    });
  return { stack, margin: [PAD, PAD, PAD, 0] };
}

const dashed = () => ({ dash: { length: 4, space: 3 } });

function page(cells: TableCell[], grid: Grid, first: boolean): Content {
  const body: TableCell[][] = [];
  for (let r = 0; r < grid.rows; r += 1) {
    const row = cells.slice(r * grid.columns, (r + 1) * grid.columns);
    if (row.length === 0) break;
    while (row.length < grid.columns) row.push('');
    body.push(row);
  }
  return {
    table: {
      widths: Array<number>(grid.columns).fill(grid.width),
      heights: grid.height,
      dontBreakRows: true,
      body,
    },
    layout: {
      hLineWidth: () => GUIDE,
      vLineWidth: () => GUIDE,
      hLineColor: () => '#9a9a9a',
      vLineColor: () => '#9a9a9a',
      hLineStyle: dashed,
      vLineStyle: dashed,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
    ...(first ? {} : { pageBreak: 'before' as const }),
  };
}

export type CellBox = { x: number; y: number; width: number; height: number };

/** Where the cells of a page lie, in points from the page's top left corner, row by row. */
export function sheetCells(codesPerPage: SheetData['codesPerPage']): CellBox[] {
  const grid = gridOf(codesPerPage);
  const boxes: CellBox[] = [];
  for (let r = 0; r < grid.rows; r += 1)
    for (let c = 0; c < grid.columns; c += 1)
      boxes.push({
        x: MARGIN.side + GUIDE + c * (grid.width + GUIDE),
        y: MARGIN.top + GUIDE + r * (grid.height + GUIDE),
        width: grid.width,
        height: grid.height,
      });
  return boxes;
}

export const sheetPageCount = (codes: number, codesPerPage: number) =>
  Math.ceil(codes / codesPerPage);

export function sheetDocument(data: SheetData): TDocumentDefinitions {
  const grid = gridOf(data.codesPerPage);
  const cells = data.codes.map((code) => cell(code, grid));
  const content: Content[] = [];
  for (let start = 0; start < cells.length; start += data.codesPerPage)
    content.push(page(cells.slice(start, start + data.codesPerPage), grid, start === 0));
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN.side, MARGIN.top, MARGIN.side, MARGIN.bottom],
    info: { title: `QR-koder ${data.siteName} ${data.day}`, author: 'Medvakt' },
    content,
    footer: (current, total) => ({
      columns: [
        { text: data.siteName, bold: true, width: '*' },
        { text: `Utskrivet ${data.day}`, alignment: 'center', width: 'auto' },
        { text: `Sida ${current} av ${total}`, alignment: 'right', width: '*' },
      ],
      fontSize: 8,
      color: '#444444',
      margin: [MARGIN.side, 14, MARGIN.side, 0],
    }),
    defaultStyle: { fontSize: NAME_SIZE },
  };
}

/** The A4 sheet: a grid of codes with name, strength and unit under each, cut guides between. */
export const renderSheet = (data: SheetData): Promise<Buffer> => renderPdf(sheetDocument(data));
