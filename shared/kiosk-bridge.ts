/**
 * The kiosk bridge between renderer and Electron's main process, without zod, so the sandboxed
 * preload bundle stays small. The validating schemas are in kiosk.ts.
 */

/** embedded: the kiosk runs its own API on 127.0.0.1; connected: it uses a central server. */
export const KIOSK_MODES = ['embedded', 'connected'] as const;
export type KioskMode = (typeof KIOSK_MODES)[number];

/** Options of a silent print. A4 is always asked for; the printer defaults to the configured one. */
export type PrintOptions = {
  copies?: number | undefined;
  /** Overrides the configured printer for this print. */
  printer?: string | undefined;
  /** Shown in the print queue. */
  title?: string | undefined;
};

export type PrintResult = { printer: string | null; pages?: number };

export type PrinterInfo = { name: string; display_name: string; is_default: boolean };

export type KioskInfo = {
  version: string;
  mode: KioskMode;
  /** The API base the renderer talks to (the embedded one on 127.0.0.1, or the central server). */
  server: string;
  /** The configured printer, null for the system default. */
  printer: string | null;
};

/** What the preload exposes as `window.kiosk`. */
export type KioskBridge = {
  printPdf: (bytes: Uint8Array, options?: PrintOptions) => Promise<PrintResult>;
  /**
   * Prints the window as it shows now, with the print stylesheet, silently on A4. Optional: a
   * central server's newer app may run in a kiosk whose shell is older.
   */
  printPage?: (options?: PrintOptions) => Promise<PrintResult>;
  printers: () => Promise<PrinterInfo[]>;
  info: () => Promise<KioskInfo>;
};

/**
 * The only IPC channels between renderer and main, one per bridge method. The preload sends on
 * these and nothing else; main handles these and nothing else.
 */
export const KIOSK_CHANNELS = {
  printPdf: 'kiosk:print-pdf',
  printPage: 'kiosk:print-page',
  printers: 'kiosk:printers',
  info: 'kiosk:info',
} as const satisfies Record<keyof KioskBridge, string>;

export type KioskChannel = (typeof KIOSK_CHANNELS)[keyof typeof KIOSK_CHANNELS];

/** Largest PDF the bridge accepts (a sheet of 1,000 codes is about 1 MB). */
export const MAX_PRINT_BYTES = 20 * 1024 * 1024;
