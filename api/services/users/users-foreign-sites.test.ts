import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

// A nurse can work at sites of two customers; each customer's unit manager sees only their own.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function nurseOfTwoCustomers() {
  const w = await env.world();
  const nurse = await env.user('user', [w.a1, w.b1], { firstName: 'Delad' });
  await env.db
    .updateTable('users')
    .set({ current_site_id: w.b1 })
    .where('id', '=', nurse.id)
    .execute();
  return { w, nurse };
}

describe('a user who also works for another customer', () => {
  it('is listed to a unit manager with only the manager’s sites', async () => {
    const { w, nurse } = await nurseOfTwoCustomers();
    const list = await env.request('GET', `/users?search=${nurse.email}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((u: { id: string }) => u.id === nurse.id);
    expect(listed.site_ids).toEqual([w.a1]);
    expect(listed.site_names).toEqual(['Hemsjukvården Solna']);
    expect(listed.site_id).toBe(w.a1);
    expect(JSON.stringify(list.body)).not.toContain(w.b1);
    expect(JSON.stringify(list.body)).not.toContain('Akademiska avd 30B');
  });

  it('shows only the manager’s sites in the single user and site assignment answers', async () => {
    const { w, nurse } = await nurseOfTwoCustomers();
    const one = await env.request('GET', `/users/${nurse.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(one.body.site_ids).toEqual([w.a1]);
    const sites = await env.request('GET', `/users/${nurse.id}/sites`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(sites.body.site_ids).toEqual([w.a1]);
    expect(sites.body.sites.map((s: { id: string }) => s.id)).toEqual([w.a1]);
    const updated = await env.request('PUT', `/users/${nurse.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { first_name: 'Ändrad', site_ids: [w.a1, w.a2] },
    });
    expect(updated.status).toBe(200);
    expect([...updated.body.site_ids].sort()).toEqual([w.a1, w.a2].sort());
    expect(JSON.stringify(updated.body)).not.toContain(w.b1);
    // The other customer's assignment is kept, only hidden.
    const stored = await env.db
      .selectFrom('user_sites')
      .select('site_id')
      .where('user_id', '=', nurse.id)
      .execute();
    expect(stored.map((r) => r.site_id).sort()).toEqual([w.a1, w.a2, w.b1].sort());
  });

  it('is shown with every site to an administrator', async () => {
    const { w, nurse } = await nurseOfTwoCustomers();
    const one = await env.request('GET', `/users/${nurse.id}`, { token: w.admin.token });
    expect([...one.body.site_ids].sort()).toEqual([w.a1, w.b1].sort());
    expect(one.body.site_id).toBe(w.b1);
  });
});
