import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from './http-call.ts';
import { insertMedicine, insertOpeningBatch, twoProcessesForFile } from './race-setup.ts';

/**
 * Corrections of one journal entry sent at once to two server processes: two servers on one
 * PostgreSQL database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const RACERS = 30;
const NURSE = { email: 'sjukskoterska@medvakt.se', password: 'Medvakt-Vard1' };

const race = twoProcessesForFile();

/** A narcotic of the nurse's unit with one batch of 10, booked as opening stock. */
async function narcoticBatch(siteId: string) {
  const name = `Morfin ${randomUUID().slice(0, 6)}`;
  const medicine = { name, strength: '10 mg', unit: 'tablett', route: 'oral', controlled: true };
  const template = await insertMedicine(race.db, siteId, medicine);
  const item = await insertOpeningBatch(race.db, {
    siteId,
    template,
    number: 'RACE-10',
    quantity: 10,
  });
  return { template, item };
}

/** Colleagues of the nurse's unit who sign with the nurse's password, one per racer. */
async function witnesses(siteId: string, passwordHash: string, count: number) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id,
      email: `vittne.${id}@test.se`,
      password_hash: passwordHash,
      first_name: 'Vittne',
      last_name: 'Kollega',
      role: 'user' as const,
      mobile_phone: null,
      is_active: 1 as const,
      last_login: null,
      current_site_id: siteId,
      created_at: now,
      updated_at: now,
    };
  });
  await race.db.insertInto('users').values(rows).execute();
  await race.db
    .insertInto('user_sites')
    .values(rows.map((r) => ({ user_id: r.id, site_id: siteId })))
    .execute();
  return rows.map((r) => r.email);
}

describe('corrections of one entry sent at once to two server processes', () => {
  it('books one correction; the others are refused, none with 500', async () => {
    const nurse = await race.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'current_site_id'])
      .where('email', '=', NURSE.email)
      .executeTakeFirstOrThrow();
    const siteId = nurse.current_site_id ?? '';
    const { template, item } = await narcoticBatch(siteId);
    const opening = await race.db
      .selectFrom('stock_movements')
      .select('id')
      .where('inventory_item_id', '=', item)
      .executeTakeFirstOrThrow();
    const emails = await witnesses(siteId, nurse.password_hash, RACERS);
    const login = await call(race.fronts[0] ?? '', 'POST', '/api/v1/auth/login', { body: NURSE });
    expect(login.status).toBe(200);
    const { access_token: token } = login.json() as { access_token: string };

    const answers = await Promise.all(
      emails.map((email, index) =>
        call(
          race.fronts[index % race.fronts.length] ?? '',
          'POST',
          `/api/v1/narcotics/journal/${opening.id}/corrections`,
          {
            token,
            headers: { 'X-Site-Id': siteId },
            body: {
              quantity: 9,
              note: 'En tablett för mycket',
              witness: { email, password: NURSE.password },
            },
          },
        ),
      ),
    );
    const codes = answers.map((a) => [a.status, (a.json() as { code?: string }).code]);
    expect(codes.filter(([status]) => status === 201)).toHaveLength(1);
    // Every witness's password is checked once the sign-in limit of the address allows it; of
    // those that reach the entry, one wins and the rest find it corrected.
    const refused = codes.filter(([status]) => status !== 201);
    expect(
      refused.filter(([status, code]) => status === 409 && code === 'ALREADY_CORRECTED').length,
    ).toBeGreaterThan(0);
    expect(
      refused.filter(
        ([status, code]) =>
          !(status === 409 && code === 'ALREADY_CORRECTED') &&
          !(status === 429 && code === 'TOO_MANY_ATTEMPTS'),
      ),
    ).toEqual([]);
    const corrections = await race.db
      .selectFrom('stock_movements')
      .select(['delta', 'corrects_movement_id'])
      .where('medicine_template_id', '=', template)
      .where('kind', '=', 'corrected')
      .execute();
    expect(corrections).toEqual([{ delta: -1, corrects_movement_id: opening.id }]);
    const batch = await race.db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', item)
      .executeTakeFirstOrThrow();
    expect(batch.quantity).toBe(9);
  }, 60_000);
});
