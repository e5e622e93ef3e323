import type { RoleName } from '../../shared/constants.ts';
import {
  AlertIcon,
  BriefcaseIcon,
  BoxIcon,
  BuildingIcon,
  CartIcon,
  ClockIcon,
  ClipboardIcon,
  HomeIcon,
  KeyIcon,
  LockIcon,
  PillIcon,
  QrCodeIcon,
  ScanIcon,
  SettingsIcon,
  ShieldIcon,
  ThermometerIcon,
  TrashIcon,
  UsersIcon,
  type Icon,
} from '../ui/icons.tsx';
import type { MessageKey } from '../i18n/catalogue.ts';
import { ALL_ROLES, homeOf } from './role-home.ts';

/** A sidebar entry; `to` may depend on the role (the dashboard is each role's home). */
export type NavEntry = {
  label: MessageKey;
  icon: Icon;
  roles: readonly RoleName[];
  to: string | ((role: RoleName, kioskSession: boolean) => string);
  /** Shown in a kiosk session too: the medicine room's screens, whose calls the server answers. */
  kiosk?: true;
};

/**
 * Spec 1-platform §2.2 keeps the stock screens out of the admin's menu, but their routes open for
 * admins and an admin works in a chosen unit like everyone else, so the menu leads there too.
 */
const STOCK_MENU_ROLES: readonly RoleName[] = ALL_ROLES;

export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'nav.dashboard', icon: HomeIcon, roles: ALL_ROLES, to: homeOf, kiosk: true },
  { label: 'nav.medicines', icon: PillIcon, roles: STOCK_MENU_ROLES, to: '/lakemedel' },
  {
    label: 'nav.inventory',
    icon: BoxIcon,
    roles: STOCK_MENU_ROLES,
    to: '/inventory',
    kiosk: true,
  },
  {
    label: 'nav.openedPacks',
    icon: ClockIcon,
    roles: STOCK_MENU_ROLES,
    to: '/oppnade-forpackningar',
    kiosk: true,
  },
  {
    label: 'nav.temperatures',
    icon: ThermometerIcon,
    roles: STOCK_MENU_ROLES,
    to: '/temperaturer',
    kiosk: true,
  },
  { label: 'nav.kassation', icon: TrashIcon, roles: STOCK_MENU_ROLES, to: '/kassation' },
  // Every role of a site keeps and reads the narcotics journal, admins included.
  { label: 'nav.narcotics', icon: LockIcon, roles: ALL_ROLES, to: '/narkotika', kiosk: true },
  { label: 'nav.stockTakes', icon: ClipboardIcon, roles: STOCK_MENU_ROLES, to: '/inventering' },
  { label: 'nav.orders', icon: CartIcon, roles: STOCK_MENU_ROLES, to: '/bestallning' },
  { label: 'nav.qrCodes', icon: QrCodeIcon, roles: STOCK_MENU_ROLES, to: '/qr-codes' },
  { label: 'nav.scan', icon: ScanIcon, roles: STOCK_MENU_ROLES, to: '/scan', kiosk: true },
  { label: 'nav.users', icon: UsersIcon, roles: ['admin', 'site_admin'], to: '/users' },
  { label: 'nav.kiosks', icon: ScanIcon, roles: ['admin', 'site_admin'], to: '/kiosker' },
  {
    label: 'nav.delegations',
    icon: ClipboardIcon,
    roles: ['admin', 'site_admin'],
    to: '/delegeringar',
  },
  { label: 'nav.deviations', icon: AlertIcon, roles: ['admin', 'site_admin'], to: '/avvikelser' },
  { label: 'nav.import', icon: BoxIcon, roles: ['admin', 'site_admin'], to: '/import' },
  { label: 'nav.apiTokens', icon: KeyIcon, roles: ['admin', 'site_admin'], to: '/api-token' },
  {
    label: 'nav.needsAction',
    icon: AlertIcon,
    roles: ['admin', 'site_admin'],
    to: '/behover-atgard',
  },
  { label: 'nav.customers', icon: BriefcaseIcon, roles: ['admin'], to: '/customers' },
  { label: 'nav.sites', icon: BuildingIcon, roles: ['admin'], to: '/sites' },
  { label: 'nav.withdrawals', icon: ShieldIcon, roles: ['admin'], to: '/admin-withdrawals' },
  { label: 'nav.settings', icon: SettingsIcon, roles: ALL_ROLES, to: '/settings' },
];

export function navEntriesFor(
  role: RoleName,
  kioskSession = false,
): { label: MessageKey; icon: Icon; to: string }[] {
  return NAV_ENTRIES.filter(
    (entry) => entry.roles.includes(role) && (!kioskSession || entry.kiosk),
  ).map((entry) => ({
    label: entry.label,
    icon: entry.icon,
    to: typeof entry.to === 'string' ? entry.to : entry.to(role, kioskSession),
  }));
}
