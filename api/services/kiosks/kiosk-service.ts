import { randomUUID } from 'node:crypto';
import type {
  CurrentKiosk,
  Kiosk,
  KioskCreated,
  KioskInput,
  KioskUpdate,
} from '../../../shared/schemas/kiosks.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole, requireVisibleSite, visibleSiteIds } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { deviceKeyHash, kioskOfKey, newDeviceKey } from './kiosk-keys.ts';
import { kioskQuery } from './kiosk-records.ts';
import { kioskWrongAttempts } from './badge-throttle.ts';

const KIOSK_NOT_FOUND = 'Kiosken hittades inte.';

type KioskRow = Awaited<ReturnType<ReturnType<typeof kioskQuery>['executeTakeFirstOrThrow']>>;

type Attempts = Awaited<ReturnType<typeof kioskWrongAttempts>>;

function toKiosk(row: KioskRow, attempts: Attempts): Kiosk {
  const { created_by_label, sign_out_after_withdrawal, customer_id: _customer, ...rest } = row;
  const wrong = attempts.get(row.id);
  return {
    ...rest,
    sign_out_after_withdrawal: sign_out_after_withdrawal === 1,
    created_by: created_by_label,
    wrong_badge_attempts: wrong?.count ?? 0,
    throttled_until: wrong?.throttledUntil ?? null,
  };
}

/** The kiosks of the sites the caller manages (every site for an admin). */
export async function listKiosks(ctx: ServiceContext, siteId?: string): Promise<Kiosk[]> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  let query = kioskQuery(ctx.db);
  const visible = visibleSiteIds(ctx.actor);
  if (visible) query = query.where('kiosks.site_id', 'in', visible.length > 0 ? visible : ['-']);
  if (siteId) query = query.where('kiosks.site_id', '=', siteId);
  const rows = await query.orderBy('sites.name').orderBy('kiosks.name').execute();
  const attempts = await kioskWrongAttempts(
    ctx.db,
    rows.map((r) => r.id),
    ctx.clock.now(),
  );
  return rows.map((row) => toKiosk(row, attempts));
}

async function findKiosk(ctx: ServiceContext, id: string): Promise<Kiosk> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const row = await kioskQuery(ctx.db).where('kiosks.id', '=', id).executeTakeFirst();
  if (!row || (ctx.actor.role !== 'admin' && !ctx.actor.siteIds.includes(row.site_id)))
    throw notFound(KIOSK_NOT_FOUND, 'KIOSK_NOT_FOUND');
  return toKiosk(row, await kioskWrongAttempts(ctx.db, [row.id], ctx.clock.now()));
}

/** Registers a kiosk PC for a site; its device key is in this answer and nowhere else. */
export async function registerKiosk(ctx: ServiceContext, input: KioskInput): Promise<KioskCreated> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  requireVisibleSite(ctx.actor, input.site_id);
  const site = await ctx.db
    .selectFrom('sites')
    .select('id')
    .where('id', '=', input.site_id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!site) throw notFound('Enheten hittades inte.', 'SITE_NOT_FOUND');
  const id = randomUUID();
  const deviceKey = newDeviceKey();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('kiosks')
      .values({
        id,
        site_id: input.site_id,
        name: input.name,
        key_hash: deviceKeyHash(deviceKey),
        idle_minutes: input.idle_minutes,
        sign_out_after_withdrawal: input.sign_out_after_withdrawal ? 1 : 0,
        created_at: iso(ctx.clock.now()),
        created_by_label: actorLabel(ctx.actor),
      })
      .execute();
    await audit(trx, ctx, {
      action: 'register_kiosk',
      entity: 'kiosk',
      entity_id: id,
      site_id: input.site_id,
      after: { name: input.name, idle_minutes: input.idle_minutes },
    });
  });
  return { ...(await findKiosk(ctx, id)), device_key: deviceKey };
}

export async function updateKiosk(
  ctx: ServiceContext,
  id: string,
  input: KioskUpdate,
): Promise<Kiosk> {
  const before = await findKiosk(ctx, id);
  const { sign_out_after_withdrawal: signOut, ...rest } = input;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('kiosks')
      .set({
        ...rest,
        ...(signOut === undefined ? {} : { sign_out_after_withdrawal: signOut ? 1 : 0 }),
      })
      .where('id', '=', id)
      .execute();
    await audit(trx, ctx, {
      action: 'update_kiosk',
      entity: 'kiosk',
      entity_id: id,
      site_id: before.site_id,
      before: {
        name: before.name,
        idle_minutes: before.idle_minutes,
        sign_out_after_withdrawal: before.sign_out_after_withdrawal,
      },
      after: input,
    });
  });
  return findKiosk(ctx, id);
}

/** Revokes at once: the key stops working and the kiosk's open badge sessions end. */
export async function revokeKiosk(ctx: ServiceContext, id: string): Promise<void> {
  const kiosk = await findKiosk(ctx, id);
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('kiosks').set({ revoked_at: now }).where('id', '=', id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('kiosk_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, ctx, {
      action: 'revoke_kiosk',
      entity: 'kiosk',
      entity_id: id,
      site_id: kiosk.site_id,
      before: { name: kiosk.name },
    });
  });
}

/** What the kiosk whose key came with the request is; null for an ordinary browser. */
export async function currentKiosk(
  deps: AppDeps,
  key: string | undefined,
): Promise<CurrentKiosk | null> {
  const kiosk = await kioskOfKey(deps, key);
  if (!kiosk) return null;
  return {
    id: kiosk.id,
    name: kiosk.name,
    site_id: kiosk.siteId,
    site_name: kiosk.siteName,
    idle_minutes: kiosk.idleMinutes,
    sign_out_after_withdrawal: kiosk.signOutAfterWithdrawal,
  };
}
