import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('login', () => {
  it('signs in with email in any case and answers a token and the user without secrets', async () => {
    const w = await env.world();
    const res = await env.login(w.staff.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.user).toMatchObject({
      email: w.staff.email,
      role: 'user',
      site_ids: [w.a1],
      site_id: w.a1,
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    const me = await env.request('GET', '/auth/me', { token: res.body.access_token });
    expect(me.body.email).toBe(w.staff.email);
    expect(me.body.last_login).toBe(env.clock.now().toISOString());
  });

  it('gives an unknown email and a wrong password the same 401 answer', async () => {
    const w = await env.world();
    const unknown = await env.login('ingen.alls@test.se', 'Fel-losen-1!');
    const wrong = await env.login(w.staff.email, 'Fel-losen-1!');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.detail).toBe('Fel e-postadress eller lösenord.');
  });

  it('validates the login form with the Swedish messages', async () => {
    const res = await env.request('POST', '/auth/login', {
      body: { email: 'inte-en-adress', password: 'kort' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Ogiltig e-postadress' },
      { path: 'password', message: 'Lösenord måste vara minst 8 tecken' },
    ]);
    const empty = await env.request('POST', '/auth/login', { body: {} });
    expect(empty.body.errors.map((e: any) => e.message)).toEqual([
      'E-post krävs',
      'Lösenord krävs',
    ]);
  });

  it('slows an email from one address for 15 minutes after 5 failed attempts, even with the right password', async () => {
    const w = await env.world();
    for (let i = 0; i < 5; i += 1)
      expect((await env.login(w.staff.email, 'Fel-losen-1!')).status).toBe(401);
    const locked = await env.login(w.staff.email);
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(
      /För många misslyckade inloggningsförsök\. Försök igen om 15 minuter\./,
    );
    expect((await env.login(w.colleague.email)).status).toBe(200);
    env.clock.advanceMinutes(10);
    expect((await env.login(w.staff.email)).body.detail).toContain('5 minuter');
    env.clock.advanceMinutes(5);
    expect((await env.login(w.staff.email)).status).toBe(200);
  });

  it('refuses a deactivated account with a clear message', async () => {
    const w = await env.world();
    const inactive = await env.user('user', [w.a1], { active: false });
    const res = await env.login(inactive.email);
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain('inaktiverat');
  });

  it('never opens self-registration and stores nothing', async () => {
    const before = await env.db.selectFrom('users').select('id').execute();
    const res = await env.request('POST', '/auth/register', {
      body: {
        email: 'ny@test.se',
        password: 'Starkt-Losen1!',
        first_name: 'Ny',
        last_name: 'Person',
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('REGISTRATION_DISABLED');
    expect(res.body.detail).toContain('Självregistrering är avstängd');
    expect(await env.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });
});

describe('sessions', () => {
  it('ends the session at logout', async () => {
    const w = await env.world();
    const { access_token: token } = (await env.login(w.staff.email)).body;
    expect((await env.request('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await env.request('GET', '/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('Din session har upphört. Logga in igen.');
  });

  it('refreshes a token, even an expired one, while the session lasts', async () => {
    const w = await env.world();
    const { access_token: token } = (await env.login(w.staff.email)).body;
    env.clock.advanceMinutes(20);
    expect((await env.request('GET', '/auth/me', { token })).status).toBe(401);
    const refreshed = await env.request('POST', '/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(
      (await env.request('GET', '/auth/me', { token: refreshed.body.access_token })).status,
    ).toBe(200);
    env.clock.advanceMinutes(12 * 60);
    expect(
      (await env.request('POST', '/auth/refresh', { token: refreshed.body.access_token })).status,
    ).toBe(401);
  });

  it('rejects a token signed with another key or tampered with', async () => {
    const w = await env.world();
    const [head, payload] = w.staff.token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    expect((await env.request('GET', '/auth/me', { token: forged })).status).toBe(401);
    expect((await env.request('POST', '/auth/refresh', { token: forged })).status).toBe(401);
    expect((await env.request('GET', '/auth/me', { token: 'inte-en-token' })).status).toBe(401);
  });

  it('ends every session of a user who is deactivated or whose password an admin resets', async () => {
    const w = await env.world();
    const deactivate = await env.request('POST', `/users/${w.staff.id}/deactivate`, {
      token: w.siteAdmin.token,
    });
    expect(deactivate.status).toBe(200);
    expect((await env.request('GET', '/auth/me', { token: w.staff.token })).status).toBe(401);

    const reset = await env.request('PUT', `/users/${w.foreign.id}/password`, {
      token: w.admin.token,
      body: { new_password: 'Helt-Nytt-1!' },
    });
    expect(reset.status).toBe(200);
    expect((await env.request('GET', '/auth/me', { token: w.foreign.token })).status).toBe(401);
    const again = await env.login(w.foreign.email, 'Helt-Nytt-1!');
    expect(again.status).toBe(200);
    // A password the admin chose is the owner's to change before anything else.
    expect(again.body.user.password_change_required).toBe(true);
    const token = String(again.body.access_token);
    const refused = await env.request('GET', '/medicines', { token, site: w.b1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('checks the session on every request, also for a token it has accepted before', async () => {
    const w = await env.world();
    const { access_token: token } = (await env.login(w.staff.email)).body;
    const other = (await env.login(w.foreign.email)).body.access_token;
    for (let i = 0; i < 3; i++) {
      expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
      expect((await env.request('GET', '/auth/me', { token: other })).status).toBe(200);
    }
    expect((await env.request('POST', '/auth/logout', { token })).status).toBe(200);
    const afterLogout = await env.request('GET', '/auth/me', { token });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.code).toBe('SESSION_ENDED');

    await env.request('POST', `/users/${w.foreign.id}/deactivate`, { token: w.admin.token });
    expect((await env.request('GET', '/auth/me', { token: other })).status).toBe(401);
  });

  it('stops accepting a token it has accepted before once the token expires', async () => {
    const w = await env.world();
    const { access_token: token } = (await env.login(w.staff.email)).body;
    expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
    env.clock.advanceMinutes(14);
    expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
    env.clock.advanceMinutes(1);
    const expired = await env.request('GET', '/auth/me', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    const refreshed = await env.request('POST', '/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
  });

  it('does not accept a token signed with another key, even one this server has accepted', async () => {
    const w = await env.world();
    expect((await env.request('GET', '/auth/me', { token: w.staff.token })).status).toBe(200);
    const newKey = testConfig({
      jwtSecret: new TextEncoder().encode('a-different-secret-that-is-long-enough!!'),
    });
    const restarted = createApp({ db: env.db, config: newKey, clock: env.clock });
    const res = await restarted.request('/api/v1/auth/me', {
      headers: { Authorization: `Bearer ${w.staff.token}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_TOKEN');
  });
});

describe('working site (X-Site-Id)', () => {
  it('lets staff work in their own active sites only; an admin in any existing site', async () => {
    const w = await env.world();
    const closed = await env.site(w.customerA, 'Stängd enhet', false);
    const both = await env.user('user', [w.a1, closed]);
    const token = await env.tokenFor(both.id);
    const items = (site: string, as = token) =>
      env.request('GET', '/inventory/items', { token: as, site });

    expect((await items(w.a1)).status).toBe(200);
    for (const site of [closed, w.a2, w.b1, '00000000-0000-4000-8000-000000000000']) {
      const res = await items(site);
      expect(res.status, site).toBe(403);
      expect(res.body).toEqual({
        detail: 'Du har inte åtkomst till den valda enheten.',
        code: 'SITE_NOT_ALLOWED',
      });
    }
    const me = await env.request('GET', '/auth/me', { token });
    expect([...me.body.site_ids].sort()).toEqual([w.a1, closed].sort());

    expect((await items(closed, w.admin.token)).status).toBe(200);
    expect((await items(w.b1, w.admin.token)).status).toBe(200);
    const missing = await items('00000000-0000-4000-8000-000000000000', w.admin.token);
    expect(missing.status).toBe(403);
    expect((await items('inte-ett-id')).body.code).toBe('INVALID_SITE_HEADER');
  });

  it('follows a site being closed or an assignment removed at once', async () => {
    const w = await env.world();
    expect(
      (await env.request('GET', '/inventory/items', { token: w.staff.token, site: w.a1 })).status,
    ).toBe(200);
    await env.db.updateTable('sites').set({ is_active: 0 }).where('id', '=', w.a1).execute();
    expect(
      (await env.request('GET', '/inventory/items', { token: w.staff.token, site: w.a1 })).status,
    ).toBe(403);
    await env.db.updateTable('sites').set({ is_active: 1 }).where('id', '=', w.a1).execute();
    expect(
      (await env.request('GET', '/inventory/items', { token: w.staff.token, site: w.a1 })).status,
    ).toBe(200);
    await env.db.deleteFrom('user_sites').where('user_id', '=', w.staff.id).execute();
    expect(
      (await env.request('GET', '/inventory/items', { token: w.staff.token, site: w.a1 })).status,
    ).toBe(403);
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one', async () => {
    const w = await env.world();
    const wrong = await env.request('POST', '/auth/change-password', {
      token: w.staff.token,
      body: { current_password: 'Fel-losen-1!', new_password: 'Nytt-Losen-99!' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('Nuvarande lösenord är fel.');
    const short = await env.request('POST', '/auth/change-password', {
      token: w.staff.token,
      body: { current_password: TEST_PASSWORD, new_password: 'kort' },
    });
    expect(short.body.detail).toBe('Nytt lösenord måste vara minst 8 tecken');
    const weak = await env.request('POST', '/auth/change-password', {
      token: w.staff.token,
      body: { current_password: TEST_PASSWORD, new_password: 'enbartsmå1!' },
    });
    expect(weak.body.detail).toBe('Lösenord måste innehålla minst en stor bokstav');
    expect((await env.login(w.staff.email)).status).toBe(200);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const w = await env.world();
    const other = (await env.login(w.staff.email)).body.access_token;
    const res = await env.request('POST', '/auth/change-password', {
      token: w.staff.token,
      body: { current_password: TEST_PASSWORD, new_password: 'Nytt-Losen-99!' },
    });
    expect(res.status).toBe(200);
    expect((await env.request('GET', '/auth/me', { token: w.staff.token })).status).toBe(200);
    expect((await env.request('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await env.login(w.staff.email)).status).toBe(401);
    expect((await env.login(w.staff.email, 'Nytt-Losen-99!')).status).toBe(200);
    const audit = await env.auditRows('user');
    expect(audit.some((a) => a.action === 'change_password' && a.entity_id === w.staff.id)).toBe(
      true,
    );
    expect(JSON.stringify(audit)).not.toContain('Nytt-Losen-99!');
  });
});
