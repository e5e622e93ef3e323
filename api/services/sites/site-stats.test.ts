import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import type { WarningSeverity, WarningType } from '../../../shared/schemas/warning.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function warning(
  siteId: string,
  severity: WarningSeverity,
  resolved = false,
  type: WarningType = 'expiry_warning',
) {
  const at = env.clock.now().toISOString();
  await env.db
    .insertInto('warnings')
    .values({
      id: randomUUID(),
      site_id: siteId,
      inventory_item_id: null,
      medicine_template_id: null,
      warning_type: type,
      severity,
      title: `Varning ${severity}`,
      description: 'Test',
      open_key: resolved ? null : `test:${randomUUID()}`,
      suppress_key: null,
      is_acknowledged: 0,
      acknowledged_by: null,
      acknowledged_at: null,
      is_resolved: resolved ? 1 : 0,
      resolved_by: null,
      resolved_at: resolved ? at : null,
      resolution_notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe('GET /dashboard/site-stats', () => {
  it('gives stock, expiry, warning and disposal figures per visible site', async () => {
    const w = await env.world();
    const med = await env.medicine(w.a1, 'Alvedon', { strength: '1 g' });
    await env.item(w.a1, med, 'EXP', '2026-11-01', 3);
    await env.item(w.a1, med, 'SOON', '2026-12-01', 5);
    await env.item(w.a1, med, 'EMPTY', '2026-12-01', 0);
    await warning(w.a1, 'high');
    await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
      body: { quantity: 2 },
    });

    const res = await env.request('GET', '/dashboard/site-stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body.sites).toEqual([
      {
        site_id: w.a1,
        site_name: 'Hemsjukvården Solna',
        customer_name: 'Solna stad',
        batches: 3,
        // The two Morfin packs stay in the balance until their witnessed destruction.
        total_quantity: 28,
        expiring: 1,
        expired: 1,
        open_warnings: 1,
        disposals_last_30_days: 1,
      },
    ]);
    const manager = await env.request('GET', '/dashboard/site-stats', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(manager.body.sites.map((s: { site_id: string }) => s.site_id).sort()).toEqual(
      [w.a1, w.a2].sort(),
    );
    const admin = await env.request('GET', '/dashboard/site-stats', { token: w.admin.token });
    const ids = admin.body.sites.map((s: { site_id: string }) => s.site_id);
    expect(ids).toEqual(expect.arrayContaining([w.a1, w.a2, w.b1]));
  });
});
