import { z } from 'zod';
import { Id } from './common.ts';

/** What a deviation is about: the narcotics record, a stock-take, a storage place's temperature. */
export const DEVIATION_KINDS = [
  'narcotic_count',
  'stock_take',
  'correction',
  'offline_refused',
  'temperature',
] as const;
export type DeviationKind = (typeof DEVIATION_KINDS)[number];

export const DEVIATION_KIND_LABELS: Record<DeviationKind, string> = {
  narcotic_count: 'Kontrollräkning med differens',
  stock_take: 'Inventering med differens',
  correction: 'Rättelse i journalen',
  offline_refused: 'Narkotikahändelse från kiosk nekad',
  temperature: 'Temperatur utanför gränserna',
};

export const DEVIATION_STATUSES = ['open', 'closed'] as const;
export type DeviationStatus = (typeof DEVIATION_STATUSES)[number];

export const DEVIATION_STATUS_LABELS: Record<DeviationStatus, string> = {
  open: 'Öppen',
  closed: 'Avslutad',
};

export const DeviationNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type DeviationNote = z.infer<typeof DeviationNote>;

export const Deviation = z.object({
  id: Id,
  site_id: Id,
  site_name: z.string(),
  kind: z.enum(DEVIATION_KINDS),
  medicine_template_id: Id.nullable(),
  medicine_name: z.string().nullable(),
  title: z.string(),
  /** What happened, in Swedish: product, unit, expected and counted, who and the witness. */
  description: z.string(),
  opened_by: z.string(),
  opened_at: z.string(),
  status: z.enum(DEVIATION_STATUSES),
  closed_by: z.string().nullable(),
  closed_at: z.string().nullable(),
  conclusion: z.string().nullable(),
});
export type Deviation = z.infer<typeof Deviation>;

export const DeviationDetail = Deviation.extend({ notes: z.array(DeviationNote) });
export type DeviationDetail = z.infer<typeof DeviationDetail>;

export const DeviationQuery = z.object({
  /** Default: the X-Site-Id site. */
  site_id: Id.optional(),
  status: z
    .enum(['open', 'closed', 'all'], { error: 'Status måste vara open, closed eller all' })
    .default('open'),
});
export type DeviationQuery = z.infer<typeof DeviationQuery>;

export const DeviationNoteInput = z.object({
  text: z
    .string({ error: 'Skriv en anteckning' })
    .trim()
    .min(1, { error: 'Skriv en anteckning' })
    .max(2000, { error: 'Anteckningen får vara max 2000 tecken' }),
});
export type DeviationNoteInput = z.infer<typeof DeviationNoteInput>;

export const CloseDeviationInput = z.object({
  conclusion: z
    .string({ error: 'Skriv en slutsats' })
    .trim()
    .min(1, { error: 'Skriv en slutsats' })
    .max(2000, { error: 'Slutsatsen får vara max 2000 tecken' }),
});
export type CloseDeviationInput = z.infer<typeof CloseDeviationInput>;
