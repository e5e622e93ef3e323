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
import { qrCodes as enQrCodes } from './en/qr-codes.ts';
import { scan as enScan } from './en/scan.ts';
import { publicQr as enPublicQr } from './en/public-qr.ts';
import { glukagon as enGlukagon } from './en/glukagon.ts';
import { platform as enPlatform } from './en/platform.ts';
import { narcotics as enNarcotics } from './en/narcotics.ts';
import { stockTakes as enStockTakes } from './en/stock-takes.ts';
import { orders as enOrders } from './en/orders.ts';
import { kiosks as enKiosks } from './en/kiosks.ts';
import { offline as enOffline } from './en/offline.ts';
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
import { qrCodes as svQrCodes } from './sv/qr-codes.ts';
import { scan as svScan } from './sv/scan.ts';
import { publicQr as svPublicQr } from './sv/public-qr.ts';
import { glukagon as svGlukagon } from './sv/glukagon.ts';
import { platform as svPlatform } from './sv/platform.ts';
import { narcotics as svNarcotics } from './sv/narcotics.ts';
import { stockTakes as svStockTakes } from './sv/stock-takes.ts';
import { orders as svOrders } from './sv/orders.ts';
import { kiosks as svKiosks } from './sv/kiosks.ts';
import { offline as svOffline } from './sv/offline.ts';

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
  ...svQrCodes,
  ...svScan,
  ...svPublicQr,
  ...svGlukagon,
  ...svPlatform,
  ...svNarcotics,
  ...svStockTakes,
  ...svOrders,
  ...svKiosks,
  ...svOffline,
};
export type MessageKey = keyof typeof sv;
export const en: Record<MessageKey, string> = {
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
  ...enQrCodes,
  ...enScan,
  ...enPublicQr,
  ...enGlukagon,
  ...enPlatform,
  ...enNarcotics,
  ...enStockTakes,
  ...enOrders,
  ...enKiosks,
  ...enOffline,
};

export type Language = 'sv' | 'en';
export const catalogues: Record<Language, Record<MessageKey, string>> = { sv, en };
