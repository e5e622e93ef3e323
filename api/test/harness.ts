import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { CustomerTypeName, RoleName } from '../../shared/constants.ts';
import { SITE_DEFAULTS } from '../../shared/constants.ts';
import { createApp } from '../app.ts';
import { manualClock } from '../clock.ts';
import { testConfig, type Config } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import type { AppDeps } from '../deps.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db, NarcoticSchedule } from '../db/schema.ts';
import { signAccessToken } from '../services/auth/tokens.ts';
import { insertOpeningBatch } from './opening-batch.ts';

export const TEST_PASSWORD = 'Testar-1234!';
export const START = '2026-11-21T09:00:00.000Z';

let passwordHash: Promise<string> | null = null;
/**
 * The seeded users' password hash: argon2id at the lowest cost. A hash carries its own parameters,
 * so a sign-in checks it through the same code; what the API stores (a new user, a changed or
 * reset password) gets the real cost, and its tests read that. The suite signs in some 600 times,
 * and at the real cost those checks took 11 CPU-seconds.
 */
const LOWEST_COST = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 1024, timeCost: 1 };
const testPasswordHash = () => (passwordHash ??= hash(TEST_PASSWORD, LOWEST_COST));

let migratedSqlite: Promise<string> | null = null;

/**
 * A SQLite file with every migration applied, made once per test process: each test file's
 * database starts as a copy of it (migrating anew took a tenth of a second a file). createTestEnv
 * still runs the migrator over the copy, which finds nothing left to do.
 */
function migratedSqliteFile(): Promise<string> {
  migratedSqlite ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medvakt-test-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'migrated.sqlite');
    const db = connectDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    // Everything into the main file, so a copy of that one file is the whole database.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    return file;
  })();
  return migratedSqlite;
}

async function openDatabase(): Promise<{
  db: Db;
  schema?: string;
  /** Another connection (pool) to the same database, as a second server process has. */
  connectAgain: () => Db;
  dispose: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Each test file gets its own schema, so files run in parallel on one PostgreSQL database.
    const schema = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = connectDatabase({ kind: 'postgres', url, schema });
    return {
      db,
      schema,
      connectAgain: () => connectDatabase({ kind: 'postgres', url, schema }),
      dispose: async () => {
        await db.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
        await admin.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-test-'));
  const file = join(dir, 'test.sqlite');
  copyFileSync(await migratedSqliteFile(), file);
  const db = connectDatabase({ kind: 'sqlite', file });
  return {
    db,
    connectAgain: () => connectDatabase({ kind: 'sqlite', file }),
    dispose: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type RequestOptions = {
  token?: string | undefined;
  site?: string | undefined;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
};

function requester(app: ReturnType<typeof createApp>) {
  return async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.site) headers['X-Site-Id'] = options.site;
    let body: string | FormData | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    // A file upload goes as the browser's form; fetch writes its multipart boundary.
    else if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (typeof body === 'string') headers['Content-Type'] ??= 'application/json';
    const response = await app.request(`/api/v1${path}`, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // Tests read answers loosely; the schemas are checked by the API itself.
    return {
      status: response.status,
      body: json as Record<string, any>,
      headers: response.headers,
    };
  };
}

export type TestEnv = Awaited<ReturnType<typeof createTestEnv>>;

/** A real app over a real database file (or PostgreSQL schema) with migrations applied. */
export async function createTestEnv(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'feed' | 'logger' | 'requestMetrics'> = {},
) {
  const { db, schema, connectAgain, dispose } = await openDatabase();
  await migrateToLatest(db, schema);
  const clock = manualClock(START);
  const config = testConfig(overrides);
  const app = createApp({ db, config, clock, ...deps });
  const request = requester(app);
  const otherProcesses: Db[] = [];

  /** The same API over a connection of its own to the same database: another server process. */
  function otherProcess() {
    const otherDb = connectAgain();
    otherProcesses.push(otherDb);
    return {
      db: otherDb,
      request: requester(createApp({ db: otherDb, config, clock, ...deps })),
    };
  }
  /** The seeding helpers over `into`: the database, or a transaction that makes a world at once. */
  function seeder(into: Db) {
    async function customer(
      name = `Kund ${randomUUID().slice(0, 6)}`,
      type: CustomerTypeName = 'kommun',
    ) {
      const id = randomUUID();
      const now = clock.now().toISOString();
      await into
        .insertInto('customers')
        .values({
          id,
          name,
          customer_type: type,
          contact_email: null,
          contact_phone: null,
          billing_address: null,
          monthly_price_sek: 900,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    }

    async function site(
      customerId: string,
      name = `Enhet ${randomUUID().slice(0, 6)}`,
      active = true,
    ) {
      const id = randomUUID();
      const now = clock.now().toISOString();
      await into
        .insertInto('sites')
        .values({
          id,
          name,
          customer_id: customerId,
          address: null,
          contact_email: null,
          contact_phone: null,
          ...SITE_DEFAULTS,
          is_active: active ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    }

    async function user(
      role: RoleName,
      siteIds: string[] = [],
      options: { email?: string; active?: boolean; firstName?: string } = {},
    ) {
      const id = randomUUID();
      const now = clock.now().toISOString();
      // The whole id: a suite makes thousands of users, and 8 hex digits did collide now and then.
      const email = options.email ?? `${role}.${id}@test.se`;
      await into
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: await testPasswordHash(),
          first_name: options.firstName ?? 'Test',
          last_name: role,
          role,
          mobile_phone: null,
          is_active: options.active === false ? 0 : 1,
          last_login: null,
          current_site_id: siteIds[0] ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (siteIds.length > 0)
        await into
          .insertInto('user_sites')
          .values(siteIds.map((site_id) => ({ user_id: id, site_id })))
          .execute();
      return { id, email };
    }

    /** A signed-in session for a user, made directly (no password check, no throttling). */
    async function tokenFor(userId: string) {
      const sessionId = randomUUID();
      const now = clock.now();
      await into
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + config.sessionHours * 3_600_000).toISOString(),
          revoked_at: null,
          last_seen_at: now.toISOString(),
        })
        .execute();
      return (await signAccessToken(config, { userId, sessionId }, now)).token;
    }

    async function medicine(
      siteId: string,
      name = `Läkemedel ${randomUUID().slice(0, 6)}`,
      options: {
        strength?: string;
        minimum?: number;
        controlled?: boolean;
        schedule?: NarcoticSchedule;
        packSize?: string;
        /** The pharmaceutical form (default tablett). */
        form?: string;
      } = {},
    ) {
      const id = randomUUID();
      const now = clock.now().toISOString();
      const strength = options.strength ?? '10 mg';
      await into
        .insertInto('medicine_templates')
        .values({
          id,
          site_id: siteId,
          name,
          name_key: `${name.toLowerCase()}|${strength.toLowerCase()}`,
          generic_name: null,
          strength,
          unit: options.form ?? 'tablett',
          route_of_administration: 'oral',
          storage_requirements: null,
          minimum_stock_level: options.minimum ?? 0,
          is_controlled_substance: options.controlled || options.schedule ? 1 : 0,
          narcotic_schedule: options.schedule ?? (options.controlled ? 'II' : null),
          pack_size: options.packSize ?? null,
          is_active: 1,
          schablon_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    }

    /** A batch with stock, booked in the ledger as its opening balance. */
    function item(
      siteId: string,
      templateId: string,
      batch: string,
      expiry: string,
      quantity: number,
    ) {
      const at = clock.now().toISOString();
      return insertOpeningBatch(into, {
        siteId,
        template: templateId,
        number: batch,
        expiry,
        quantity,
        at,
      });
    }

    return { customer, site, user, tokenFor, medicine, item };
  }
  const { customer, site, user, tokenFor, medicine, item } = seeder(db);

  async function quantityOf(itemId: string) {
    const row = await db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', itemId)
      .executeTakeFirst();
    return row?.quantity;
  }

  async function login(email: string, password = TEST_PASSWORD) {
    return request('POST', '/auth/login', { body: { email, password } });
  }

  async function auditRows(entity?: string) {
    let query = db.selectFrom('audit_log').selectAll().orderBy('at');
    if (entity) query = query.where('entity', '=', entity);
    return query.execute();
  }

  /**
   * Two customers: A with sites A1 and A2, B with site B1; an admin, a site admin of A1 and A2,
   * a user of A1, another plain user of A1 and a user of B1.
   */
  async function world() {
    return db.transaction().execute((trx) => worldIn(seeder(trx)));
  }

  async function worldIn({
    customer,
    site,
    user,
    tokenFor,
    medicine,
    item,
  }: ReturnType<typeof seeder>) {
    const customerA = await customer('Solna stad');
    const customerB = await customer('Region Uppsala', 'region');
    const a1 = await site(customerA, 'Hemsjukvården Solna');
    const a2 = await site(customerA, 'Björkhagens äldreboende');
    const b1 = await site(customerB, 'Akademiska avd 30B');
    const admin = await user('admin');
    const siteAdmin = await user('site_admin', [a1, a2]);
    const staff = await user('user', [a1]);
    const colleague = await user('user', [a1]);
    const foreign = await user('user', [b1]);
    const foreignAdmin = await user('site_admin', [b1]);
    const medA1 = await medicine(a1, 'Alvedon');
    const medB1 = await medicine(b1, 'Alvedon');
    const stockMedA1 = await medicine(a1, 'Morfin', { controlled: true });
    const stockMedB1 = await medicine(b1, 'Morfin', { controlled: true });
    const itemA1 = await item(a1, stockMedA1, 'LOT-A1', '2027-06-30', 20);
    const itemB1 = await item(b1, stockMedB1, 'LOT-B1', '2027-06-30', 20);
    return {
      customerA,
      customerB,
      a1,
      a2,
      b1,
      admin: { ...admin, token: await tokenFor(admin.id) },
      siteAdmin: { ...siteAdmin, token: await tokenFor(siteAdmin.id) },
      staff: { ...staff, token: await tokenFor(staff.id) },
      colleague,
      foreign: { ...foreign, token: await tokenFor(foreign.id) },
      foreignAdmin,
      medA1,
      medB1,
      stockMedA1,
      stockMedB1,
      itemA1,
      itemB1,
    };
  }

  return {
    app,
    db,
    clock,
    config,
    request,
    customer,
    site,
    user,
    medicine,
    item,
    quantityOf,
    tokenFor,
    login,
    auditRows,
    world,
    otherProcess,
    close: async () => {
      for (const other of otherProcesses) await other.destroy();
      await dispose();
    },
  };
}
