import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../../../shared/constants.ts';
import { loadDemoData } from '../../seed/bootstrap.ts';
import { readDemoStock } from '../../seed/demo-stock.ts';
import { createTestEnv } from '../../test/harness.ts';

// A file of its own: on PostgreSQL one file works in one schema at a time.
describe('demo data', () => {
  it('comes with the warnings its stock calls for', async () => {
    const demo = await createTestEnv({ demoData: true });
    try {
      await loadDemoData(demo);
      const expected = { expiry_warning: 0, critical_expiry: 0, low_stock: 0 };
      for (const medicines of Object.values(readDemoStock())) {
        for (const medicine of medicines) {
          let total = 0;
          for (const [, days, quantity] of medicine.batches) {
            total += quantity;
            if (quantity === 0 || days > SITE_DEFAULTS.warning_days) continue;
            if (days <= SITE_DEFAULTS.critical_warning_days) expected.critical_expiry += 1;
            else expected.expiry_warning += 1;
          }
          if (medicine.minimum > 0 && total <= medicine.minimum) expected.low_stock += 1;
        }
      }
      const rows = await demo.db
        .selectFrom('warnings')
        .select('warning_type')
        .where('is_resolved', '=', 0)
        .execute();
      const found = { expiry_warning: 0, critical_expiry: 0, low_stock: 0 };
      for (const row of rows) found[row.warning_type as keyof typeof found] += 1;
      expect(found).toEqual(expected);
      expect(expected.critical_expiry).toBeGreaterThan(0);
      expect(expected.low_stock).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});
