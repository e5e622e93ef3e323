import type { CountSheet } from '../../../shared/schemas/narcotics.ts';
import { looksLikeGs1, parseGs1 } from '../../../shared/gs1.ts';

type Batch = CountSheet['batches'][number];

const key = (batch: string) => batch.toUpperCase().replace(/\s+/g, '');

/**
 * The batch a scan names: a pack's GS1 DataMatrix gives its batch number, anything else is read
 * as a batch number typed or scanned from the label. Null when no batch of the sheet matches.
 */
export function batchForScan(scanned: string, batches: readonly Batch[]): Batch | null {
  const text = scanned.trim();
  if (!text) return null;
  let batch = text;
  if (looksLikeGs1(text)) {
    const parsed = parseGs1(text);
    if (!parsed.ok || !parsed.fields.batch_number) return null;
    batch = parsed.fields.batch_number;
  }
  return batches.find((b) => key(b.batch_number) === key(batch)) ?? null;
}

/** Counts as the API takes them, or the first batch not yet counted. */
export function countLines(batches: readonly Batch[], counted: Record<string, number | ''>) {
  const missing = batches.find(
    (b) => counted[b.inventory_item_id] === '' || counted[b.inventory_item_id] === undefined,
  );
  if (missing) return { missing, lines: null };
  return {
    missing: null,
    lines: batches.map((b) => ({
      inventory_item_id: b.inventory_item_id,
      counted_quantity: Number(counted[b.inventory_item_id]),
    })),
  };
}
