import { randomUUID } from 'node:crypto';
import { hashPassword } from '../services/auth/passwords.ts';
import type { TestEnv } from './harness.ts';

type World = Awaited<ReturnType<TestEnv['world']>>;
type Person = { id: string; token: string };

/** A kiosk registered for the site by the world's admin; its device key is shown once. */
export async function registerKiosk(env: TestEnv, w: World, siteId: string) {
  const res = await env.request('POST', '/kiosks', {
    token: w.admin.token,
    body: { site_id: siteId, name: 'Läkemedelsrummet' },
  });
  if (res.status !== 201) throw new Error(`kiosk: ${JSON.stringify(res.body)}`);
  return res.body as { id: string; device_key: string };
}

const FIXTURE_PIN = '2580';
let pinHash: Promise<string> | null = null;

/**
 * The person's badge enrolled (by the world's admin) and PIN stored, then a badge sign-in at the
 * kiosk: the answer's access token is a kiosk session. The PIN's hash is made once per worker and
 * written straight to the row, as the harness does with passwords: choosing a PIN through the API
 * is tested in kiosks.test.ts, and two argon2 runs per session made the permission matrix slow.
 */
export async function badgeSignIn(env: TestEnv, w: World, person: Person, deviceKey: string) {
  const badge = `04B7${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const enrolled = await env.request('PUT', `/users/${person.id}/badge`, {
    token: w.admin.token,
    body: { badge_id: badge },
  });
  if (enrolled.status !== 200) throw new Error(`badge: ${JSON.stringify(enrolled.body)}`);
  await env.db
    .updateTable('users')
    .set({ pin_hash: await (pinHash ??= hashPassword(FIXTURE_PIN)) })
    .where('id', '=', person.id)
    .execute();
  const login = await env.request('POST', '/auth/badge-login', {
    body: { badge_id: badge, pin: FIXTURE_PIN },
    headers: { 'X-Kiosk-Key': deviceKey },
  });
  if (login.status !== 200) throw new Error(`badge login: ${JSON.stringify(login.body)}`);
  return login.body as { access_token: string; offline_grant?: string };
}
