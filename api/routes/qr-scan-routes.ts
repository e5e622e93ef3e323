import { createRouter } from './router.ts';

/** Verify, batches and scan, signed in or with a code's token. No `use('*')`: shared prefix. */
export const qrScanRoutes = createRouter();

/** The scan history (signed in). */
export const qrScanHistoryRoutes = createRouter();
