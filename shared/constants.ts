export const ROLES = ['user', 'site_admin', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];

export const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Administratör',
  site_admin: 'Enhetsadmin',
  user: 'Användare',
};

export const ROLE_HOMES: Record<RoleName, string> = {
  admin: '/admin',
  site_admin: '/site-admin',
  user: '/user',
};

export const CUSTOMER_TYPES = ['region', 'kommun', 'private'] as const;
export type CustomerTypeName = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_TYPE_LABELS: Record<CustomerTypeName, string> = {
  region: 'Region',
  kommun: 'Kommun',
  private: 'Privat',
};

export const PRICE_PER_SITE_SEK = 900;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
export const MANAGEMENT_LIST_SIZE = 100;
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_BODY_BYTES = 1024 * 1024;

export const SITE_DEFAULTS = {
  default_withdraw_limit: 10,
  default_add_limit: 1,
  warning_days: 30,
  critical_warning_days: 7,
} as const;

/**
 * Failed sign-ins allowed in a sliding window: per e-mail from one client address, and per
 * address across all e-mails. The same e-mail from another address is counted apart.
 */
export const LOGIN_THROTTLE = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowMinutes: 15,
} as const;

/**
 * Wrong PINs that lock a badge at one customer's kiosks, counted in a window since its last right
 * PIN, and for how long; the password still works.
 */
export const BADGE_PIN_LOCK = { maxFailures: 5, lockMinutes: 15 } as const;

/** Wrong badges or PINs at one kiosk, whoever's, before it takes no more for a while. */
export const KIOSK_BADGE_THROTTLE = { maxFailures: 20, windowMinutes: 15 } as const;

/** Header carrying the active site on every signed-in request. */
export const SITE_HEADER = 'X-Site-Id';
