import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, readUpload } from './read-upload.ts';

async function workbook(fill: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const refusal = async (bytes: Buffer) => {
  try {
    await readUpload(bytes);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'read';
};

describe('reading an uploaded list', () => {
  it('reads a Swedish Excel CSV: BOM, semicolons, quotes and decimal commas kept as text', async () => {
    const csv =
      '\uFEFFLäkemedel;Styrka;Antal\r\nAlvedon;"500 mg; filmdragerad";4,5\r\n\r\nTrombyl;75 mg;10\r\n';
    const table = await readUpload(Buffer.from(csv, 'utf8'));
    expect(table.headers).toEqual(['Läkemedel', 'Styrka', 'Antal']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['Alvedon', '500 mg; filmdragerad', '4,5'] },
      { line: 3, cells: ['Trombyl', '75 mg', '10'] },
    ]);
  });

  it('reads a comma-separated CSV too', async () => {
    const table = await readUpload(Buffer.from('Name,Batch\nAlvedon,AB12\n'));
    expect(table.rows[0]?.cells).toEqual(['Alvedon', 'AB12']);
  });

  it("reads a workbook's first visible sheet: cached formula results, dates, merged cells", async () => {
    const bytes = await workbook((book) => {
      const hidden = book.addWorksheet('Dolt');
      hidden.state = 'hidden';
      hidden.addRow(['Hemligt']);
      const sheet = book.addWorksheet('Lager');
      sheet.addRow(['Läkemedel', 'Utgångsdatum', 'Antal', 'Plats']);
      sheet.addRow(['Alvedon', new Date(Date.UTC(2027, 2, 31)), 4, 'Skåp A']);
      sheet.addRow([
        'Trombyl',
        new Date(Date.UTC(2027, 5, 30)),
        { formula: 'C2*2', result: 8 },
        '',
      ]);
      sheet.mergeCells('D2:D3');
    });
    const table = await readUpload(bytes);
    expect(table.sheet).toBe('Lager');
    expect(table.headers).toEqual(['Läkemedel', 'Utgångsdatum', 'Antal', 'Plats']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['Alvedon', '2027-03-31', '4', 'Skåp A'] },
      { line: 3, cells: ['Trombyl', '2027-06-30', '8', 'Skåp A'] },
    ]);
  });

  it('refuses what is no spreadsheet, an old .xls, an empty file and too many rows, in Swedish', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7\u0000\u0001binary'))).toBe(
      'Filen är inte ett kalkylark (.xlsx eller .csv).',
    );
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toContain('(.xls)');
    expect(await refusal(Buffer.from(''))).toBe('Filen är tom.');
    expect(await refusal(Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toContain('inte UTF-8');
    const rows = ['Namn', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `Rad ${i}`)];
    expect(await refusal(Buffer.from(rows.join('\n')))).toContain('högst 20000 rader');
  });

  it('refuses a zip bomb before it is unpacked into memory', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/worksheets/sheet1.xml', '0'.repeat(70 * 1024 * 1024));
    const bomb = Buffer.from(
      await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(
      'Filen blir för stor uppackad för att vara ett kalkylark. Ingenting lästes in.',
    );
  });
});

describe('a list saved by LibreOffice Calc', () => {
  it('reads as the same table as the workbook it was saved from', async () => {
    const { fixtureStockList } = await import('../../../e2e/fixtures/stock-list.ts');
    const saved = readFileSync(
      fileURLToPath(new URL('../../../e2e/fixtures/lager-libreoffice.xlsx', import.meta.url)),
    );
    const fromCalc = await readUpload(saved);
    const fromExcelJs = await readUpload(await fixtureStockList());
    expect(fromCalc.sheet).toBe('Lager');
    expect(fromCalc.headers).toEqual([
      'Läkemedel',
      'Styrka',
      'Batchnummer',
      'Utgångsdatum',
      'Antal',
      'Plats',
    ]);
    expect(fromCalc.rows).toHaveLength(2_000);
    expect(fromCalc.rows).toEqual(fromExcelJs.rows);
    const line = (n: number) => fromCalc.rows.find((r) => r.line === n)?.cells;
    expect(line(2)).toEqual(['Fixtur 0', '10 mg', 'LO0000', '2028-01-31', '1', 'Skåp 1']);
    expect(line(40)?.[4]).toBe('21');
    expect(line(51)?.[5]).toBe('Skåp 1');
    expect(line(50)?.[5]).toBe('Skåp 1');
    expect(line(10)?.[4]).toBe('-3');
    expect(line(20)?.[4]).toBe('2.5');
  });
});
