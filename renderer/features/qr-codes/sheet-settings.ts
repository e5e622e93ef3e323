import {
  CODES_PER_PAGE,
  DEFAULT_CODES_PER_PAGE,
  SHEET_LAYOUTS,
  type QrPdfInput,
} from '../../../shared/schemas/qr.ts';

export type CodesPerPage = QrPdfInput['codes_per_page'];
export type SheetSettings = { includeControlled: boolean; codesPerPage: CodesPerPage };

export const DEFAULT_SHEET_SETTINGS: SheetSettings = {
  includeControlled: false,
  codesPerPage: DEFAULT_CODES_PER_PAGE,
};

export const isCodesPerPage = (value: number): value is CodesPerPage =>
  CODES_PER_PAGE.some((n) => n === value);

/** '4×4' for a known layout, null otherwise (the summary then says 'N koder'). */
export function layoutLabel(codesPerPage: number): string | null {
  if (!isCodesPerPage(codesPerPage)) return null;
  const { columns, rows } = SHEET_LAYOUTS[codesPerPage];
  return `${columns}×${rows}`;
}

export const sheetInput = (siteId: string, settings: SheetSettings): QrPdfInput => ({
  site_id: siteId,
  include_controlled_substances: settings.includeControlled,
  codes_per_page: settings.codesPerPage,
  page_format: 'A4',
});
