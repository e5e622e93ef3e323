import { randomId } from '@mantine/hooks';
import type { MessageKey } from '../../i18n/catalogue.ts';
import {
  DEFAULT_LOOK_BACK_MONTHS,
  MAX_NOTICE_BATCHES,
  NOTICE_KINDS,
  RECALL_CLASSES,
  RECALL_LEVELS,
  RecallNoticeInput,
  RecallPasteInput,
  scopeOfLevel,
  type NoticeKind,
  type RecallExtractAnswer,
  type RecallLevel,
  type RecallNoticeCreated,
} from '../../../shared/schemas/recall.ts';

export type BatchRowValues = { key: string; batch_number: string; expiry_date: string };

/** The notice form's fields as typed; empty text means 'not given'. */
export type NoticeFormValues = {
  product_name: string;
  strength: string;
  pharmaceutical_form: string;
  pack_size: string;
  gtin: string;
  varunummer: string;
  recall_class: string;
  reason: string;
  link: string;
  level: RecallLevel;
  kind: NoticeKind;
  /** As the number field gives it: '' while empty. */
  look_back_months: number | string;
  batches: BatchRowValues[];
};

export const RECALL_CLASS_OPTIONS = RECALL_CLASSES;
export const RECALL_LEVEL_OPTIONS = RECALL_LEVELS;
export const NOTICE_KIND_OPTIONS = NOTICE_KINDS;
export const MAX_BATCH_ROWS = MAX_NOTICE_BATCHES;

export const NOTICE_FIELDS = [
  'product_name',
  'strength',
  'pharmaceutical_form',
  'pack_size',
  'gtin',
  'varunummer',
  'recall_class',
  'reason',
  'link',
  'level',
  'kind',
  'look_back_months',
  'batches',
] as const;

export const batchRow = (
  batch: { batch_number: string; expiry_date: string | null } = {
    batch_number: '',
    expiry_date: null,
  },
): BatchRowValues => ({
  key: randomId(),
  batch_number: batch.batch_number,
  expiry_date: batch.expiry_date ?? '',
});

/** A blank notice with one empty batch row to fill in. */
export const emptyNotice = (): NoticeFormValues => ({
  product_name: '',
  strength: '',
  pharmaceutical_form: '',
  pack_size: '',
  gtin: '',
  varunummer: '',
  recall_class: '',
  reason: '',
  link: '',
  level: 'vårdgivare',
  kind: 'recall',
  look_back_months: DEFAULT_LOOK_BACK_MONTHS,
  batches: [batchRow()],
});

/** The form filled with what was found in a pasted text, for the admin to check. */
export const noticeFromExtract = (found: RecallExtractAnswer): NoticeFormValues => ({
  ...emptyNotice(),
  product_name: found.product_name ?? '',
  strength: found.strength ?? '',
  gtin: found.gtin ?? '',
  varunummer: found.varunummer ?? '',
  recall_class: found.recall_class ?? '',
  level: found.level ?? 'vårdgivare',
  kind: found.kind,
  batches: found.batches.map(batchRow),
});

/** A notice that only informs units: no hold, no check (a withdrawn authorisation, or a supply-chain level). */
export const informsOnly = (notice: { level: RecallLevel; kind: NoticeKind }): boolean =>
  notice.kind === 'information' || scopeOfLevel(notice.level) === 'supply_chain';

/** Rows left completely empty are not batches; the rest must each name a batch. */
function filledBatches(rows: readonly BatchRowValues[]) {
  const kept: BatchRowValues[] = [];
  const formIndex: number[] = [];
  rows.forEach((row, index) => {
    if (row.batch_number.trim() === '' && row.expiry_date.trim() === '') return;
    kept.push(row);
    formIndex.push(index);
  });
  return { kept, formIndex };
}

/** A path of the sent body ('batches.1.expiry_date') as the form row it came from. */
function formPath(path: string, formIndex: readonly number[]): string {
  const row = /^batches\.(\d+)\.(\w+)$/.exec(path);
  if (!row) return path;
  const index = formIndex[Number(row[1])];
  return index === undefined ? 'batches' : `batches.${index}.${row[2]}`;
}

/** No batch row filled in: the notice covers every batch of the product. */
export const coversWholeProduct = (values: NoticeFormValues): boolean =>
  filledBatches(values.batches).kept.length === 0;

/** The notice as sent: empty batch rows left out, the rest checked by the shared schema. */
export function noticeCandidate(values: NoticeFormValues) {
  const { kept, formIndex } = filledBatches(values.batches);
  return { candidate: { ...values, batches: kept }, formIndex };
}

/** The shared schema's first message per form field (Mantine form validator). */
export function validateNotice(values: NoticeFormValues): Record<string, string> {
  const { candidate, formIndex } = noticeCandidate(values);
  const result = RecallNoticeInput.safeParse(candidate);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[formPath(issue.path.map(String).join('.'), formIndex)] ??= issue.message;
  return errors;
}

/** The field errors of a 422 answer, on the form rows they belong to. */
export function serverFieldErrors(
  errors: readonly { path: string; message: string }[],
  values: NoticeFormValues,
): Record<string, string> {
  const { formIndex } = noticeCandidate(values);
  const known = new Set<string>([
    ...NOTICE_FIELDS,
    ...values.batches.flatMap((_, i) => [`batches.${i}.batch_number`, `batches.${i}.expiry_date`]),
  ]);
  const found: Record<string, string> = {};
  for (const { path, message } of errors) {
    const target = formPath(path, formIndex);
    if (known.has(target)) found[target] ??= message;
  }
  return found;
}

export const noticeBody = (values: NoticeFormValues): RecallNoticeInput =>
  RecallNoticeInput.parse(noticeCandidate(values).candidate);

export const pasteBody = (values: NoticeFormValues, text: string): RecallPasteInput =>
  RecallPasteInput.parse({ ...noticeCandidate(values).candidate, body: text });

/** The sentence telling how many stock batches a saved notice matched (held, or only told of). */
export function matchesKey(count: number, informs = false): MessageKey {
  if (count === 0) return 'recalls.saved.noMatches';
  if (informs) return count === 1 ? 'recalls.saved.oneInformed' : 'recalls.saved.informed';
  return count === 1 ? 'recalls.saved.oneMatch' : 'recalls.saved.matches';
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The toast after saving: the product, and how many stock batches are now blocked. */
export function savedText(t: Translate, created: RecallNoticeCreated): string {
  const count = created.matches_added;
  const matched = t(matchesKey(count, informsOnly(created.notice)), { count });
  return `${t('recalls.saved.title', { product: created.notice.product_name })} ${matched}`;
}
