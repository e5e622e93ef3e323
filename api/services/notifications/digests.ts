import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { stockholmDay } from '../../clock.ts';
import type { Db, NotificationSettingsTable } from '../../db/schema.ts';
import { appAddress } from '../../mail/app-links.ts';
import { withoutSecrets } from '../../observability/scrub.ts';
import { iso } from '../../time.ts';
import { hasNews, siteDigest, type DigestSite } from './digest-content.ts';
import { digestMail } from './digest-mail.ts';
import { duePeriod } from './digest-schedule.ts';
import { settingsFromRow } from './notification-settings.ts';
import { queueMail } from './outbox.ts';

export type DigestDeps = { db: Db; clock: Clock; config: Config };
/** `due`: the digests whose day it is; `now`: every digest that is on, as if today were its day. */
export type DigestMode = 'due' | 'now';
export type Composed = {
  queued: string[];
  nothingToReport: number;
  /** Why a person's digest could not be made; the others are made all the same. */
  errors: string[];
};

type Subscriber = NotificationSettingsTable & {
  email: string;
  first_name: string;
  role: string;
  current_site_id: string | null;
};

function subscribers(db: Db) {
  return db
    .selectFrom('notification_settings as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .selectAll('n')
    .select(['u.email', 'u.first_name', 'u.role', 'u.current_site_id'])
    .where('n.digest', '!=', 'off')
    .where('u.is_active', '=', 1)
    .orderBy('n.user_id')
    .execute();
}

/**
 * The units a person works in: those they are assigned to. An admin, who may see every unit,
 * hears about the ones assigned to them, or else the one they last chose.
 */
async function subscriberSites(db: Db, person: Subscriber): Promise<DigestSite[]> {
  const assigned = await db
    .selectFrom('user_sites as us')
    .innerJoin('sites as s', 's.id', 'us.site_id')
    .select(['s.id', 's.name', 's.warning_days'])
    .where('us.user_id', '=', person.user_id)
    .where('s.is_active', '=', 1)
    .orderBy('s.name')
    .execute();
  if (assigned.length > 0 || person.role !== 'admin' || !person.current_site_id) return assigned;
  return db
    .selectFrom('sites')
    .select(['id', 'name', 'warning_days'])
    .where('id', '=', person.current_site_id)
    .where('is_active', '=', 1)
    .execute();
}

/** Marks the period as done for the person, unless another process already did; true if this one did. */
async function claimPeriod(db: Db, person: Subscriber, key: string, now: string): Promise<boolean> {
  const claimed = await db
    .updateTable('notification_settings')
    .set({ last_digest_key: key, last_digest_at: now })
    .where('user_id', '=', person.user_id)
    .where((eb) =>
      person.last_digest_key === null
        ? eb('last_digest_key', 'is', null)
        : eb('last_digest_key', '=', person.last_digest_key),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/**
 * The period a digest is made for, or null when none is due. Sent now, it counts as the day's (or
 * week's) digest if that one has not gone out yet, so the job does not send it again an hour later.
 */
function periodKey(person: Subscriber, mode: DigestMode, now: Date): string | null {
  if (person.digest === 'off') return null;
  const due = duePeriod(person.digest, now);
  if (due !== null && due !== person.last_digest_key) return due;
  return mode === 'now' ? `now:${iso(now)}` : null;
}

/**
 * Writes the digests that are due to the outbox, one per person and period. Whether a person has
 * had a period's digest is stored in the same transaction as the message, so a digest is neither
 * lost nor sent twice when processes race or stop. Nothing is written when there is nothing to say.
 */
export async function composeDigests(deps: DigestDeps, mode: DigestMode): Promise<Composed> {
  const now = deps.clock.now();
  const address = appAddress(deps.config);
  const result: Composed = { queued: [], nothingToReport: 0, errors: [] };
  for (const person of await subscribers(deps.db)) {
    const key = periodKey(person, mode, now);
    if (key === null) continue;
    try {
      const queued = await composeOne(deps, person, key, address);
      if (queued === null) result.nothingToReport += 1;
      else if (queued) result.queued.push(queued);
    } catch (error) {
      result.errors.push(withoutSecrets(error instanceof Error ? error.message : String(error)));
    }
  }
  return result;
}

/** One person's digest for the period: its outbox id, null with nothing to say, undefined if taken. */
async function composeOne(deps: DigestDeps, person: Subscriber, key: string, address: string) {
  const now = deps.clock.now();
  const today = stockholmDay(now);
  const choices = settingsFromRow(person);
  const sites = [];
  for (const site of await subscriberSites(deps.db, person))
    sites.push(
      await siteDigest(
        deps.db,
        site,
        choices,
        today,
        person.last_digest_at,
        person.role !== 'user',
      ),
    );
  const withNews = sites.filter(hasNews);
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimPeriod(trx, person, key, iso(now)))) return undefined;
    if (withNews.length === 0) return null;
    const mail = digestMail({
      to: person.email,
      firstName: person.first_name,
      kind: person.digest === 'weekly' ? 'weekly' : 'daily',
      day: today,
      sites: withNews,
      address,
    });
    return queueMail(trx, deps.clock, {
      kind: 'digest',
      dedupeKey: `digest:${person.user_id}:${key}`,
      userId: person.user_id,
      siteId: withNews[0]?.siteId ?? null,
      mail,
    });
  });
}
