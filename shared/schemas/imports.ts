import { z } from 'zod';
import { Id } from './common.ts';
import { Witness } from './narcotics.ts';

/** What a list can bring in; staff and a region's catalogue follow the same flow. */
export const IMPORT_KINDS = ['medicines', 'stock', 'staff', 'catalogue'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  medicines: 'Läkemedelslista',
  stock: 'Lager (batcher med antal)',
  staff: 'Personal',
  catalogue: 'Regionens produktkatalog',
};

export const ROW_OUTCOMES = ['create', 'update', 'skip', 'error'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

export const ROW_OUTCOME_LABELS: Record<RowOutcome, string> = {
  create: 'Läggs till',
  update: 'Uppdateras',
  skip: 'Oförändrad',
  error: 'Fel',
};

/** The upload limit, stated in the API and the screen, enforced before the body is read. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export const ImportField = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  /** A required field this other field can stand in for (a medicine's name by a catalogue GTIN). */
  required_unless: z.string().optional(),
});
export type ImportField = z.infer<typeof ImportField>;

/** For each field, the column (0-based) it is read from, or null when the file has none. */
export const ColumnMapping = z.record(z.string(), z.number().int().min(0).nullable());
export type ColumnMapping = z.infer<typeof ColumnMapping>;

export const ImportCounts = z.object({
  create: z.number(),
  update: z.number(),
  skip: z.number(),
  error: z.number(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

export const ImportSummary = z.object({
  id: Id,
  site_id: Id,
  site_name: z.string(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  row_count: z.number(),
  status: z.enum(['draft', 'committed']),
  created_by: z.string(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
  /** What the commit did; null until committed. */
  counts: ImportCounts.nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

/** An uploaded list: its columns, the fields of its kind and the mapping the server proposes. */
export const ImportStarted = ImportSummary.extend({
  columns: z.array(z.string()),
  fields: z.array(ImportField),
  proposed_mapping: ColumnMapping,
  /** Where the proposal came from: the headers, or the mapping the customer saved. */
  mapping_source: z.enum(['headers', 'saved']),
});
export type ImportStarted = z.infer<typeof ImportStarted>;

export const MappingInput = z.object({
  mapping: ColumnMapping,
  /** Keep this mapping for the customer's next list of the kind. */
  save: z.boolean({ error: 'Spara måste vara sant eller falskt' }).default(false),
});
export type MappingInput = z.infer<typeof MappingInput>;

export const PreviewRow = z.object({
  line: z.number(),
  outcome: z.enum(ROW_OUTCOMES),
  /** Why a row fails or what an update changes, in Swedish. */
  message: z.string().nullable(),
  /** The cell the error is in, as a spreadsheet names it ('C5'). */
  cell: z.string().nullable(),
  /** The row's values by field. */
  values: z.record(z.string(), z.string()),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const ImportPreview = z.object({
  id: Id,
  counts: ImportCounts,
  rows: z.array(PreviewRow),
  page: z.number(),
  pages: z.number(),
  per_page: z.number(),
  /** Rows that bring in a narcotic's opening balance: the commit needs a witness. */
  narcotic_rows: z.number(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const PreviewQuery = z.object({
  page: z.coerce.number({ error: 'Sidan måste vara ett tal' }).int().min(1).default(1),
  outcome: z.enum(ROW_OUTCOMES, { error: 'Välj create, update, skip eller error' }).optional(),
});
export type PreviewQuery = z.infer<typeof PreviewQuery>;

export const ImportStartQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Välj vad listan innehåller' }),
  site_id: z.uuid({ error: 'Ogiltigt enhets-id. Kontakta support.' }).optional(),
});
export type ImportStartQuery = z.infer<typeof ImportStartQuery>;

/** A narcotic's opening balance is signed by a second person, as every narcotic movement is. */
export const CommitInput = z.object({
  witness: Witness.nullish().transform((v) => v ?? null),
});
export type CommitInput = z.infer<typeof CommitInput>;

/** A new account's first password, answered once by the commit and kept nowhere in clear. */
export const InitialPassword = z.object({
  line: z.number(),
  email: z.string(),
  name: z.string(),
  password: z.string(),
});
export type InitialPassword = z.infer<typeof InitialPassword>;

/** What a commit did, with the first passwords of the accounts a staff list made. */
export const ImportCommitted = ImportSummary.extend({
  initial_passwords: z.array(InitialPassword),
});
export type ImportCommitted = z.infer<typeof ImportCommitted>;
