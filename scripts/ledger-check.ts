import { connectDatabase, databaseTargetFromUrl } from '../api/db/connect.ts';
import { findImbalances } from '../api/services/stock/ledger-check.ts';
import { commandConfig } from './command-config.ts';

// `npm run ledger:check`: every batch whose quantity is not the sum of its movements; exit 1 if any.
const config = commandConfig(process.env);
const db = connectDatabase(databaseTargetFromUrl(config.databaseUrl ?? undefined, config.dataDir));
try {
  const imbalances = await findImbalances(db);
  for (const row of imbalances)
    console.log(
      `Batch ${row.batch_number ?? '?'} (${row.inventory_item_id}, enhet ${row.site_id ?? '?'}): ` +
        `antal ${row.quantity}, rörelserna summerar till ${row.ledger_sum}`,
    );
  if (imbalances.length === 0)
    console.log('Lagerhistoriken stämmer: varje batch har det antal dess rörelser summerar till.');
  else {
    console.log(
      `${imbalances.length} ${imbalances.length === 1 ? 'batch stämmer' : 'batcher stämmer'} inte med lagerhistoriken.`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(
    `Kontrollen kunde inte göras (har servern startat en gång med den här versionen?): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
