export const STORAGE_KEYS = {
  accessToken: 'access_token',
  currentSiteId: 'currentSiteId',
  localSettings: 'medvakt.settings',
  /** When someone last touched any tab, so an idle tab does not sign out a busy one. */
  lastActivity: 'medvakt.lastActivity',
  /** sessionStorage: the minutes that signed the last person out, for the login page. */
  idleSignOut: 'medvakt.idleSignOut',
  /** The signed-in person's offline grant at a kiosk (badge sign-in); removed at sign-out. */
  offlineGrant: 'medvakt.offlineGrant',
  /** '1' while the signed-in session was begun by badge at a kiosk; removed at sign-out. */
  kioskSession: 'medvakt.kioskSession',
} as const;

/** Keys whose names tie them to a site's data; removed on a site switch. */
export const SITE_DATA_KEY_PATTERN = /site_|medicine|inventory|kassation/i;
