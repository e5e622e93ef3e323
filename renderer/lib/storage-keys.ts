export const STORAGE_KEYS = {
  accessToken: 'access_token',
  currentSiteId: 'currentSiteId',
  localSettings: 'medvakt.settings',
} as const;

/** Keys whose names tie them to a site's data; removed on a site switch. */
export const SITE_DATA_KEY_PATTERN = /site_|medicine|inventory|kassation/i;
