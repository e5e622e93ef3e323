import {
  MAX_PRINT_BYTES,
  type KioskBridge,
  type KioskInfo,
  type PrintOptions,
  type PrintResult,
} from '../../shared/kiosk.ts';
import { isKioskBridge } from './kiosk-bridge.ts';
import { printInFrame } from './print-frame.ts';

/** What a browser says about itself: no kiosk version, the page's own server, the dialog's printer. */
export type BrowserInfo = { mode: 'browser'; version: null; server: string; printer: null };
export type PlatformInfo = KioskInfo | BrowserInfo;

/** Where a print went: to the kiosk's printer (null: the system default) or the browser's dialog. */
export type PrintOutcome = { via: 'kiosk'; printer: string | null } | { via: 'dialog' };

/** The kiosk bridge's interface, for whichever surface the renderer runs on. */
export type Platform = Omit<KioskBridge, 'info' | 'printPage'> & {
  kind: 'kiosk' | 'browser';
  info: () => Promise<PlatformInfo>;
  /** Prints the screen as it shows now, with the print stylesheet. */
  printPage: (options?: PrintOptions) => Promise<PrintOutcome>;
};

// window.print() returns once the dialog is closed: printed or cancelled, the page cannot tell.
const printWithDialog = (): Promise<PrintOutcome> => {
  window.print();
  return Promise.resolve({ via: 'dialog' });
};

/** A PDF larger than the kiosk accepts; refused before it is sent. */
export class PrintTooLargeError extends Error {
  override name = 'PrintTooLargeError';
  constructor(readonly bytes: number) {
    super(`PDF:en är för stor för utskrift (${bytes} byte)`);
  }
}

export function kioskPlatform(bridge: KioskBridge): Platform {
  return {
    kind: 'kiosk',
    printPdf: (bytes, options) =>
      bytes.byteLength > MAX_PRINT_BYTES
        ? Promise.reject(new PrintTooLargeError(bytes.byteLength))
        : bridge.printPdf(bytes, options),
    printPage: async (options) => {
      if (!bridge.printPage) return printWithDialog();
      const { printer } = await bridge.printPage(options);
      return { via: 'kiosk', printer: printer || null };
    },
    printers: () => bridge.printers(),
    info: () => bridge.info(),
  };
}

export function browserPlatform(origin: string): Platform {
  return {
    kind: 'browser',
    async printPdf(bytes: Uint8Array, options?: PrintOptions): Promise<PrintResult> {
      const pdf = new Blob([bytes.slice()], { type: 'application/pdf' });
      await printInFrame(pdf, options?.title ?? 'PDF för utskrift');
      return { printer: null };
    },
    printPage: printWithDialog,
    printers: () => Promise.resolve([]),
    info: () => Promise.resolve({ mode: 'browser', version: null, server: origin, printer: null }),
  };
}

/** The kiosk's bridge when the host offers a complete one, else the browser's own way. */
export function choosePlatform(host: { kiosk?: unknown; location: { origin: string } }): Platform {
  if (isKioskBridge(host.kiosk)) return kioskPlatform(host.kiosk);
  if (host.kiosk !== undefined) {
    console.warn('window.kiosk saknar utskriftsfunktionerna; webbläsarens utskrift används.');
  }
  return browserPlatform(host.location.origin);
}

let chosen: Platform | null = null;

/** The platform of this window; the preload sets window.kiosk before any script of ours runs. */
export function platform(): Platform {
  chosen ??= choosePlatform(window);
  return chosen;
}
