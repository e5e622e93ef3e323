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
    load: async () => (await import('../pages/AdminHomePage.tsx')).AdminHomePage,
  },
  {
    path: '/site-admin',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/SiteAdminHomePage.tsx')).SiteAdminHomePage,
  },
  {
    path: '/user',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/UserHomePage.tsx')).UserHomePage,
  },
  {
    path: '/users',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/UsersPage.tsx')).UsersPage,
  },
  {
    path: '/customers',
    roles: ['admin'],
    load: async () => (await import('../pages/CustomersPage.tsx')).CustomersPage,
  },
  {
    path: '/sites',
    roles: ['admin'],
    load: async () => (await import('../pages/SitesPage.tsx')).SitesPage,
  },
  {
    path: '/lakemedel',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/MedicinesPage.tsx')).MedicinesPage,
  },
  {
    path: '/inventory',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/InventoryPage.tsx')).InventoryPage,
  },
  {
    path: '/kassation',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/KassationPage.tsx')).KassationPage,
  },
  {
    path: '/warnings',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/WarningsPage.tsx')).WarningsPage,
  },
  {
    path: '/qr-codes',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/QrCodesPage.tsx')).QrCodesPage,
  },
  {
    path: '/settings',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/SettingsPage.tsx')).SettingsPage,
  },
  {
    // Admin only, but others are not sent away: the page tells them 'Access Denied' (spec 2-stock §2).
    path: '/admin-withdrawals',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/WithdrawalMonitorPage.tsx')).WithdrawalMonitorPage,
  },
  {
    path: '/narkotika',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/NarcoticsPage.tsx')).NarcoticsPage,
  },
  {
    path: '/narkotika/kontrollrakningar',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/NarcoticCountsPage.tsx')).NarcoticCountsPage,
  },
  {
    path: '/narkotika/avvikelser',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/DeviationsPage.tsx')).DeviationsPage,
  },
  {
    path: '/narkotika/avvikelser/:id',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/DeviationPage.tsx')).DeviationPage,
  },
  {
    path: '/narkotika/:templateId',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/NarcoticJournalPage.tsx')).NarcoticJournalPage,
  },
  {
    path: '/narkotika/:templateId/rakna',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/NarcoticCountPage.tsx')).NarcoticCountPage,
  },
  {
    path: '/inventering',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/StockTakesPage.tsx')).StockTakesPage,
  },
  {
    path: '/inventering/:id',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/StockTakePage.tsx')).StockTakePage,
  },
  {
    path: '/bestallning',
    roles: ALL_ROLES,
    load: async () => (await import('../pages/OrderProposalPage.tsx')).OrderProposalPage,
  },
  {
    path: '/kiosker',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/KiosksPage.tsx')).KiosksPage,
  },
  {
    path: '/api-token',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/ApiTokensPage.tsx')).ApiTokensPage,
  },
  {
    path: '/behover-atgard',
    roles: ['admin', 'site_admin'],
    load: async () => (await import('../pages/NeedsActionPage.tsx')).NeedsActionPage,
  },
  {
    path: '/glukagon',
    roles: ALL_ROLES,
    kiosk: true,
    load: async () => (await import('../pages/GlukagonPage.tsx')).GlukagonPage,
  },
];

/** A page anyone may open without signing in; its code is loaded when first visited. */
export type PublicRoute = { path: string; load: () => Promise<ComponentType> };

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/help',
    load: async () => (await import('../pages/HelpPage.tsx')).HelpPage,
  },
  {
    path: '/support',
    load: async () => (await import('../pages/SupportPage.tsx')).SupportPage,
  },
  // The scan screen asks a signed-out visitor to sign in itself (spec 2-stock §2: not guarded).
  ...['/scan', '/scan/:siteId', '/scan/:siteId/:templateId'].map((path) => ({
    path,
    load: async () => (await import('../pages/ScanPage.tsx')).ScanPage,
  })),
  {
    path: '/qr/:siteId/:medicineId/:token',
    load: async () => (await import('../pages/PublicQrPage.tsx')).PublicQrPage,
  },
  {
    // Every other address, including spec screens that are not built yet.
    path: '*',
    load: async () => (await import('../pages/NotFoundPage.tsx')).NotFoundPage,
  },
];
