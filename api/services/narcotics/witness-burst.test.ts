import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_PIN_LOCK, LOGIN_THROTTLE } from '../../../shared/constants.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { badgeHmac } from '../kiosks/badges.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
const BURST = 30;

/** A burst of control counts of A1's narcotic, each signed by the witness `witness(i)`. */
async function countBurst(
  w: World,
  witness: (i: number) => Record<string, unknown>,
  headers: Record<string, string>,
) {
  const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, {
    token: w.staff.token,
    site: w.a1,
  });
  const body = {
    medicine_template_id: w.stockMedA1,
    last_count_id: sheet.body.last_count_id,
    lines: [{ inventory_item_id: w.itemA1, counted_quantity: 19 }],
    note: 'En ampull saknas',
  };
  return Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      env.request('POST', '/narcotics/counts', {
        token: w.staff.token,
        site: w.a1,
        headers,
        body: { ...body, witness: witness(i) },
      }),
    ),
  );
}

describe('a burst of witness signatures', () => {
  it('checks no more than five of the witness’s passwords, the right one sent last', async () => {
    const w = await env.world();
    const answers = await countBurst(
      w,
      (i) => ({
        email: w.colleague.email,
        password: i === BURST - 1 ? TEST_PASSWORD : 'Fel-losen-1!',
      }),
      { 'X-Forwarded-For': '10.50.0.1' },
    );
    const attempts = await env.db
      .selectFrom('login_attempts')
      .select('success')
      .where('email', '=', w.colleague.email)
      .execute();
    expect(attempts).toHaveLength(LOGIN_THROTTLE.maxFailures);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(BURST - LOGIN_THROTTLE.maxFailures);
    expect(refused[0]?.body.detail).toBe(
      'För många misslyckade inloggningsförsök. Försök igen om 15 minuter.',
    );
    if (answers[BURST - 1]?.status === 429) expect(await env.quantityOf(w.itemA1)).toBe(20);
  });

  it('checks no more than five PINs of the witness’s badge at a kiosk', async () => {
    const w = await env.world();
    const badge = `04D9${Math.floor(Math.random() * 1e8)}`;
    await env.request('PUT', `/users/${w.colleague.id}/badge`, {
      token: w.siteAdmin.token,
      body: { badge_id: badge },
    });
    await env.request('PUT', '/users/me/pin', {
      token: await env.tokenFor(w.colleague.id),
      body: { pin: '2580', current_password: TEST_PASSWORD },
    });
    const kiosk = await env.request('POST', '/kiosks', {
      token: w.siteAdmin.token,
      body: { site_id: w.a1, name: 'Läkemedelsrummet' },
    });
    const answers = await countBurst(
      w,
      (i) => ({ badge_id: badge, pin: i === BURST - 1 ? '2580' : '1111' }),
      { 'X-Kiosk-Key': kiosk.body.device_key as string },
    );
    const attempts = await env.db
      .selectFrom('badge_attempts')
      .select('success')
      .where('badge_hmac', '=', await badgeHmac(env.db, badge))
      .execute();
    expect(attempts).toHaveLength(BADGE_PIN_LOCK.maxFailures);
    const wrong = answers.filter((a) => a.status === 422);
    expect(wrong).toHaveLength(BADGE_PIN_LOCK.maxFailures - 1);
    expect(wrong[0]?.body).toMatchObject({
      code: 'WITNESS_INVALID',
      detail: 'Vittnets tagg eller PIN-kod är fel.',
    });
    const locked = answers.filter((a) => a.status === 429);
    expect(locked).toHaveLength(BURST - BADGE_PIN_LOCK.maxFailures + 1);
    expect(locked[0]?.body.detail).toBe(
      'Vittnets tagg är låst i 15 minuter. Signera med e-post och lösenord.',
    );
  });
});
