/** The formats every list exports to: CSV for Swedish Excel, an Excel workbook, or a PDF to print. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How a column's values are written: `date` is 'YYYY-MM-DD', `datetime` an ISO instant shown as
 * Stockholm's wall time; numbers stay numbers in Excel and get a decimal comma in CSV.
 */
export type CellKind = 'text' | 'number' | 'date' | 'datetime';
export type CellValue = string | number | null;

export type ExportColumn<R> = {
  header: string;
  kind: CellKind;
  /** Excel's column width in characters. */
  width: number;
  value: (row: R) => CellValue;
};

/** A list as its export writes it: what it is, for whom, when, and its rows a chunk at a time. */
export type ExportTable<R> = {
  /** The sheet's name and the file name's start, e.g. 'Lager'. */
  title: string;
  /** The file name's start, e.g. 'lager'. */
  fileName: string;
  /** The unit the list is of; null for a list of every site the person sees. */
  unit: string | null;
  /** The unit (or 'Alla enheter') and the filters, printed in the sheet's header. */
  heading: string;
  exportedAt: Date;
  columns: ExportColumn<R>[];
  /** Read lazily, so a long list is never held whole in memory. */
  chunks: () => AsyncIterable<R[]>;
};
