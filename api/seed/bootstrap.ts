import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PRICE_PER_SITE_SEK, SITE_DEFAULTS, type RoleName } from '../../shared/constants.ts';
import { CustomerType } from '../../shared/schemas/customer.ts';
import { Email } from '../../shared/schemas/common.ts';
import { StrongPassword } from '../../shared/schemas/password.ts';
import { Role } from '../../shared/schemas/user.ts';
import type { AppDeps } from '../deps.ts';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { resourceUrl } from '../resources.ts';
import { writeAudit, type AuditActor } from '../services/audit/audit-service.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { iso } from '../time.ts';
import { refreshWarnings } from '../services/warnings/refresh-warnings.ts';
import { insertDemoKassations } from './demo-kassations.ts';
import { insertDemoCatalogue } from './demo-catalogue.ts';
import { insertDemoFridges } from './demo-fridges.ts';
import { insertDemoStock } from './demo-stock.ts';

const SYSTEM: AuditActor = { id: null, label: 'System (uppstart)' };

const DemoFile = z.object({
  customers: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      customer_type: CustomerType,
      contact_email: z.string(),
      contact_phone: z.string(),
      billing_address: z.string(),
    }),
  ),
  sites: z.array(
    z.object({
      key: z.string(),
      customer: z.string(),
      name: z.string(),
      address: z.string(),
      contact_email: z.string(),
      contact_phone: z.string(),
    }),
  ),
  users: z.array(
    z.object({
      email: Email,
      password: StrongPassword,
      first_name: z.string(),
      last_name: z.string(),
      role: Role,
      sites: z.array(z.string()),
    }),
  ),
});
export type DemoData = z.infer<typeof DemoFile>;

export function readDemoData(): DemoData {
  const file = resourceUrl('demo/platform.json');
  return DemoFile.parse(JSON.parse(readFileSync(file, 'utf8')));
}

async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function loadDemoData(deps: AppDeps, demo: DemoData = readDemoData()): Promise<void> {
  const now = iso(deps.clock.now());
  const customerIds = new Map(demo.customers.map((c) => [c.key, randomUUID()]));
  const siteIds = new Map(demo.sites.map((s) => [s.key, randomUUID()]));
  const hashes = await Promise.all(demo.users.map((u) => hashPassword(u.password)));
  await deps.db.transaction().execute(async (trx) => {
    for (const { key, ...customer } of demo.customers) {
      const row = {
        id: customerIds.get(key) ?? '',
        ...customer,
        monthly_price_sek: PRICE_PER_SITE_SEK,
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('customers').values(row).execute();
      await writeAudit(trx, deps.clock.now(), SYSTEM, {
        action: 'create',
        entity: 'customer',
        entity_id: row.id,
        after: row,
      });
    }
    for (const { key, customer, ...site } of demo.sites) {
      const row = {
        id: siteIds.get(key) ?? '',
        customer_id: customerIds.get(customer) ?? null,
        ...site,
        ...SITE_DEFAULTS,
        is_active: 1 as const,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('sites').values(row).execute();
      await writeAudit(trx, deps.clock.now(), SYSTEM, {
        action: 'create',
        entity: 'site',
        entity_id: row.id,
        site_id: row.id,
        after: row,
      });
    }
    await insertDemoStock(trx, siteIds, deps.clock.today(), now);
    await insertDemoFridges(trx, siteIds, deps.clock.today(), now);
    await insertDemoCatalogue(trx, customerIds.values(), now);
    await refreshWarnings(trx, deps.clock, { siteIds: [...siteIds.values()] });
    for (const [index, user] of demo.users.entries()) {
      await insertSeedUser(trx, deps.clock.now(), {
        ...user,
        passwordHash: hashes[index] ?? '',
        siteIds: user.sites.map((s) => siteIds.get(s) ?? ''),
      });
    }
    await insertDemoKassations(trx, siteIds, deps.clock.now());
  });
}

export async function createFirstAdmin(
  deps: AppDeps,
  email: string,
  password: string,
): Promise<void> {
  const parsedEmail = Email.parse(email);
  const parsedPassword = StrongPassword.safeParse(password);
  if (!parsedPassword.success) {
    throw new Error(
      `ADMIN_PASSWORD: ${parsedPassword.error.issues[0]?.message ?? 'ogiltigt lösenord'}`,
    );
  }
  const passwordHash = await hashPassword(parsedPassword.data);
  await deps.db.transaction().execute((trx) =>
    insertSeedUser(trx, deps.clock.now(), {
      email: parsedEmail,
      passwordHash,
      first_name: 'Admin',
      last_name: 'Medvakt',
      role: 'admin',
      siteIds: [],
    }),
  );
}

type SeedUser = {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  role: RoleName;
  siteIds: string[];
};

/** One user with their sites and the audit row saying the system created them. */
async function insertSeedUser(trx: Kysely<Database>, at: Date, user: SeedUser): Promise<void> {
  const now = iso(at);
  const id = randomUUID();
  await trx
    .insertInto('users')
    .values({
      id,
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      mobile_phone: null,
      is_active: 1,
      last_login: null,
      current_site_id: user.siteIds[0] ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (user.siteIds.length > 0) {
    await trx
      .insertInto('user_sites')
      .values(user.siteIds.map((site_id) => ({ user_id: id, site_id })))
      .execute();
  }
  await writeAudit(trx, at, SYSTEM, {
    action: 'create',
    entity: 'user',
    entity_id: id,
    after: { email: user.email, role: user.role, site_ids: user.siteIds },
  });
}

export type BootstrapResult = 'demo' | 'admin' | 'existing' | 'empty';

/** Fills an empty database with demo data or a first admin, as configured. */
export async function bootstrap(deps: AppDeps): Promise<BootstrapResult> {
  if (!(await isEmpty(deps.db))) return 'existing';
  const { adminEmail, adminPassword, demoData } = deps.config;
  if (demoData) {
    await loadDemoData(deps);
    if (adminEmail && adminPassword) await createFirstAdmin(deps, adminEmail, adminPassword);
    return 'demo';
  }
  if (adminEmail && adminPassword) {
    await createFirstAdmin(deps, adminEmail, adminPassword);
    return 'admin';
  }
  return 'empty';
}
