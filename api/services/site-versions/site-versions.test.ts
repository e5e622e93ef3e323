import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { siteVersion } from './site-versions.ts';

let env: TestEnv;
beforeEach(async () => {
  env = await createTestEnv();
});
afterEach(async () => {
  await env.close();
});

type Row = { id: string; quantity: number; location: string | null; medicine_name: string };
const rowOf = (body: Record<string, any>, id: string): Row | undefined =>
  (body.items as Row[]).find((r) => r.id === id);

describe('site versions', () => {
  it('rise on every change to a site’s batches, medicines and settings, and no other site’s', async () => {
    const w = await env.world();
    const versions = async () => ({
      a1: Number(await siteVersion(env.db, w.a1)),
      b1: Number(await siteVersion(env.db, w.b1)),
    });
    let before = await versions();
    const changes = [
      () => env.item(w.a1, w.medA1, 'LOT-NY', '2027-01-31', 5),
      () =>
        env.db
          .updateTable('inventory_items')
          .set({ location: 'Skåp 3' })
          .where('id', '=', w.itemA1)
          .execute(),
      () =>
        env.db
          .updateTable('medicine_templates')
          .set({ name: 'Alvedon forte' })
          .where('id', '=', w.medA1)
          .execute(),
      () => env.db.updateTable('sites').set({ warning_days: 20 }).where('id', '=', w.a1).execute(),
      () => env.medicine(w.a1, 'Ipren'),
    ];
    for (const change of changes) {
      await change();
      const after = await versions();
      expect(after.a1).toBeGreaterThan(before.a1);
      expect(after.b1).toBe(before.b1);
      before = after;
    }
  });

  it('a stock list kept by one process shows another process’s change at once', async () => {
    const w = await env.world();
    const batch = await env.item(w.a1, w.medA1, 'LOT-V', '2026-12-01', 10);
    let token = w.staff.token;
    const list = () => env.request('GET', '/inventory/items?page=1&size=20', { token, site: w.a1 });

    const first = await list();
    expect(rowOf(first.body, batch)).toMatchObject({ quantity: 10, location: null });
    expect((await list()).body).toEqual(first.body);

    const other = env.otherProcess();
    const changed = await other.request('PUT', `/inventory/items/${batch}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 7, adjustment_reason: 'Räknat om', location: 'Skåp 2' },
    });
    expect(changed.status).toBe(200);
    expect(rowOf((await list()).body, batch)).toMatchObject({ quantity: 7, location: 'Skåp 2' });

    // Whoever writes, by any path: the database raises the version itself.
    await other.db
      .updateTable('medicine_templates')
      .set({ name: 'Alvedon forte' })
      .where('id', '=', w.medA1)
      .execute();
    expect(rowOf((await list()).body, batch)?.medicine_name).toBe('Alvedon forte');

    const days = (body: Record<string, any>) =>
      (body.items as { id: string; days_until_expiry: number }[]).find((r) => r.id === batch)
        ?.days_until_expiry;
    expect(days((await list()).body)).toBe(10);
    env.clock.set('2026-11-22T09:00:00.000Z');
    token = await env.tokenFor(w.staff.id);
    expect(days((await list()).body)).toBe(9);
  });

  it('a warnings panel kept by one process follows another’s change of the warning days', async () => {
    const w = await env.world();
    const batch = await env.item(w.a1, w.medA1, 'LOT-V', '2026-12-01', 10);
    const panel = async () => {
      const res = await env.request('GET', '/dashboard/cross-site-warnings?limit=10', {
        token: w.staff.token,
        site: w.a1,
      });
      expect(res.status).toBe(200);
      return (res.body.expiry_warnings as { id: string }[]).map((r) => r.id);
    };
    expect(await panel()).toContain(batch);

    const other = env.otherProcess();
    const settings = await other.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      body: { warning_days: 7, critical_warning_days: 3 },
    });
    expect(settings.status).toBe(200);
    expect(await panel()).not.toContain(batch);
  });

  it('an admin’s totals over every site count another process’s new batch at once', async () => {
    const w = await env.world();
    await env.item(w.b1, w.medB1, 'LOT-B', '2026-11-25', 4);
    const totals = async () => {
      const res = await env.request('GET', '/dashboard/cross-site-warnings?limit=10', {
        token: w.admin.token,
      });
      expect(res.status).toBe(200);
      return [res.body.total_expiry_warnings, res.body.critical_count];
    };
    expect(await totals()).toEqual([1, 1]);

    const other = env.otherProcess();
    const created = await other.request('POST', '/inventory/items', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'LOT-NY',
        expiry_date: '2026-12-10',
        quantity: 3,
        unit_type: 'styck',
      },
    });
    expect(created.status).toBe(201);
    expect(await totals()).toEqual([2, 1]);

    // A day later the new batch is 18 days away, still outside the critical 7.
    env.clock.set('2026-11-22T09:00:00.000Z');
    w.admin.token = await env.tokenFor(w.admin.id);
    expect(await totals()).toEqual([2, 1]);
    env.clock.set('2026-12-04T09:00:00.000Z');
    w.admin.token = await env.tokenFor(w.admin.id);
    expect(await totals()).toEqual([2, 2]);
  });
});
