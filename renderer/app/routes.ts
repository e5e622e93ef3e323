import type { ComponentType } from 'react';
import type { RoleName } from '../../shared/constants.ts';
import { ALL_ROLES } from './role-home.ts';

/** A screen inside the signed-in layout; its code is loaded when the route is first visited. */
export type SignedInRoute = {
  path: string;
  roles: readonly RoleName[];
  load: () => Promise<ComponentType>;
  /** Opens in a kiosk session too: the medicine room's screens, whose calls the server answers. */
  kiosk?: true;
};

export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  {
    path: '/admin',
    roles: ['admin'],
    load: async () => (await import('../features/home/AdminHomePage.tsx')).AdminHomePage,
  },
  {
    path: '/site-admin',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/home/SiteAdminHomePage.tsx')).SiteAdminHomePage,
  },
  {
    path: '/user',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../features/home/UserHomePage.tsx')).UserHomePage,
  },
  {
    path: '/users',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/users/UsersPage.tsx')).UsersPage,
  },
  {
    path: '/customers',
    roles: ['admin'],
    load: async () => (await import('../features/customers/CustomersPage.tsx')).CustomersPage,
  },
  {
    path: '/sites',
    roles: ['admin'],
    load: async () => (await import('../features/sites/SitesPage.tsx')).SitesPage,
  },
  {
    path: '/lakemedel',
    roles: ALL_ROLES,
    load: async () => (await import('../features/medicines/MedicinesPage.tsx')).MedicinesPage,
  },
  {
    path: '/inventory',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../features/inventory/InventoryPage.tsx')).InventoryPage,
  },
  {
    path: '/kassation',
    roles: ALL_ROLES,
    load: async () => (await import('../features/kassation/KassationPage.tsx')).KassationPage,
  },
  {
    path: '/warnings',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../features/warnings/WarningsPage.tsx')).WarningsPage,
  },
  {
    path: '/qr-codes',
    roles: ALL_ROLES,
    load: async () => (await import('../features/qr-codes/QrCodesPage.tsx')).QrCodesPage,
  },
  {
    path: '/settings',
    roles: ALL_ROLES,
    load: async () => (await import('../features/settings/SettingsPage.tsx')).SettingsPage,
  },
  {
    // Admin only, but others are not sent away: the page tells them 'Access Denied' (spec 2-stock §2).
    path: '/admin-withdrawals',
    roles: ALL_ROLES,
    load: async () =>
      (await import('../features/recalls/WithdrawalMonitorPage.tsx')).WithdrawalMonitorPage,
  },
  {
    path: '/narkotika',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../features/narcotics/NarcoticsPage.tsx')).NarcoticsPage,
  },
  {
    path: '/narkotika/kontrollrakningar',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/narcotics/NarcoticCountsPage.tsx')).NarcoticCountsPage,
  },
  {
    path: '/delegeringar',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/delegations/DelegationsPage.tsx')).DelegationsPage,
  },
  {
    path: '/oppnade-forpackningar',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/opened-packs/OpenedPacksPage.tsx')).OpenedPacksPage,
  },
  {
    path: '/temperaturer',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/storage-places/TemperaturesPage.tsx')).TemperaturesPage,
  },
  {
    path: '/temperaturer/:id',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/storage-places/PlaceMonthPage.tsx')).PlaceMonthPage,
  },
  {
    path: '/import',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/imports/ImportPage.tsx')).ImportPage,
  },
  {
    path: '/avvikelser',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/deviations/DeviationsPage.tsx')).DeviationsPage,
  },
  {
    path: '/avvikelser/:id',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/deviations/DeviationPage.tsx')).DeviationPage,
  },
  {
    path: '/narkotika/:templateId',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/narcotics/NarcoticJournalPage.tsx')).NarcoticJournalPage,
  },
  {
    path: '/narkotika/:templateId/rakna',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () =>
      (await import('../features/narcotics/NarcoticCountPage.tsx')).NarcoticCountPage,
  },
  {
    path: '/inventering',
    roles: ALL_ROLES,
    load: async () => (await import('../features/stock-takes/StockTakesPage.tsx')).StockTakesPage,
  },
  {
    path: '/inventering/:id',
    roles: ALL_ROLES,
    load: async () => (await import('../features/stock-takes/StockTakePage.tsx')).StockTakePage,
  },
  {
    path: '/bestallning',
    roles: ALL_ROLES,
    load: async () => (await import('../features/orders/OrderProposalPage.tsx')).OrderProposalPage,
  },
  {
    path: '/kiosker',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/kiosks/KiosksPage.tsx')).KiosksPage,
  },
  {
    path: '/api-token',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../features/api-tokens/ApiTokensPage.tsx')).ApiTokensPage,
  },
  {
    path: '/behover-atgard',
    roles: ['admin', 'site_admin'],
    load: async () =>
      (await import('../features/needs-action/NeedsActionPage.tsx')).NeedsActionPage,
  },
  {
    path: '/glukagon',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../features/glukagon/GlukagonPage.tsx')).GlukagonPage,
  },
];

/** A page anyone may open without signing in; its code is loaded when first visited. */
export type PublicRoute = { path: string; load: () => Promise<ComponentType> };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/help',
    load: async () => (await import('../features/help/HelpPage.tsx')).HelpPage,
  },
  {
    path: '/support',
    load: async () => (await import('../features/support/SupportPage.tsx')).SupportPage,
  },
  // The scan screen asks a signed-out visitor to sign in itself (spec 2-stock §2: not guarded).
  ...['/scan', '/scan/:siteId', '/scan/:siteId/:templateId'].map((path) => ({
    path,
    load: async () => (await import('../features/scan/ScanPage.tsx')).ScanPage,
  })),
  {
    path: '/qr/:siteId/:medicineId/:token',
    load: async () => (await import('../features/public-qr/PublicQrPage.tsx')).PublicQrPage,
  },
  {
    // Every other address, including spec screens that are not built yet.
    path: '*',
    load: async () => (await import('./NotFoundPage.tsx')).NotFoundPage,
  },
];
