import { expressionBuilder, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

export const QUARANTINE_CODE = 'RECALL_QUARANTINE';

/** The open recall that holds a batch, if any (oldest first). */
export async function activeRecallOf(db: Kysely<Database>, itemId: string) {
  return db
    .selectFrom('recall_matches as m')
    .innerJoin('recall_notices as n', 'n.id', 'm.notice_id')
    .select(['m.id', 'm.batch_number', 'n.product_name', 'n.recall_class'])
    .where('m.inventory_item_id', '=', itemId)
    .where('m.status', '=', 'active')
    .orderBy('m.matched_at')
    .orderBy('m.id')
    .executeTakeFirst();
}

/**
 * Whether an open recall holds the batch `itemId` refers to (one activeRecallOf would find), as a
 * condition inside a query over batches.
 */
export function heldByRecall(itemId: Expression<string>) {
  const eb = expressionBuilder<Database>();
  return eb.exists(
    eb
      .selectFrom('recall_matches as m')
      .innerJoin('recall_notices as n', 'n.id', 'm.notice_id')
      .select('m.id')
      .where('m.inventory_item_id', '=', itemId)
      .where('m.status', '=', 'active'),
  );
}

/**
 * A batch named by an open recall may not be taken out or added to until the recall is handled
 * (kassation or dismissal); 409 naming the recall otherwise. Disposal paths do not call this.
 */
export async function assertNotQuarantined(db: Kysely<Database>, itemId: string): Promise<void> {
  const recall = await activeRecallOf(db, itemId);
  if (!recall) return;
  const recallClass = recall.recall_class ? ` (klass ${recall.recall_class})` : '';
  throw conflict(
    `Batch ${recall.batch_number} är spärrad på grund av indragningen av ` +
      `${recall.product_name}${recallClass}. Returnera eller kassera batchen, eller avfärda indragningen först.`,
    QUARANTINE_CODE,
  );
}
