import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const newUser = (siteIds: string[], extra: Record<string, unknown> = {}) => ({
  email: `ny.${Math.random().toString(36).slice(2, 10)}@test.se`,
  password: 'Starkt-Losen1!',
  first_name: 'Nora',
  last_name: 'Nilsson',
  role: 'user',
  site_ids: siteIds,
  ...extra,
});

describe('creating users', () => {
  it('checks each password rule with its own message', async () => {
    const w = await env.world();
    const cases: [string, string][] = [
      ['Ab1!', 'Lösenord måste vara minst 8 tecken'],
      ['abcdefg1!', 'Lösenord måste innehålla minst en stor bokstav'],
      ['ABCDEFG1!', 'Lösenord måste innehålla minst en liten bokstav'],
      ['Abcdefgh!', 'Lösenord måste innehålla minst en siffra'],
      ['Abcdefgh1', 'Lösenord måste innehålla minst ett specialtecken'],
    ];
    for (const [password, message] of cases) {
      const res = await env.request('POST', '/users/', {
        token: w.admin.token,
        body: newUser([w.a1], { password }),
      });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(message);
    }
  });

  it('requires names, a role and a site for staff', async () => {
    const w = await env.world();
    const res = await env.request('POST', '/users', {
      token: w.admin.token,
      body: newUser([], { first_name: '', last_name: 'A', role: 'chef' }),
    });
    expect(res.status).toBe(422);
    const messages = res.body.errors.map((e: any) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Förnamn krävs',
        'Efternamn måste vara minst 2 tecken',
        'Roll krävs',
      ]),
    );
    const noSite = await env.request('POST', '/users', { token: w.admin.token, body: newUser([]) });
    expect(noSite.body.detail).toBe('Minst en site måste väljas');
  });

  it('creates a user with sites, first chosen site current, and audits it without the password', async () => {
    const w = await env.world();
    const body = newUser([w.a2, w.a1], { site_id: w.a2, mobile_phone: '070-123 45 67' });
    const res = await env.request('POST', '/users/', { token: w.siteAdmin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      role: 'user',
      site_id: w.a2,
      is_active: true,
      last_login: null,
    });
    expect(res.body.site_ids.sort()).toEqual([w.a1, w.a2].sort());
    expect(res.body.site_names.sort()).toEqual(['Björkhagens äldreboende', 'Hemsjukvården Solna']);
    expect((await env.login(body.email, body.password)).status).toBe(200);
    const audit = (await env.auditRows('user')).find(
      (a) => a.entity_id === res.body.id && a.action === 'create',
    );
    expect(audit?.actor_id).toBe(w.siteAdmin.id);
    expect(audit?.after_json).not.toContain('argon2');
    expect(audit?.after_json).not.toContain('Starkt-Losen1!');
  });

  it('refuses a taken email with 409', async () => {
    const w = await env.world();
    const res = await env.request('POST', '/users', {
      token: w.admin.token,
      body: newUser([w.a1], { email: w.staff.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('E-postadressen används redan');
  });

  it('lets a site admin create only plain users, in their own sites', async () => {
    const w = await env.world();
    const lonely = await env.user('site_admin', []);
    const before = await countUsers();
    const admin = await env.request('POST', '/users', {
      token: w.siteAdmin.token,
      body: newUser([w.a1], { role: 'site_admin' }),
    });
    expect(admin.status).toBe(403);
    expect(admin.body.detail).toBe('Site-administratörer kan endast skapa vanliga användare');
    const foreign = await env.request('POST', '/users', {
      token: w.siteAdmin.token,
      body: newUser([w.a1, w.b1]),
    });
    expect(foreign.status).toBe(403);
    const noSite = await env.request('POST', '/users', {
      token: await env.tokenFor(lonely.id),
      body: newUser([w.a1]),
    });
    expect(noSite.body.detail).toBe('Du måste vara kopplad till en site för att skapa användare');
    expect(await countUsers()).toBe(before);
  });
});

async function countUsers() {
  return (await env.db.selectFrom('users').select('id').execute()).length;
}

describe('listing users', () => {
  it('shows a site admin only the users of their sites, with search and role filter', async () => {
    const w = await env.world();
    const mine = await env.request('GET', '/users/?page=1&size=100', { token: w.siteAdmin.token });
    const ids = mine.body.items.map((u: any) => u.id);
    expect(ids).toEqual(expect.arrayContaining([w.staff.id, w.colleague.id, w.siteAdmin.id]));
    expect(ids).not.toContain(w.foreign.id);
    expect(ids).not.toContain(w.admin.id);

    await env.user('user', [w.a1], { email: 'åsa.öberg@test.se', firstName: 'Åsa' });
    const search = await env.request('GET', '/users?search=%C3%85SA', { token: w.siteAdmin.token });
    expect(search.body.items.map((u: any) => u.email)).toEqual(['åsa.öberg@test.se']);
    const admins = await env.request('GET', '/users?role=site_admin&size=200', {
      token: w.admin.token,
    });
    expect(admins.body.items.every((u: any) => u.role === 'site_admin')).toBe(true);
  });

  it('pages with size and page', async () => {
    const w = await env.world();
    const first = await env.request('GET', '/users?page=1&size=2', { token: w.admin.token });
    const second = await env.request('GET', '/users?page=2&size=2', { token: w.admin.token });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.pages).toBe(Math.ceil(first.body.total / 2));
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    const bad = await env.request('GET', '/users?page=0&size=abc', { token: w.admin.token });
    expect(bad.status).toBe(422);
  });
});

describe('editing users', () => {
  it('updates a plain user and keeps assignments to sites the site admin cannot see', async () => {
    const w = await env.world();
    const both = await env.user('user', [w.a1, w.b1]);
    const res = await env.request('PUT', `/users/${both.id}`, {
      token: w.siteAdmin.token,
      body: { first_name: 'Birgitta', site_ids: [w.a2] },
    });
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('Birgitta');
    // The other customer's site stays assigned but is not shown to this site admin.
    expect(res.body.site_ids).toEqual([w.a2]);
    const stored = await env.db
      .selectFrom('user_sites')
      .select('site_id')
      .where('user_id', '=', both.id)
      .execute();
    expect(stored.map((r) => r.site_id).sort()).toEqual([w.a2, w.b1].sort());
  });

  it('stops a site admin from editing another site admin or promoting anyone', async () => {
    const w = await env.world();
    const peer = await env.user('site_admin', [w.a1]);
    const edit = await env.request('PUT', `/users/${peer.id}`, {
      token: w.siteAdmin.token,
      body: { first_name: 'Peer' },
    });
    expect(edit.status).toBe(403);
    const promote = await env.request('PUT', `/users/${w.staff.id}`, {
      token: w.siteAdmin.token,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    const row = await env.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', w.staff.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('clears sites when an admin makes someone admin, and needs a site when making them staff', async () => {
    const w = await env.world();
    const promoted = await env.request('PUT', `/users/${w.colleague.id}`, {
      token: w.admin.token,
      body: { role: 'admin' },
    });
    expect(promoted.body).toMatchObject({ role: 'admin', site_ids: [] });
    const back = await env.request('PUT', `/users/${w.colleague.id}`, {
      token: w.admin.token,
      body: { role: 'user' },
    });
    expect(back.status).toBe(422);
    expect(back.body.detail).toBe('Minst en site måste väljas');
  });

  it('keeps admins from locking themselves out', async () => {
    const w = await env.world();
    expect(
      (await env.request('POST', `/users/${w.admin.id}/deactivate`, { token: w.admin.token }))
        .status,
    ).toBe(403);
    expect(
      (await env.request('DELETE', `/users/${w.admin.id}`, { token: w.admin.token })).status,
    ).toBe(403);
    expect(
      (
        await env.request('PUT', `/users/${w.admin.id}`, {
          token: w.admin.token,
          body: { role: 'user', site_ids: [w.a1] },
        })
      ).status,
    ).toBe(403);
  });

  it('ignores unknown fields: nobody makes themself admin through /users/me', async () => {
    const w = await env.world();
    const res = await env.request('PUT', '/users/me', {
      token: w.staff.token,
      body: {
        first_name: 'Sara',
        role: 'admin',
        is_active: true,
        email: 'x@y.se',
        password_hash: 'x',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Sara', role: 'user', email: w.staff.email });
    const row = await env.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', w.staff.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    expect(row.password_hash).toContain('argon2id');
  });

  it('activates and deactivates with the dedicated calls', async () => {
    const w = await env.world();
    const off = await env.request('POST', `/users/${w.colleague.id}/deactivate`, {
      token: w.siteAdmin.token,
    });
    expect(off.body.is_active).toBe(false);
    expect((await env.login(w.colleague.email)).status).toBe(403);
    const on = await env.request('POST', `/users/${w.colleague.id}/activate/`, {
      token: w.siteAdmin.token,
    });
    expect(on.body.is_active).toBe(true);
    expect((await env.login(w.colleague.email)).status).toBe(200);
  });

  it('sets and reads site assignments', async () => {
    const w = await env.world();
    const set = await env.request('PUT', `/users/${w.colleague.id}/sites`, {
      token: w.admin.token,
      body: { user_id: w.colleague.id, site_ids: [w.a2, w.b1] },
    });
    expect(set.status).toBe(200);
    const read = await env.request('GET', `/users/${w.colleague.id}/sites`, {
      token: w.admin.token,
    });
    expect(read.body.site_ids.sort()).toEqual([w.a2, w.b1].sort());
    expect(read.body.sites.map((s: any) => s.name).sort()).toEqual([
      'Akademiska avd 30B',
      'Björkhagens äldreboende',
    ]);
    const missing = await env.request('PUT', `/users/${w.colleague.id}/sites`, {
      token: w.admin.token,
      body: { site_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(missing.status).toBe(422);
  });
});

describe('deleting users', () => {
  it('deletes a plain user of the site admin and records who did it', async () => {
    const w = await env.world();
    const res = await env.request('DELETE', `/users/${w.colleague.id}`, {
      token: w.siteAdmin.token,
    });
    expect(res.status).toBe(200);
    expect(
      await env.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', w.colleague.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    const audit = (await env.auditRows('user')).find(
      (a) => a.action === 'delete' && a.entity_id === w.colleague.id,
    );
    expect(audit?.actor_id).toBe(w.siteAdmin.id);
    expect(audit?.before_json).toContain(w.colleague.email);
  });

  it('refuses a site admin deleting a user who also works at a foreign site', async () => {
    const w = await env.world();
    const both = await env.user('user', [w.a1, w.b1]);
    const res = await env.request('DELETE', `/users/${both.id}`, { token: w.siteAdmin.token });
    expect(res.status).toBe(403);
    expect(
      await env.db.selectFrom('users').select('id').where('id', '=', both.id).executeTakeFirst(),
    ).toBeDefined();
  });
});
