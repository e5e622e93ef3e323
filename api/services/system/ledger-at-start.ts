import type { AppDeps } from '../../deps.ts';
import { silentLogger } from '../../observability/logger.ts';
import { serverMessage } from '../../../shared/message-codes.ts';
import { raiseSystemAlert } from '../warnings/system-alerts.ts';
import { findImbalances } from '../stock/ledger-check.ts';

const ALERT_KEY = 'ledger-imbalance';

/**
 * Run at start: a batch whose quantity is not the sum of its movements means stock was changed
 * outside Medvakt (or a fault). The operator reads it in the log, the unit as a system alert.
 */
export async function checkLedgerAtStart(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
): Promise<number> {
  const imbalances = await findImbalances(deps.db);
  if (imbalances.length === 0) return 0;
  (deps.logger ?? silentLogger).warn(
    { batches: imbalances.length },
    `${imbalances.length} batcher stämmer inte med lagerhistoriken. Kör "npm run ledger:check" för listan.`,
  );
  const bySite = new Map<string, number>();
  for (const row of imbalances)
    if (row.site_id) bySite.set(row.site_id, (bySite.get(row.site_id) ?? 0) + 1);
  const sites = await deps.db
    .selectFrom('sites')
    .select('id')
    .where('id', 'in', [...bySite.keys(), '-'])
    .execute();
  for (const { id } of sites) {
    const batches = bySite.get(id) ?? 0;
    await raiseSystemAlert(deps.db, deps.clock, {
      siteId: id,
      key: ALERT_KEY,
      title: 'Lagersaldot stämmer inte med lagerhistoriken',
      description: `${batches} batcher på enheten har ett antal som inte är summan av deras registrerade rörelser. Kontakta driften; inget antal har ändrats.`,
      titleMessage: serverMessage('alert.ledger_imbalance.title'),
      descriptionMessage:
        batches === 1
          ? serverMessage('alert.ledger_imbalance.description.one')
          : serverMessage('alert.ledger_imbalance.description', { batches }),
      severity: 'high',
    });
  }
  return imbalances.length;
}
