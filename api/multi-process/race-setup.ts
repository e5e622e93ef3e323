import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/schema.ts';
import { insertOpeningBatch as insertOpeningStock } from '../test/opening-batch.ts';
import { call } from './http-call.ts';
import { startTwoProcesses, type TwoProcesses } from './two-processes.ts';

/** The file's two server processes, filled in before its tests run. */
export type Race = { db: Db; fronts: string[] };

/**
 * Two server processes for one test file, started before its tests and stopped after: two servers
 * on one PostgreSQL database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
export function twoProcessesForFile(): Race {
  const race = { fronts: [] } as unknown as Race;
  let processes: TwoProcesses | undefined;
  beforeAll(async () => {
    processes = await startTwoProcesses();
    race.db = processes.db;
    race.fronts = processes.fronts;
  }, 180_000);
  afterAll(async () => processes?.stop(), 60_000);
  return race;
}

export const siteNamed = async (db: Db, name: string) =>
  (await db.selectFrom('sites').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** An active medicine template of `siteId`; its id. */
export async function insertMedicine(
  db: Db,
  siteId: string,
  medicine: { name: string; strength: string; unit: string; route: string; controlled: boolean },
): Promise<string> {
  const now = new Date().toISOString();
  const template = randomUUID();
  await db
    .insertInto('medicine_templates')
    .values({
      id: template,
      site_id: siteId,
      name: medicine.name,
      name_key: `${medicine.name.toLowerCase()}|${medicine.strength}`,
      generic_name: null,
      strength: medicine.strength,
      unit: medicine.unit,
      route_of_administration: medicine.route,
      storage_requirements: null,
      minimum_stock_level: 0,
      is_controlled_substance: medicine.controlled ? 1 : 0,
      is_active: 1,
      schablon_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return template;
}

/** A batch of `quantity` expiring 2030-05-31, booked as opening stock; its id. */
export function insertOpeningBatch(
  db: Db,
  batch: { id?: string; siteId: string; template: string; number: string; quantity: number },
): Promise<string> {
  return insertOpeningStock(db, { ...batch, expiry: '2030-05-31', at: new Date().toISOString() });
}

/** The demo unit manager's access token, signed in at `front`. */
export async function managerToken(front: string): Promise<string> {
  const res = await call(front, 'POST', '/api/v1/auth/login', {
    body: { email: 'enhetschef@medvakt.se', password: 'Medvakt-Enhet1' },
  });
  expect(res.status).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}
