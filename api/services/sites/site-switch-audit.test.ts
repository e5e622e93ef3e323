import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const switches = async (userId: string) =>
  (await env.auditRows('session')).filter(
    (row) => row.action === 'switch_site' && row.actor_id === userId,
  );

describe('choosing the working site', () => {
  it('audits who switched, from which site and to which', async () => {
    const w = await env.world();
    const res = await env.request('POST', '/session/site', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { site_id: w.a2 },
    });
    expect(res.status).toBe(200);
    const [row, ...more] = await switches(w.siteAdmin.id);
    expect(more).toEqual([]);
    expect(row?.site_id).toBe(w.a2);
    expect(row?.actor_label).toContain('site_admin');
    expect(JSON.parse(row?.before_json ?? 'null')).toEqual({
      site_id: w.a1,
      site_name: 'Hemsjukvården Solna',
    });
    expect(JSON.parse(row?.after_json ?? 'null')).toEqual({
      site_id: w.a2,
      site_name: 'Björkhagens äldreboende',
    });
  });

  it('audits choosing the same site again, and nothing for a refused site', async () => {
    const w = await env.world();
    const same = await env.request('POST', '/session/site', {
      token: w.staff.token,
      site: w.a1,
      body: { site_id: w.a1 },
    });
    expect(same.status).toBe(200);
    const foreign = await env.request('POST', '/session/site', {
      token: w.staff.token,
      site: w.a1,
      body: { site_id: w.b1 },
    });
    expect(foreign.status).toBe(404);
    const rows = await switches(w.staff.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.after_json ?? 'null')).toMatchObject({ site_id: w.a1 });
  });
});
