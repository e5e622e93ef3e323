import { createRouter } from './router.ts';

/** Codes and A4 sheets (signed in). No `use('*')` here: the scan routes share the prefix. */
export const qrSheetRoutes = createRouter();
