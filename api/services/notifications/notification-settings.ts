import type {
  NotificationSettings,
  NotificationSettingsInput,
} from '../../../shared/schemas/notifications.ts';
import type { Db, Flag, NotificationSettingsTable } from '../../db/schema.ts';
import { iso } from '../../time.ts';
import { auditActorOf, writeAudit } from '../audit/audit-service.ts';
import type { ServiceContext } from '../auth/actor.ts';

type Choices = Omit<NotificationSettingsTable, 'user_id' | 'last_digest_key' | 'last_digest_at'>;

/** No row yet: no digest (it is opt-in), every other e-mail on. */
const DEFAULTS: NotificationSettingsInput = {
  digest: 'off',
  email_expiry_alerts: true,
  email_low_stock: true,
  email_warnings: true,
  email_recalls: true,
};

const flag = (on: boolean): Flag => (on ? 1 : 0);

export const settingsFromRow = (
  row:
    | Pick<
        Choices,
        'digest' | 'email_expiry_alerts' | 'email_low_stock' | 'email_warnings' | 'email_recalls'
      >
    | undefined,
): NotificationSettingsInput =>
  row
    ? {
        digest: row.digest,
        email_expiry_alerts: row.email_expiry_alerts === 1,
        email_low_stock: row.email_low_stock === 1,
        email_warnings: row.email_warnings === 1,
        email_recalls: row.email_recalls === 1,
      }
    : DEFAULTS;

async function storedSettings(db: Db, userId: string): Promise<NotificationSettingsInput> {
  const row = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return settingsFromRow(row);
}

export async function myNotificationSettings(ctx: ServiceContext): Promise<NotificationSettings> {
  return {
    ...(await storedSettings(ctx.db, ctx.actor.id)),
    email_configured: ctx.config.mail !== null,
    email: ctx.actor.email,
  };
}

export async function saveMyNotificationSettings(
  ctx: ServiceContext,
  input: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const before = await storedSettings(ctx.db, ctx.actor.id);
  const now = iso(ctx.clock.now());
  const choices: Choices = {
    digest: input.digest,
    email_expiry_alerts: flag(input.email_expiry_alerts),
    email_low_stock: flag(input.email_low_stock),
    email_warnings: flag(input.email_warnings),
    email_recalls: flag(input.email_recalls),
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notification_settings')
      .values({ user_id: ctx.actor.id, ...choices, last_digest_key: null, last_digest_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(choices))
      .execute();
    await writeAudit(trx, ctx.clock.now(), auditActorOf(ctx), {
      action: 'update',
      entity: 'notification_settings',
      entity_id: ctx.actor.id,
      before,
      after: input,
    });
  });
  return myNotificationSettings(ctx);
}
