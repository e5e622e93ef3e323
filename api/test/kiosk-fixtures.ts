import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD, type TestEnv } from './harness.ts';

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

/**
 * The person's badge enrolled (by the world's admin) and PIN chosen, then a badge sign-in at the
 * kiosk: the answer's access token is a kiosk session.
 */
export async function badgeSignIn(env: TestEnv, w: World, person: Person, deviceKey: string) {
  const badge = `04B7${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const enrolled = await env.request('PUT', `/users/${person.id}/badge`, {
    token: w.admin.token,
    body: { badge_id: badge },
  });
  if (enrolled.status !== 200) throw new Error(`badge: ${JSON.stringify(enrolled.body)}`);
  const pin = await env.request('PUT', '/users/me/pin', {
    token: person.token,
    body: { pin: '2580', current_password: TEST_PASSWORD },
  });
  if (pin.status !== 200) throw new Error(`pin: ${JSON.stringify(pin.body)}`);
  const login = await env.request('POST', '/auth/badge-login', {
    body: { badge_id: badge, pin: '2580' },
    headers: { 'X-Kiosk-Key': deviceKey },
  });
  if (login.status !== 200) throw new Error(`badge login: ${JSON.stringify(login.body)}`);
  return login.body as { access_token: string; offline_grant?: string };
}
