/** Spec 1-platform §9: how many rows, how often and how patiently the panels load. */
export const PANEL_ROWS = { siteAdmin: 20, userPortal: 10, compact: 3 } as const;

export const PANEL_REFRESH_MS = { expiry: 60_000, recall: 120_000 } as const;

export const PANEL_RETRY = { maxAttempts: 3, stepMs: 2_000 } as const;

/** Success and error lines in a panel vanish by themselves after this long. */
export const PANEL_MESSAGE_MS = 5_000;

/** Batches shown on the user portal's recent-stock card. */
export const RECENT_STOCK_ROWS = 5;
