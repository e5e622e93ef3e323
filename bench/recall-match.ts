import { systemClock } from '../api/clock.ts';
import { connectDatabase } from '../api/db/connect.ts';
import { matchNoticesAgainstStock } from '../api/services/recalls/match-stock.ts';

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
