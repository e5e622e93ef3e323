import type { Db } from '../../db/schema.ts';

export type SiteManager = { id: string; email: string; first_name: string };

/** Which of a person's e-mail choices a mail follows; each is on until they turn it off. */
export type ManagerMailChoice = 'email_warnings' | 'email_recalls';

/** Every active manager of the unit, whatever their e-mail choices: for what cannot wait. */
export function allSiteManagers(db: Db, siteId: string): Promise<SiteManager[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('user_sites as us', 'us.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.first_name'])
    .where('us.site_id', '=', siteId)
    .where('u.role', '=', 'site_admin')
    .where('u.is_active', '=', 1)
    .orderBy('u.email')
    .execute();
}

/** The unit's active managers who have not turned this kind of e-mail off, by address. */
export function siteManagersWanting(
  db: Db,
  siteId: string,
  choice: ManagerMailChoice,
): Promise<SiteManager[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('user_sites as us', 'us.user_id', 'u.id')
    .leftJoin('notification_settings as n', 'n.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.first_name'])
    .where('us.site_id', '=', siteId)
    .where('u.role', '=', 'site_admin')
    .where('u.is_active', '=', 1)
    .where((eb) => eb.or([eb(`n.${choice}`, 'is', null), eb(`n.${choice}`, '=', 1)]))
    .orderBy('u.email')
    .execute();
}
