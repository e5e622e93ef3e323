import { auth as svAuth } from './sv/auth.ts';
import { common as svCommon } from './sv/common.ts';
import { errors as svErrors } from './sv/errors.ts';
import { help as svHelp } from './sv/help.ts';
import { support as svSupport } from './sv/support.ts';
import { home as svHome } from './sv/home.ts';
import { settings as svSettings } from './sv/settings.ts';
import { shell as svShell } from './sv/shell.ts';
import { customers as svCustomers } from './sv/customers.ts';
import { sites as svSites } from './sv/sites.ts';
import { users as svUsers } from './sv/users.ts';
import { inventory as svInventory } from './sv/inventory.ts';
import { medicines as svMedicines } from './sv/medicines.ts';
import { unpack as svUnpack } from './sv/unpack.ts';
import { kassation as svKassation } from './sv/kassation.ts';
import { warnings as svWarnings } from './sv/warnings.ts';
import { panels as svPanels } from './sv/panels.ts';
import { dashboard as svDashboard } from './sv/dashboard.ts';
import { recalls as svRecalls } from './sv/recalls.ts';
import { followUps as svFollowUps } from './sv/follow-ups.ts';
import { returns as svReturns } from './sv/returns.ts';
import { openedPacks as svOpenedPacks } from './sv/opened-packs.ts';
import { storagePlaces as svStoragePlaces } from './sv/storage-places.ts';
import { imports as svImports } from './sv/imports.ts';
import { delegations as svDelegations } from './sv/delegations.ts';
import { qrCodes as svQrCodes } from './sv/qr-codes.ts';
import { scan as svScan } from './sv/scan.ts';
import { publicQr as svPublicQr } from './sv/public-qr.ts';
import { glukagon as svGlukagon } from './sv/glukagon.ts';
import { platform as svPlatform } from './sv/platform.ts';
import { narcotics as svNarcotics } from './sv/narcotics.ts';
import { stockTakes as svStockTakes } from './sv/stock-takes.ts';
import { orders as svOrders } from './sv/orders.ts';
import { kiosks as svKiosks } from './sv/kiosks.ts';
import { apiTokens as svApiTokens } from './sv/api-tokens.ts';
import { deviations as svDeviations } from './sv/deviations.ts';
import { offline as svOffline } from './sv/offline.ts';
import { messages as svMessages } from './sv/messages.ts';
import { activityMessages as svActivityMessages } from './sv/activity-messages.ts';

// Each feature keeps its texts in i18n/sv/<feature>.ts with an English twin in i18n/en/<feature>.ts.
export const sv = {
  ...svCommon,
  ...svAuth,
  ...svHelp,
  ...svSupport,
  ...svErrors,
  ...svShell,
  ...svHome,
  ...svSettings,
  ...svUsers,
  ...svCustomers,
  ...svSites,
  ...svMedicines,
  ...svInventory,
  ...svUnpack,
  ...svKassation,
  ...svWarnings,
  ...svPanels,
  ...svDashboard,
  ...svRecalls,
  ...svFollowUps,
  ...svReturns,
  ...svOpenedPacks,
  ...svStoragePlaces,
  ...svImports,
  ...svDelegations,
  ...svQrCodes,
  ...svScan,
  ...svPublicQr,
  ...svGlukagon,
  ...svPlatform,
  ...svNarcotics,
  ...svStockTakes,
  ...svOrders,
  ...svKiosks,
  ...svApiTokens,
  ...svDeviations,
  ...svOffline,
  ...svMessages,
  ...svActivityMessages,
};
export type MessageKey = keyof typeof sv;
export type Catalogue = Record<MessageKey, string>;
export type Language = 'sv' | 'en';
