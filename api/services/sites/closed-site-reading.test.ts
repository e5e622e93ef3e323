import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type SiteRow = { id: string; name: string; closed_at: string | null };

async function closedWorld() {
  const w = await env.world();
  const plainBatch = await env.item(w.a1, w.medA1, 'LOT-P', '2027-06-30', 10);
  // a1 has a batch with its opening movement: history, so removing it closes it.
  const removed = await env.request('DELETE', `/sites/${w.a1}?force=true`, {
    token: w.admin.token,
  });
  expect(removed.body).toMatchObject({ outcome: 'closed' });
  return { ...w, plainBatch };
}

const switcher = async (token: string) =>
  (await env.request('GET', '/users/current/sites', { token })).body as SiteRow[];

describe('a closed site in the site switcher', () => {
  it('is offered to its unit manager after the active sites, marked closed, and not to care staff', async () => {
    const w = await closedWorld();
    const managerSites = await switcher(w.siteAdmin.token);
    expect(managerSites.map((s) => s.id)).toEqual([w.a2, w.a1]);
    expect(managerSites[0]?.closed_at).toBeNull();
    expect(managerSites[1]?.closed_at).toEqual(expect.any(String));
    expect(await switcher(w.staff.token)).toEqual([]);
    const adminSites = await switcher(w.admin.token);
    expect(adminSites.find((s) => s.id === w.a1)?.closed_at).toEqual(expect.any(String));
    expect(adminSites.at(-1)?.closed_at).not.toBeNull();
  });

  it('can be chosen to read its journal, but nothing in it can be changed', async () => {
    const w = await closedWorld();
    const chosen = await env.request('POST', '/session/site', {
      token: w.siteAdmin.token,
      body: { site_id: w.a1 },
    });
    expect(chosen.status).toBe(200);
    const byStaff = await env.request('POST', '/session/site', {
      token: w.staff.token,
      body: { site_id: w.a1 },
    });
    expect(byStaff.status).toBe(404);

    const journal = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(journal.status).toBe(200);
    const settings = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { warning_days: 20 },
    });
    expect(settings.status).toBe(403);
    const edited = await env.request('PUT', `/inventory/items/${w.plainBatch}`, {
      token: w.admin.token,
      site: w.a1,
      body: { quantity: 25, adjustment_reason: 'Hittade fler' },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.code).toBe('SITE_CLOSED');
  });
});
