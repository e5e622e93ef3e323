import type { Catalogue } from './catalogue.ts';
import { auth as enAuth } from './en/auth.ts';
import { common as enCommon } from './en/common.ts';
import { errors as enErrors } from './en/errors.ts';
import { help as enHelp } from './en/help.ts';
import { support as enSupport } from './en/support.ts';
import { home as enHome } from './en/home.ts';
import { settings as enSettings } from './en/settings.ts';
import { shell as enShell } from './en/shell.ts';
import { customers as enCustomers } from './en/customers.ts';
import { sites as enSites } from './en/sites.ts';
import { users as enUsers } from './en/users.ts';
import { inventory as enInventory } from './en/inventory.ts';
import { medicines as enMedicines } from './en/medicines.ts';
import { unpack as enUnpack } from './en/unpack.ts';
import { kassation as enKassation } from './en/kassation.ts';
import { warnings as enWarnings } from './en/warnings.ts';
import { panels as enPanels } from './en/panels.ts';
import { dashboard as enDashboard } from './en/dashboard.ts';
import { recalls as enRecalls } from './en/recalls.ts';
import { followUps as enFollowUps } from './en/follow-ups.ts';
import { returns as enReturns } from './en/returns.ts';
import { openedPacks as enOpenedPacks } from './en/opened-packs.ts';
import { storagePlaces as enStoragePlaces } from './en/storage-places.ts';
import { imports as enImports } from './en/imports.ts';
import { delegations as enDelegations } from './en/delegations.ts';
import { qrCodes as enQrCodes } from './en/qr-codes.ts';
import { scan as enScan } from './en/scan.ts';
import { publicQr as enPublicQr } from './en/public-qr.ts';
import { glukagon as enGlukagon } from './en/glukagon.ts';
import { platform as enPlatform } from './en/platform.ts';
import { narcotics as enNarcotics } from './en/narcotics.ts';
import { stockTakes as enStockTakes } from './en/stock-takes.ts';
import { orders as enOrders } from './en/orders.ts';
import { kiosks as enKiosks } from './en/kiosks.ts';
import { apiTokens as enApiTokens } from './en/api-tokens.ts';
import { deviations as enDeviations } from './en/deviations.ts';
import { offline as enOffline } from './en/offline.ts';
import { messages as enMessages } from './en/messages.ts';
import { activityMessages as enActivityMessages } from './en/activity-messages.ts';

// Fetched only when English is chosen (i18n/t.ts): the Swedish texts are in the main bundle.
export const en: Catalogue = {
  ...enCommon,
  ...enAuth,
  ...enHelp,
  ...enSupport,
  ...enErrors,
  ...enShell,
  ...enHome,
  ...enSettings,
  ...enUsers,
  ...enCustomers,
  ...enSites,
  ...enMedicines,
  ...enInventory,
  ...enUnpack,
  ...enKassation,
  ...enWarnings,
  ...enPanels,
  ...enDashboard,
  ...enRecalls,
  ...enFollowUps,
  ...enReturns,
  ...enOpenedPacks,
  ...enStoragePlaces,
  ...enImports,
  ...enDelegations,
  ...enQrCodes,
  ...enScan,
  ...enPublicQr,
  ...enGlukagon,
  ...enPlatform,
  ...enNarcotics,
  ...enStockTakes,
  ...enOrders,
  ...enKiosks,
  ...enApiTokens,
  ...enDeviations,
  ...enOffline,
  ...enMessages,
  ...enActivityMessages,
};
