import { z } from 'zod';
import { booleanQueryOr, Id, optionalText } from './common.ts';
import { UNIT_TYPES } from './inventory.ts';
import { isCalendarDate } from '../stock-rules.ts';

export const RECALL_CLASSES = ['I', 'II', 'III'] as const;

/**
 * 'information': a batch of a notice that asks nothing of care units (a withdrawn authorisation,
 * a recall at pharmacy or wholesaler level), kept so the unit is told and never held.
 */
export const RECALL_MATCH_STATUSES = ['active', 'resolved', 'dismissed', 'information'] as const;
export const RECALL_RESOLUTIONS = ['disposed', 'dismissed'] as const;

/** Who in the chain a recall reaches (indragningsnivå), deepest last but one: konsument. */
export const RECALL_LEVELS = ['vårdgivare', 'apotek', 'konsument', 'grossist'] as const;
export type RecallLevel = (typeof RECALL_LEVELS)[number];
/** 'units': care units must act; 'supply_chain': the recall stops at pharmacies or wholesalers. */
export const RECALL_SCOPES = ['units', 'supply_chain'] as const;
export type RecallScope = (typeof RECALL_SCOPES)[number];
/** A recall level reaches care units when it is theirs or goes further, to patients. */
export const scopeOfLevel = (level: RecallLevel): RecallScope =>
  level === 'vårdgivare' || level === 'konsument' ? 'units' : 'supply_chain';
/** 'information': a withdrawn authorisation ('tillbakadragande av godkännande'), not a recall. */
export const NOTICE_KINDS = ['recall', 'information'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** The months of ledger that tell whether a unit held a recalled product, unless the notice says. */
export const DEFAULT_LOOK_BACK_MONTHS = 24;

/** A stock batch that a recall notice names (INDRAGNINGAR panel row). */
export const RecallMatch = z.object({
  id: Id,
  notice_id: Id,
  site_id: Id,
  site_name: z.string(),
  inventory_item_id: Id.nullable(),
  medicine_name: z.string(),
  batch_number: z.string(),
  /** What is still on the shelf of the batch (0 when it is gone). */
  quantity: z.number(),
  unit_type: z.enum(UNIT_TYPES),
  withdrawal_reason: z.string().nullable(),
  status: z.enum(RECALL_MATCH_STATUSES),
  matched_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_type: z.string().nullable(),
  /** The notice names no batches: it covers every batch of the product ('Gäller alla batcher'). */
  whole_product: z.boolean(),
  recall_class: z.enum(RECALL_CLASSES).nullable(),
  /** A narcotic: a return to the supplier needs a witness. */
  narcotic: z.boolean(),
});
export type RecallMatch = z.infer<typeof RecallMatch>;

export const RecallMatchList = z.object({ items: z.array(RecallMatch), total: z.number() });
export type RecallMatchList = z.infer<typeof RecallMatchList>;

export const RecallStats = z.object({
  total_matches: z.number(),
  /** When the notices were last read, or null if never. */
  last_checked_at: z.string().nullable(),
});
export type RecallStats = z.infer<typeof RecallStats>;

export const RecallResolveInput = z.object({
  resolution_type: z.enum(RECALL_RESOLUTIONS, { error: 'Ogiltig åtgärd' }),
  notes: optionalText(1000, 'Anteckning'),
});
export type RecallResolveInput = z.infer<typeof RecallResolveInput>;

export const RecallMatchQuery = z.object({
  /** Only matches that still need action: open, with stock left on the batch. */
  active_only: booleanQueryOr(true),
  /** Also matches already resolved (disposed of) or dismissed. */
  include_resolved: booleanQueryOr(false),
  limit: z.coerce
    .number({ error: 'Antal rader måste vara ett tal' })
    .int({ error: 'Antal rader måste vara ett heltal' })
    .min(1, { error: 'Antal rader måste vara minst 1' })
    .max(200, { error: 'Antal rader får vara max 200' })
    .default(20),
  offset: z.coerce
    .number({ error: 'Startrad måste vara ett tal' })
    .int({ error: 'Startrad måste vara ett heltal' })
    .min(0, { error: 'Startrad får inte vara negativ' })
    .default(0),
});
export type RecallMatchQuery = z.infer<typeof RecallMatchQuery>;

export const RecallResolveResult = RecallMatch.extend({
  /** The disposal that took the batch out of stock, when there was stock left. */
  kassation_id: Id.nullable(),
});
export type RecallResolveResult = z.infer<typeof RecallResolveResult>;

export const RECALL_NOTICE_SOURCES = ['feed', 'manual', 'paste'] as const;
export const MAX_NOTICE_BATCHES = 200;
export const MAX_NOTICE_TEXT = 20_000;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A notice's batch: the number as printed, and its expiry when the notice gives one. */
export const RecallNoticeBatchInput = z.object({
  batch_number: z
    .string({ error: 'Batchnummer krävs' })
    .trim()
    .min(1, { error: 'Batchnummer krävs' })
    .max(100, { error: 'Batchnummer får vara max 100 tecken' }),
  expiry_date: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'Ogiltigt utgångsdatum' })
      .trim()
      .refine(isCalendarDate, { error: 'Ogiltigt utgångsdatum (ÅÅÅÅ-MM-DD)' })
      .nullish()
      .transform((v) => v ?? null),
  ),
});
export type RecallNoticeBatchInput = z.infer<typeof RecallNoticeBatchInput>;

const Gtin = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'GTIN måste vara text' })
    .trim()
    .regex(/^(?:\d{8}|\d{12,14})$/, { error: 'GTIN ska vara 8, 12, 13 eller 14 siffror' })
    .nullish()
    .transform((v) => v ?? null),
);

const Varunummer = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'Varunummer måste vara text' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Varunummer ska vara 6 siffror' })
    .nullish()
    .transform((v) => v ?? null),
);

const RecallClass = z.preprocess(
  emptyToNull,
  z
    .enum(RECALL_CLASSES, { error: 'Klass ska vara I, II eller III' })
    .nullish()
    .transform((v) => v ?? null),
);

const isWebLink = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const Link = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'Länken måste vara text' })
    .trim()
    .max(1000, { error: 'Länken får vara max 1000 tecken' })
    .refine(isWebLink, { error: 'Länken måste börja med http:// eller https://' })
    .nullish()
    .transform((v) => v ?? null),
);

/** A notice entered by hand (admin): product, identifiers, batches, class, reason and link. */
export const RecallNoticeInput = z.object({
  product_name: z
    .string({ error: 'Produktnamn krävs' })
    .trim()
    .min(1, { error: 'Produktnamn krävs' })
    .max(300, { error: 'Produktnamn får vara max 300 tecken' }),
  strength: optionalText(100, 'Styrka'),
  gtin: Gtin,
  varunummer: Varunummer,
  pharmaceutical_form: optionalText(200, 'Beredningsform'),
  pack_size: optionalText(200, 'Förpackningsstorlek'),
  recall_class: RecallClass,
  reason: optionalText(2000, 'Orsak'),
  link: Link,
  level: z
    .enum(RECALL_LEVELS, { error: 'Nivå ska vara vårdgivare, apotek, konsument eller grossist' })
    .nullish()
    .transform((level) => level ?? 'vårdgivare'),
  kind: z
    .enum(NOTICE_KINDS, { error: "Typ ska vara 'recall' eller 'information'" })
    .default('recall'),
  look_back_months: z
    .number({ error: 'Bakåtblicken ska vara ett antal månader' })
    .int({ error: 'Bakåtblicken ska vara ett helt antal månader' })
    .min(1, { error: 'Bakåtblicken ska vara minst 1 månad' })
    .max(120, { error: 'Bakåtblicken får vara högst 120 månader' })
    .default(DEFAULT_LOOK_BACK_MONTHS),
  batches: z
    .array(RecallNoticeBatchInput, { error: 'Batcher ska vara en lista' })
    .max(MAX_NOTICE_BATCHES, { error: `Högst ${MAX_NOTICE_BATCHES} batcher per indragning` })
    .default([]),
});
export type RecallNoticeInput = z.infer<typeof RecallNoticeInput>;

/** A pasted notice after its preview was checked: the fields plus the text it came from. */
export const RecallPasteInput = RecallNoticeInput.extend({
  body: z
    .string({ error: 'Texten från indragningen krävs' })
    .trim()
    .min(1, { error: 'Texten från indragningen krävs' })
    .max(MAX_NOTICE_TEXT, { error: `Texten får vara max ${MAX_NOTICE_TEXT} tecken` }),
});
export type RecallPasteInput = z.infer<typeof RecallPasteInput>;

export const RecallExtractInput = z.object({
  text: z
    .string({ error: 'Klistra in texten från indragningen' })
    .trim()
    .min(1, { error: 'Klistra in texten från indragningen' })
    .max(MAX_NOTICE_TEXT, { error: `Texten får vara max ${MAX_NOTICE_TEXT} tecken` }),
});
export type RecallExtractInput = z.infer<typeof RecallExtractInput>;

export const RecallNoticeBatch = z.object({
  batch_number: z.string(),
  expiry_date: z.string().nullable(),
});
export type RecallNoticeBatch = z.infer<typeof RecallNoticeBatch>;

/** What Medvakt found in a pasted text, for the admin to check before saving. Nothing is saved. */
export const RecallExtractResult = z.object({
  product_name: z.string().nullable(),
  strength: z.string().nullable(),
  gtin: z.string().nullable(),
  varunummer: z.string().nullable(),
  recall_class: z.enum(RECALL_CLASSES).nullable(),
  batches: z.array(RecallNoticeBatch),
});
export type RecallExtractResult = z.infer<typeof RecallExtractResult>;

/** The fields read from a pasted text, with the level it names and whether it is a recall. */
export const RecallExtractAnswer = RecallExtractResult.extend({
  /** The level the text names; null when it names none (saved as vårdgivare unless changed). */
  level: z.enum(RECALL_LEVELS).nullable(),
  kind: z.enum(NOTICE_KINDS),
});
export type RecallExtractAnswer = z.infer<typeof RecallExtractAnswer>;

export const RecallNotice = z.object({
  id: Id,
  source: z.enum(RECALL_NOTICE_SOURCES),
  external_id: z.string().nullable(),
  product_name: z.string(),
  strength: z.string().nullable(),
  gtin: z.string().nullable(),
  varunummer: z.string().nullable(),
  pharmaceutical_form: z.string().nullable(),
  pack_size: z.string().nullable(),
  recall_class: z.enum(RECALL_CLASSES).nullable(),
  reason: z.string().nullable(),
  link: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  /** The notice's text, plain text only. */
  body: z.string().nullable(),
  batches: z.array(RecallNoticeBatch),
  /** Batches in stock at any site that the notice has matched (open or handled). */
  match_count: z.number(),
  level: z.enum(RECALL_LEVELS),
  scope: z.enum(RECALL_SCOPES),
  kind: z.enum(NOTICE_KINDS),
  look_back_months: z.number(),
  /** No batches named: every batch of the product is covered. */
  whole_product: z.boolean(),
});
export type RecallNotice = z.infer<typeof RecallNotice>;

export const RecallNoticeCreated = z.object({
  notice: RecallNotice,
  /** Batches in stock that the new notice matched at once. */
  matches_added: z.number(),
});
export type RecallNoticeCreated = z.infer<typeof RecallNoticeCreated>;
