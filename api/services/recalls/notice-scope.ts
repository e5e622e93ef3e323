import {
  RECALL_LEVELS,
  scopeOfLevel,
  type NoticeKind,
  type RecallLevel,
} from '../../../shared/schemas/recall.ts';

export const levelOf = (text: string | null): RecallLevel =>
  RECALL_LEVELS.find((level) => level === text) ?? 'vårdgivare';

/**
 * Whether a notice asks care units to act (hold the batches, check their shelves): a recall whose
 * level reaches care units. A withdrawn authorisation, or a recall that stops at pharmacies or
 * wholesalers, is information for the units that stock the product.
 */
export const noticeActs = (notice: { kind: string; level: string }): boolean =>
  notice.kind === 'recall' && scopeOfLevel(levelOf(notice.level)) === 'units';

const kindOf = (text: string): NoticeKind => (text === 'information' ? 'information' : 'recall');

/** A stored notice's level, scope, kind, look-back and whether it covers the whole product. */
export function noticeFacts(row: {
  level: string;
  kind: string;
  look_back_months: number;
  whole_product: number;
}) {
  const level = levelOf(row.level);
  return {
    level,
    scope: scopeOfLevel(level),
    kind: kindOf(row.kind),
    look_back_months: row.look_back_months,
    whole_product: row.whole_product === 1,
  };
}
