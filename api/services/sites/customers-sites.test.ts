import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('customers', () => {
  it('creates with defaults, validates with the form messages, and lists with filters', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/customers', {
      token: w.admin.token,
      body: {
        name: '  Vårdbolaget Ängen AB ',
        customer_type: 'private',
        contact_email: 'Info@Angen.se',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Vårdbolaget Ängen AB',
      customer_type: 'private',
      monthly_price_sek: 900,
      is_active: true,
      contact_email: 'info@angen.se',
      site_count: 0,
    });
    const defaults = await env.request('POST', '/customers/', {
      token: w.admin.token,
      body: { name: 'Kommunen' },
    });
    expect(defaults.body.customer_type).toBe('kommun');

    const invalid = await env.request('POST', '/customers', {
      token: w.admin.token,
      body: {
        name: 'x'.repeat(201),
        contact_email: 'fel',
        monthly_price_sek: -5,
        customer_type: 'bolag',
      },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: any) => e.message)).toEqual(
      expect.arrayContaining([
        'Namn får vara max 200 tecken',
        'Ogiltig e-postadress',
        'Pris måste vara positivt',
        'Kundtyp krävs',
      ]),
    );
    expect(
      (await env.request('POST', '/customers', { token: w.admin.token, body: { name: '' } })).body
        .detail,
    ).toBe('Namn krävs');

    const search = await env.request('GET', '/customers?search=%C3%A4ngen&per_page=100', {
      token: w.admin.token,
    });
    expect(search.body.customers.map((c: any) => c.name)).toEqual(['Vårdbolaget Ängen AB']);
    const regions = await env.request('GET', '/customers?customer_type=region&per_page=100', {
      token: w.admin.token,
    });
    expect(regions.body.customers.every((c: any) => c.customer_type === 'region')).toBe(true);
    const page = await env.request('GET', '/customers?page=1&per_page=1', { token: w.admin.token });
    expect(page.body).toMatchObject({ page: 1, per_page: 1 });
    expect(page.body.total_pages).toBe(page.body.total);
  });

  it("updates, and lists a customer's sites", async () => {
    const w = await env.world();
    const res = await env.request('PUT', `/customers/${w.customerA}`, {
      token: w.admin.token,
      body: { monthly_price_sek: 850, is_active: false },
    });
    expect(res.body).toMatchObject({ monthly_price_sek: 850, is_active: false, site_count: 2 });
    const sites = await env.request('GET', `/customers/${w.customerA}/sites`, {
      token: w.admin.token,
    });
    expect(sites.body.map((s: any) => s.name)).toEqual([
      'Björkhagens äldreboende',
      'Hemsjukvården Solna',
    ]);
    const missing = await env.request('GET', '/customers/00000000-0000-4000-8000-000000000000', {
      token: w.admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Kunden hittades inte.');
  });

  it('keeps a customer with sites when force is false, and removes it with its sites by default', async () => {
    const w = await env.world();
    const customer = await env.customer('Nedläggs AB');
    const [s1, s2] = [await env.site(customer), await env.site(customer)];
    const staff = await env.user('user', [s1, s2]);
    const kept = await env.request('DELETE', `/customers/${customer}?force=false`, {
      token: w.admin.token,
    });
    expect(kept.status).toBe(409);
    expect(
      await env.db.selectFrom('sites').select('id').where('customer_id', '=', customer).execute(),
    ).toHaveLength(2);

    const gone = await env.request('DELETE', `/customers/${customer}`, { token: w.admin.token });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ outcome: 'deleted', deleted_sites: 2, closed_sites: 0 });
    expect(
      await env.db.selectFrom('sites').select('id').where('id', 'in', [s1, s2]).execute(),
    ).toHaveLength(0);
    const user = await env.request('GET', `/users/${staff.id}`, { token: w.admin.token });
    expect(user.body.site_ids).toEqual([]);
    const audit = await env.auditRows('site');
    expect(
      audit
        .filter((a) => a.action === 'delete')
        .map((a) => a.entity_id)
        .sort(),
    ).toEqual([s1, s2].sort());
  });
});

describe('sites', () => {
  it('creates with the spec defaults and checks limits with the form messages', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/sites', {
      token: w.admin.token,
      body: { name: 'Nya enheten', customer_id: w.customerB },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customer_name: 'Region Uppsala',
      customer_type: 'region',
      default_withdraw_limit: 10,
      default_add_limit: 1,
      warning_days: 30,
      critical_warning_days: 7,
      is_active: true,
    });
    const bad = await env.request('POST', '/sites', {
      token: w.admin.token,
      body: {
        name: 'X',
        customer_id: w.customerB,
        default_withdraw_limit: 101,
        default_add_limit: 0,
        warning_days: 366,
        critical_warning_days: 91,
      },
    });
    expect(bad.body.errors.map((e: any) => e.message)).toEqual([
      'Uttag limit får vara max 100',
      'Tillägg limit måste vara minst 1',
      'Varningsdagar max 365',
      'Kritiska varningsdagar max 90',
    ]);
    const noCustomer = await env.request('POST', '/sites', {
      token: w.admin.token,
      body: { name: 'X' },
    });
    expect(noCustomer.body.detail).toBe('Kund krävs');
    const unknownCustomer = await env.request('POST', '/sites', {
      token: w.admin.token,
      body: { name: 'X', customer_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownCustomer.status).toBe(422);
  });

  it('lists only own sites for staff, and filters for the admin', async () => {
    const w = await env.world();
    const mine = await env.request('GET', '/sites', { token: w.staff.token });
    expect(mine.body.sites.map((s: any) => s.id)).toEqual([w.a1]);
    await env.request('PUT', `/sites/${w.a2}`, {
      token: w.admin.token,
      body: { is_active: false },
    });
    const inactive = await env.request('GET', `/sites?status=inactive&customer_id=${w.customerA}`, {
      token: w.admin.token,
    });
    expect(inactive.body.sites.map((s: any) => s.id)).toEqual([w.a2]);
    const byCustomer = await env.request('GET', '/sites?search=region%20uppsala&per_page=100', {
      token: w.admin.token,
    });
    expect(byCustomer.body.sites.every((s: any) => s.customer_name === 'Region Uppsala')).toBe(
      true,
    );
  });

  it('asks for force before deleting a site with users, and then detaches them', async () => {
    const w = await env.world();
    const site = await env.site(w.customerA);
    await env.medicine(site, 'Alvedon');
    const member = await env.user('user', [site]);
    const first = await env.request('DELETE', `/sites/${site}`, { token: w.admin.token });
    expect(first.status).toBe(400);
    expect(first.body.detail).toContain('medicines');
    expect(
      await env.db.selectFrom('sites').select('id').where('id', '=', site).executeTakeFirst(),
    ).toBeDefined();

    const forced = await env.request('DELETE', `/sites/${site}?force=true`, {
      token: w.admin.token,
    });
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual({ detail: 'Enheten är borttagen.', outcome: 'deleted' });
    const staff = await env.request('GET', `/users/${member.id}`, { token: w.admin.token });
    expect(staff.body).toMatchObject({ site_ids: [], is_active: true });

    const empty = await env.site(w.customerB);
    expect((await env.request('DELETE', `/sites/${empty}`, { token: w.admin.token })).status).toBe(
      200,
    );
  });

  it('lets a site admin tune settings of their own site only', async () => {
    const w = await env.world();
    const own = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { warning_days: 45, critical_warning_days: 10 },
    });
    expect(own.body).toMatchObject({ warning_days: 45, critical_warning_days: 10 });
    const inverted = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      body: { critical_warning_days: 60 },
    });
    expect(inverted.status).toBe(422);
    expect(inverted.body.detail).toBe('Kritiska varningsdagar får inte vara fler än varningsdagar');
    const rename = await env.request('PUT', `/sites/${w.a1}`, {
      token: w.siteAdmin.token,
      body: { name: 'Mitt namn' },
    });
    expect(rename.status).toBe(403);
  });

  it('lists the users of a site and the sites users can be assigned to', async () => {
    const w = await env.world();
    const users = await env.request('GET', `/sites/${w.a1}/users`, { token: w.siteAdmin.token });
    expect(users.body.map((u: any) => u.id).sort()).toEqual(
      [w.siteAdmin.id, w.staff.id, w.colleague.id].sort(),
    );
    const assignable = await env.request('GET', '/sites/assignable', { token: w.siteAdmin.token });
    expect(assignable.body.map((s: any) => s.id).sort()).toEqual([w.a1, w.a2].sort());
    const forCustomer = await env.request('GET', `/sites/assignable?customer_id=${w.customerB}`, {
      token: w.admin.token,
    });
    expect(forCustomer.body.map((s: any) => s.customer_id)).toEqual(
      expect.arrayContaining([w.customerB]),
    );
    expect(forCustomer.body.every((s: any) => s.customer_id === w.customerB)).toBe(true);
  });
});

describe('session site', () => {
  it("remembers the chosen site and refuses a site that is not the caller's", async () => {
    const w = await env.world();
    expect(
      (await env.request('GET', '/session/site', { token: w.siteAdmin.token })).body.site_id,
    ).toBe(w.a1);
    const set = await env.request('POST', '/session/site', {
      token: w.siteAdmin.token,
      body: { site_id: w.a2 },
    });
    expect(set.body.site_id).toBe(w.a2);
    expect(
      (await env.request('GET', '/session/site/', { token: w.siteAdmin.token })).body.site_id,
    ).toBe(w.a2);
    const foreign = await env.request('POST', '/session/site', {
      token: w.siteAdmin.token,
      body: { site_id: w.b1 },
    });
    expect(foreign.status).toBe(404);
    const current = await env.request('GET', '/users/current/sites', { token: w.siteAdmin.token });
    expect(current.body.map((s: any) => s.name)).toEqual([
      'Björkhagens äldreboende',
      'Hemsjukvården Solna',
    ]);
  });
});
