import { z } from 'zod';
import { CatalogueProduct } from './catalogue.ts';
import { DeliveryFields, Patient } from './narcotics.ts';
import { booleanQueryOr, Id } from './common.ts';
import { BatchNumber, ExpiryDate, UNIT_TYPES, UnitType } from './inventory.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

/** Spec 2-stock §9: 12 (3×4), 16 (4×4, default) or 20 (4×5) codes on an A4 page. */
export const CODES_PER_PAGE = [12, 16, 20] as const;
export const DEFAULT_CODES_PER_PAGE = 16;
export const SHEET_LAYOUTS: Record<
  (typeof CODES_PER_PAGE)[number],
  { columns: number; rows: number }
> = { 12: { columns: 3, rows: 4 }, 16: { columns: 4, rows: 4 }, 20: { columns: 4, rows: 5 } };

export const QR_ACTIONS = ['view', 'withdraw', 'add'] as const;
export type QrAction = (typeof QR_ACTIONS)[number];

/** Quantity caps per screen (spec 2-stock §9); the server holds each scan to its screen's cap. */
export const QR_LIMITS = {
  scanScreen: 100,
  publicPage: 999,
  glukagonWithdraw: 10,
  glukagonAdd: 1,
  /** Unauthenticated QR calls per client address and minute. */
  publicRequestsPerMinute: 30,
} as const;

/**
 * The signed-in screen a scan is made on; the server holds it to that screen's cap (spec 2-stock
 * §9) as well as the site's limits. Without sign-in a scan is the public page's.
 */
export const SCAN_SOURCES = ['scan_screen', 'glukagon'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/** Header that makes a retried scan count once (any printable text up to 100 characters). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const QrCodeData = z
  .string({ error: 'QR-koden saknas' })
  .trim()
  .min(1, { error: 'QR-koden saknas' })
  .max(2000, { error: 'QR-koden är för lång' });

export const QrGenerateInput = z.object({ site_id: Id, medicine_template_id: Id });
export type QrGenerateInput = z.infer<typeof QrGenerateInput>;

export const QrCode = z.object({
  /** The absolute address printed in the code: `{PUBLIC_BASE_URL}/qr/{site}/{template}/{token}`. */
  qr_code_data: z.string(),
  /** The code drawn as an SVG document. */
  svg: z.string(),
  /** The code as a PNG data URL (`data:image/png;base64,…`). */
  png: z.string(),
  site_id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  strength: z.string().nullable(),
  unit: z.string(),
  is_controlled_substance: z.boolean(),
});
export type QrCode = z.infer<typeof QrCode>;

export const QrPdfInput = z.object({
  site_id: Id,
  include_controlled_substances: z
    .boolean({ error: 'Narkotikaklassade läkemedel måste vara sant eller falskt' })
    .default(false),
  codes_per_page: z
    .union(
      CODES_PER_PAGE.map((n) => z.literal(n)),
      { error: 'Koder per sida måste vara 12, 16 eller 20' },
    )
    .default(DEFAULT_CODES_PER_PAGE),
  page_format: z.literal('A4', { error: 'Sidformatet måste vara A4' }).default('A4'),
});
export type QrPdfInput = z.infer<typeof QrPdfInput>;

export const QrPdfResult = z.object({
  pdf_filename: z.string(),
  total_codes: z.number(),
  total_pages: z.number(),
  generated_at: z.string(),
});
export type QrPdfResult = z.infer<typeof QrPdfResult>;

export const QrVerifyInput = z.object({ qr_code_data: QrCodeData });
export type QrVerifyInput = z.infer<typeof QrVerifyInput>;

/** What a GS1 DataMatrix on a medicine pack said (shared/gs1.ts). */
export const Gs1Fields = z.object({
  gtin: z.string(),
  /** YYYY-MM-DD; a day of 00 in the code means the last day of that month. */
  expiry_date: z.string().nullable(),
  batch_number: z.string().nullable(),
  serial: z.string().nullable(),
});
export type Gs1Fields = z.infer<typeof Gs1Fields>;

/** Why a code was not accepted; error_message says it in Swedish. */
export const QR_ERROR_CODES = [
  'INVALID_CODE',
  'TOKEN_INVALID',
  'TOKEN_REPLACED',
  'SITE_NOT_FOUND',
  'SITE_NOT_ALLOWED',
  'MEDICINE_NOT_FOUND',
  'MEDICINE_INACTIVE',
  'GTIN_INVALID',
  'GTIN_UNKNOWN',
  'SIGN_IN_REQUIRED',
] as const;

export const QrVerifyResult = z.object({
  is_valid: z.boolean(),
  error_message: z.string().nullable(),
  error_code: z.enum(QR_ERROR_CODES).nullable(),
  medicine_template_id: Id.nullable(),
  site_id: Id.nullable(),
  medicine_name: z.string().nullable(),
  strength: z.string().nullable(),
  unit: z.string().nullable(),
  is_controlled_substance: z.boolean(),
  /** The template's total quantity at the site, all batches; null for a narcotic without sign-in. */
  current_inventory: z.number().nullable(),
  site_name: z.string().nullable(),
  /** The Medvakt code of the template, also when a pack's GS1 code was scanned. */
  qr_code_data: z.string().nullable(),
  /** Set when a GS1 pack code was scanned (also when its GTIN is not linked yet). */
  gs1: Gs1Fields.nullable(),
  /** The site's most per withdrawal and per refill, in the batch's unit; null for a refused code. */
  site_limits: z.object({ withdraw: z.number(), add: z.number() }).nullable(),
  /**
   * A pack whose GTIN the unit has no medicine for but the customer's catalogue has: the product,
   * which a manager can make the unit's medicine from in one step. Null otherwise.
   */
  catalogue_product: CatalogueProduct.nullable(),
});
export type QrVerifyResult = z.infer<typeof QrVerifyResult>;

export const QrBatch = z.object({
  id: Id,
  batch_number: z.string(),
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  expiry_date: z.string(),
  location: z.string().nullable(),
  days_until_expiry: z.number(),
  is_expired: z.boolean(),
  /** Held by an open recall: not selectable for withdrawal or refill. */
  is_quarantined: z.boolean(),
  quarantine_reason: z.string().nullable(),
  /** Packs of the batch opened and not yet used up (brytdatum). */
  opened_packs: z.number(),
  /** The soonest use-by day of its opened packs; null when none is open. */
  opened_use_by: z.string().nullable(),
  /** The storage place the batch is kept in, when named. */
  storage_place_name: z.string().nullable(),
  /** Its place's open temperature deviation: 'Bedöm efter temperaturavvikelse' (use not blocked). */
  temperature_deviation_id: z.string().nullable(),
});
export type QrBatch = z.infer<typeof QrBatch>;

/** Batches of the template at the site, first to expire first (FEFO). */
export const QrBatchList = z.object({ batches: z.array(QrBatch) });
export type QrBatchList = z.infer<typeof QrBatchList>;

export const QrBatchQuery = z.object({
  site_id: Id,
  /** The code's token: lets the public page read batches without signing in. */
  token: z.string().trim().max(100).optional(),
});
export type QrBatchQuery = z.infer<typeof QrBatchQuery>;

const ScanQuantity = z
  .number({ error: 'Antal måste vara ett tal' })
  .int({ error: 'Antal måste vara ett heltal' })
  .min(1, { error: 'Antal måste vara minst 1' })
  .max(QR_LIMITS.publicPage, { error: `Antal får vara max ${QR_LIMITS.publicPage}` });

export const QrScanInput = z.object({
  qr_code_data: QrCodeData,
  action_type: z.enum(QR_ACTIONS, { error: 'Åtgärden måste vara view, withdraw eller add' }),
  /** Ignored for view. */
  quantity: ScanQuantity.default(1),
  unit_type: UnitType.optional(),
  /**
   * withdraw: the batch to take from (default: first to expire that may be used).
   * add: an existing batch, or a new one together with expiry_date.
   */
  batch_number: BatchNumber.optional(),
  expiry_date: ExpiryDate.optional(),
  /** Required to withdraw a narcotic; kept in its journal, never in the scan history. */
  patient: Patient.optional(),
  /** add: a narcotic's delivery needs its reference and a witness (`DeliveryFields`). */
  ...DeliveryFields,
  /**
   * The screen the scan is made on (ignored without sign-in). Left out, the strictest signed-in
   * cap applies; the site's limits apply whatever it says.
   */
  source: z
    .enum(SCAN_SOURCES, { error: 'Källan måste vara scan_screen eller glukagon' })
    .optional(),
});
export type QrScanInput = z.input<typeof QrScanInput>;
export type QrScanRequest = z.output<typeof QrScanInput>;

export const QrScanResult = z.object({
  scan_id: Id,
  action_type: z.enum(QR_ACTIONS),
  site_id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  /** The batch after the change; null for view. */
  batch: QrBatch.nullable(),
  /** How much was taken out or added (0 for view). */
  quantity: z.number(),
  /** The template's total at the site after the change. */
  current_inventory: z.number(),
  /** Swedish confirmation, e.g. 'Tog ut 2 styck Alvedon 500 mg ur batch AB12. 18 kvar i batchen.' */
  message: z.string(),
  created_at: z.string(),
  /** True when this answer is a replay of an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type QrScanResult = z.infer<typeof QrScanResult>;

export const QrScanEntry = z.object({
  id: Id,
  created_at: z.string(),
  site_id: Id,
  medicine_template_id: Id.nullable(),
  medicine_name: z.string(),
  action_type: z.enum(QR_ACTIONS),
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES).nullable(),
  batch_number: z.string().nullable(),
  /** The signed-in person, or 'Publik QR-sida (address)'. */
  actor_name: z.string(),
  is_public: z.boolean(),
});
export type QrScanEntry = z.infer<typeof QrScanEntry>;

export const QrScanList = z.object({
  items: z.array(QrScanEntry),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type QrScanList = z.infer<typeof QrScanList>;

export const QrScanQuery = z.object({
  page: z.coerce.number({ error: 'Sidnummer måste vara ett tal' }).int().min(1).default(1),
  size: z.coerce
    .number({ error: 'Sidstorlek måste vara ett tal' })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE, { error: `Sidstorlek får vara max ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
  /** Default: the X-Site-Id site. */
  site_id: Id.optional(),
  medicine_template_id: Id.optional(),
  action_type: z.enum(QR_ACTIONS, { error: 'Ogiltig åtgärd' }).optional(),
  include_views: booleanQueryOr(true),
});
export type QrScanQuery = z.infer<typeof QrScanQuery>;

export const QrAnalyticsQuery = z.object({
  /** Default: the X-Site-Id site. */
  site_id: Id.optional(),
  days: z.coerce
    .number({ error: 'Antal dagar måste vara ett tal' })
    .int({ error: 'Antal dagar måste vara ett heltal' })
    .min(1, { error: 'Antal dagar måste vara minst 1' })
    .max(365, { error: 'Antal dagar får vara max 365' })
    .default(30),
});
export type QrAnalyticsQuery = z.infer<typeof QrAnalyticsQuery>;

export const QrAnalytics = z.object({
  site_id: Id,
  days: z.number(),
  total_scans: z.number(),
  /** Every Stockholm day of the period, oldest first, zero days included. */
  scans_per_day: z.array(z.object({ date: z.string(), count: z.number() })),
  by_action: z.array(
    z.object({ action_type: z.enum(QR_ACTIONS), count: z.number(), quantity: z.number() }),
  ),
  /** Most scanned first. */
  by_template: z.array(
    z.object({ medicine_template_id: Id.nullable(), medicine_name: z.string(), count: z.number() }),
  ),
});
export type QrAnalytics = z.infer<typeof QrAnalytics>;

export const GtinLinkInput = z.object({
  site_id: Id,
  gtin: z
    .string({ error: 'GTIN krävs' })
    .trim()
    .regex(/^\d{8,14}$/, {
      error: 'GTIN måste vara 8–14 siffror',
    }),
  medicine_template_id: Id,
});
export type GtinLinkInput = z.infer<typeof GtinLinkInput>;

export const GtinLink = z.object({
  site_id: Id,
  /** Always 14 digits (GTIN-8/12/13 padded with zeros). */
  gtin: z.string(),
  medicine_template_id: Id,
  medicine_name: z.string(),
  created_at: z.string(),
});
export type GtinLink = z.infer<typeof GtinLink>;

export const QrKeyRotateInput = z.object({ site_id: Id });
export type QrKeyRotateInput = z.infer<typeof QrKeyRotateInput>;

export const QrKeyRotateResult = z.object({ site_id: Id, rotated_at: z.string() });
export type QrKeyRotateResult = z.infer<typeof QrKeyRotateResult>;
