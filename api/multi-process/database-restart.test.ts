import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medvaktCodeUrl } from '../../shared/qr-code.ts';
import type { Db } from '../db/schema.ts';
import { signCode, siteKeys } from '../services/qr/site-keys.ts';
import { ledgerSum } from '../test/stock-fixtures.ts';
import { call, type Answer } from './http-call.ts';
import { startTwoProcesses, type TwoProcesses } from './two-processes.ts';

/**
 * PostgreSQL goes away under two server processes taking withdrawals, deliveries and reads: its
 * connections are ended (as a restart or failover ends them), and for a while it takes none.
 */
const url = process.env.DATABASE_URL;
const CALLERS = 6;

let processes: TwoProcesses;
let db: Db;
let admin: pg.Client;
let database = '';

beforeAll(async () => {
  if (!url) return;
  processes = await startTwoProcesses();
  db = processes.db;
  database = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]
    ?.name as string;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  if (!url) return;
  await admin.query(`alter database ${database} allow_connections true`);
  await admin.end();
  await processes.stop();
}, 60_000);

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/** Ends every connection to the servers' database (the test made it; no other is touched). */
const endConnections = () =>
  admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
const takeConnections = (allowed: boolean) =>
  admin.query(`alter database ${database} allow_connections ${allowed}`);

const readiness = (front: string) => call(front, 'GET', '/api/v1/ready');

async function untilEveryFront(status: number, withinMs: number): Promise<Answer[] | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const answers = await Promise.all(processes.fronts.map(readiness));
    if (answers.every((a) => a.status === status)) return answers;
    await pause(100);
  }
  return null;
}

type Sent = { kind: 'withdraw' | 'deliver' | 'read'; answer: Answer | Error; quantity: number };

describe.skipIf(!url)('PostgreSQL ending and refusing connections under load', () => {
  it('keeps both processes up, answers 2xx or 503, loses no acknowledged write, and is ready again within 5 s', async () => {
    const login = await call(processes.fronts[0] ?? '', 'POST', '/api/v1/auth/login', {
      body: { email: 'enhetschef@medvakt.se', password: 'Medvakt-Enhet1' },
    });
    const token = (login.json() as { access_token: string }).access_token;
    const site = (
      await db
        .selectFrom('sites')
        .select('id')
        .where('name', '=', 'Hemsjukvården Solna')
        .executeTakeFirstOrThrow()
    ).id;
    const template = await db
      .selectFrom('medicine_templates')
      .select('id')
      .where('site_id', '=', site)
      .where('is_controlled_substance', '=', 0)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const headers = { 'x-site-id': site };
    const batch = `OMSTART-${randomUUID().slice(0, 6)}`;
    const delivery = (batchNumber: string, quantity: number) => ({
      medicine_template_id: template.id,
      batch_number: batchNumber,
      expiry_date: '2030-01-31',
      quantity,
    });
    const shelf = await call(processes.fronts[0] ?? '', 'POST', '/api/v1/inventory/items', {
      token,
      headers,
      body: delivery(batch, 5000),
    });
    expect(shelf.status).toBe(201);
    const shelfId = (shelf.json() as { id: string }).id;
    const keys = await siteKeys(db, site);
    const code = medvaktCodeUrl('https://medvakt.exempel.se', {
      siteId: site,
      templateId: template.id,
      token: signCode(keys!.current, site, template.id),
    });

    const sent: Sent[] = [];
    let loading = true;
    let serial = 0;
    async function caller(index: number) {
      while (loading) {
        const n = ++serial;
        const front = processes.fronts[n % processes.fronts.length] ?? '';
        const kind = (['withdraw', 'deliver', 'read'] as const)[(n + index) % 3] ?? 'read';
        const quantity = kind === 'deliver' ? (n % 9) + 1 : 1;
        const request =
          kind === 'withdraw'
            ? call(front, 'POST', '/api/v1/qr-codes/scan', {
                token,
                headers,
                body: {
                  qr_code_data: code,
                  action_type: 'withdraw',
                  quantity,
                  batch_number: batch,
                },
              })
            : kind === 'deliver'
              ? call(front, 'POST', '/api/v1/inventory/items', {
                  token,
                  headers,
                  body: delivery(`${batch}-${n}`, quantity),
                })
              : call(front, 'GET', '/api/v1/inventory/items', { token, headers });
        sent.push({
          kind,
          quantity,
          answer: await request.catch((error: unknown) => new Error(String(error))),
        });
      }
    }
    const load = Promise.all(Array.from({ length: CALLERS }, (_, index) => caller(index)));

    const notReady: Answer[] = [];
    const readyAgain: (Answer[] | null)[] = [];
    for (let round = 0; round < 3; round++) {
      await pause(700);
      await endConnections(); // a restart or failover: every connection ends at once
      await pause(700);
      await takeConnections(false); // and for a while it takes no new ones
      await endConnections();
      notReady.push(...((await untilEveryFront(503, 10_000)) ?? []));
      await pause(1_000);
      await takeConnections(true);
      readyAgain.push(await untilEveryFront(200, 5_000));
    }
    await pause(700);
    loading = false;
    await load;

    for (const pid of processes.pids) expect(() => process.kill(pid, 0)).not.toThrow();
    expect(sent.filter((s) => s.answer instanceof Error)).toEqual([]);
    const answers = sent.flatMap((s) => (s.answer instanceof Error ? [] : [s.answer]));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => !(s >= 200 && s < 300) && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.json()).toEqual({
        detail: 'Databasen svarar inte just nu. Försök igen om en stund.',
        code: 'DATABASE_UNAVAILABLE',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    // Ready: 503 naming the database while it took no connections, 200 within 5 s of its return.
    expect(notReady).toHaveLength(3 * processes.fronts.length);
    for (const answer of notReady)
      expect(answer.json()).toMatchObject({ status: 'not_ready', code: 'DATABASE_UNAVAILABLE' });
    expect(readyAgain.map((answers) => answers?.map((a) => a.status))).toEqual(
      Array.from({ length: 3 }, () => processes.fronts.map(() => 200)),
    );

    // Every acknowledged withdrawal and delivery is in the ledger, and the batches balance.
    const acknowledged = (kind: Sent['kind']) =>
      sent.flatMap((s) =>
        s.kind === kind && !(s.answer instanceof Error) && s.answer.status < 300 ? [s] : [],
      );
    const withdrawals = acknowledged('withdraw');
    const deliveries = acknowledged('deliver');
    expect(withdrawals.length).toBeGreaterThan(0);
    expect(deliveries.length).toBeGreaterThan(0);
    const scanIds = withdrawals.map((s) => (s.answer as Answer).json() as { scan_id: string });
    const booked = await db
      .selectFrom('stock_movements')
      .select(['reference_id', 'delta'])
      .where('inventory_item_id', '=', shelfId)
      .where('reference_type', '=', 'qr_scan')
      .execute();
    const bookedScans = new Map(booked.map((m) => [m.reference_id, m.delta]));
    for (const { scan_id } of scanIds) expect(bookedScans.get(scan_id)).toBe(-1);
    const shelfQuantity = (
      await db
        .selectFrom('inventory_items')
        .select('quantity')
        .where('id', '=', shelfId)
        .executeTakeFirstOrThrow()
    ).quantity;
    expect(shelfQuantity).toBe(await ledgerSum(db, shelfId));
    expect(shelfQuantity).toBe(5000 - booked.length);
    expect(booked.length).toBeGreaterThanOrEqual(withdrawals.length);
    for (const { answer, quantity } of deliveries) {
      const itemId = ((answer as Answer).json() as { id: string }).id;
      expect(await ledgerSum(db, itemId)).toBe(quantity);
    }

    const logs = processes.logLines();
    expect(logs.filter((line) => /Unhandled|uncaught/i.test(line))).toEqual([]);
    expect(logs.some((line) => line.includes('Databasen stängde en anslutning'))).toBe(true);
  }, 180_000);
});
