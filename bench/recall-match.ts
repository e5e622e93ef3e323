import { systemClock } from '../api/clock.ts';
import { connectDatabase } from '../api/db/connect.ts';
import { matchNoticesAgainstStock } from '../api/services/recalls/match-stock.ts';
import { storeNotice } from '../api/services/recalls/store-notice.ts';

/**
 * Seconds to match every stored recall notice against every site's stock, as a full re-sync does,
 * on the given database file (a copy: the matches it makes are kept there).
 */
export async function recallMatchSeconds(
  file: string,
): Promise<{ seconds: number; notices: number; matches: number }> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const notices = (await db.selectFrom('recall_notices').select('id').execute()).map((n) => n.id);
    const started = performance.now();
    const matches = await db
      .transaction()
      .execute((trx) => matchNoticesAgainstStock(trx, systemClock, notices));
    return { seconds: (performance.now() - started) / 1000, notices: notices.length, matches };
  } finally {
    await db.destroy();
  }
}

/**
 * Seconds to store a class I notice without batch numbers for a medicine some unit keeps, as an
 * admin does: matched over every site, every active unit given its check (open where the unit
 * held the product, answered by Medvakt elsewhere), in one transaction.
 */
export async function wholeProductNoticeSeconds(
  file: string,
): Promise<{ seconds: number; matches: number; open: number; sites: number }> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const template = await db
      .selectFrom('medicine_templates as t')
      .innerJoin('inventory_items as i', 'i.medicine_template_id', 't.id')
      .select('t.name')
      .where('i.quantity', '>', 0)
      .orderBy('t.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const started = performance.now();
    const stored = await db.transaction().execute((trx) =>
      storeNotice(
        trx,
        { clock: systemClock, actorId: null },
        {
          source: 'manual',
          external_id: null,
          product_name: template.name,
          recall_class: 'I',
          batches: [],
        },
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const checks = await db
      .selectFrom('recall_follow_ups')
      .select('status')
      .where('notice_id', '=', stored.noticeId)
      .execute();
    return {
      seconds,
      matches: stored.matchesAdded,
      open: checks.filter((c) => c.status === 'open').length,
      sites: checks.length,
    };
  } finally {
    await db.destroy();
  }
}
