import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { uploadAndMap } from '../../test/import-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

const imported = (w: World, csv: string, token: string) =>
  uploadAndMap(env, { token, site: w.a1, kind: 'staff', name: 'personal.csv', content: csv });

describe("importing a unit's staff", () => {
  it('adds people at the customer units with a first password shown once, and refuses what it may not do', async () => {
    const w = await env.world();
    const tag = Date.now().toString(36);
    const csv = [
      'Förnamn;Efternamn;E-post;Roll;Legitimerad sjuksköterska;Enheter',
      `Anna;Andersson;anna.${tag}@example.se;Användare;Ja;`,
      `Bo;Berg;bo.${tag}@example.se;;nej;Björkhagens äldreboende`,
      `Cia;Ceder;cia.${tag}@example.se;Enhetsadmin;;`,
      `Dan;Dahl;anna.${tag}@example.se;;;`,
      `Eva;Ek;eva.${tag}@example.se;;;Akademiska avd 30B`,
      `Fia;;fia.${tag}@example.se;;;`,
      `Gun;Gran;${w.staff.email};;;`,
      `Hans;Hed;hans.${tag}@example.se;admin;;`,
    ].join('\n');
    const { id, preview, call } = await imported(w, csv, w.siteAdmin.token);
    expect(preview.counts).toEqual({ create: 2, update: 0, skip: 1, error: 5 });
    const byLine = new Map(preview.rows.map((r: Row) => [r.line, r]));
    expect(byLine.get(4)).toMatchObject({
      message: 'Bara en administratör lägger upp enhetsadmin.',
      cell: 'D4',
    });
    expect(byLine.get(5)).toMatchObject({ message: 'Samma e-postadress som rad 2.', cell: 'C5' });
    expect(byLine.get(6)).toMatchObject({
      message: "Enheten 'Akademiska avd 30B' finns inte hos kunden.",
      cell: 'F6',
    });
    expect(byLine.get(7)).toMatchObject({ message: 'Efternamn saknas.', cell: 'B7' });
    expect(byLine.get(9)).toMatchObject({
      message: 'Administratörer läggs upp för hand, inte genom import.',
    });

    const done = await call('POST', `/imports/${id}/commit`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.counts).toEqual({ create: 2, update: 0, skip: 1, error: 5 });
    const passwords = done.body.initial_passwords as Row[];
    expect(passwords.map((p) => p.email)).toEqual([
      `anna.${tag}@example.se`,
      `bo.${tag}@example.se`,
    ]);

    const anna = await env.db
      .selectFrom('users')
      .select(['id', 'role', 'registered_nurse'])
      .where('email', '=', `anna.${tag}@example.se`)
      .executeTakeFirstOrThrow();
    expect(anna).toMatchObject({ role: 'user', registered_nurse: 1 });
    const sites = await env.db
      .selectFrom('user_sites')
      .select('site_id')
      .where('user_id', '=', anna.id)
      .execute();
    expect(sites.map((s) => s.site_id)).toEqual([w.a1]);
    const bo = await env.db
      .selectFrom('users as u')
      .innerJoin('user_sites as us', 'us.user_id', 'u.id')
      .select('us.site_id')
      .where('u.email', '=', `bo.${tag}@example.se`)
      .execute();
    expect(bo.map((s) => s.site_id)).toEqual([w.a2]);

    const login = await env.request('POST', '/auth/login', {
      body: { email: `anna.${tag}@example.se`, password: passwords[0]?.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.password_change_required).toBe(true);

    // The first password opens nothing but its own change.
    const token = String(login.body.access_token);
    const stock = await env.request('GET', '/inventory/items', { token, site: w.a1 });
    expect(stock.status).toBe(403);
    expect(stock.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await env.request('GET', '/auth/me', { token })).body.password_change_required).toBe(
      true,
    );
    const changed = await env.request('POST', '/auth/change-password', {
      token,
      body: { current_password: passwords[0]?.password, new_password: 'Eget-Losenord-77!' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await env.request('GET', '/inventory/items', { token, site: w.a1 })).status).toBe(200);
    expect((await env.request('GET', '/auth/me', { token })).body.password_change_required).toBe(
      false,
    );
    const logged = await env.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .execute();
    expect(JSON.stringify(logged)).not.toContain(String(passwords[0]?.password));

    // An admin may add the unit manager the unit manager could not.
    const again = await imported(w, csv, w.admin.token);
    expect(again.preview.counts).toEqual({ create: 1, update: 0, skip: 3, error: 4 });
  });
});
