import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BrowserWindowConstructorOptions,
  PrinterInfo,
  WebContentsPrintOptions,
} from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PRINT_BYTES } from '../shared/kiosk.ts';
import { listPrinters, PAGE_PDF, printPage, printPdf, type PrintDeps } from './print.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PRINTERS: PrinterInfo[] = [
  { name: 'HP_A4', displayName: 'HP A4 (förrådet)', description: '', options: {} },
  { name: 'Brother_Expedition', displayName: '', description: '', options: {} },
];

type FakeWindow = {
  options: BrowserWindowConstructorOptions;
  loaded: { path: string; bytes: Buffer } | null;
  printed: WebContentsPrintOptions | null;
  closed: boolean;
};

let tempDir: string;
let windows: FakeWindow[];
beforeEach(() => {
  tempDir = mkdtempSync(join(tmpdir(), 'medvakt-print-test-'));
  windows = [];
});
afterEach(() => rmSync(tempDir, { recursive: true, force: true }));

function deps(
  configuredPrinter: string | null,
  outcome: { success: boolean; reason?: string } = { success: true },
): PrintDeps {
  return {
    tempDir,
    configuredPrinter,
    settleMs: 0,
    createWindow: (options) => {
      const record: FakeWindow = { options, loaded: null, printed: null, closed: false };
      windows.push(record);
      const window = {
        loadFile: (path: string) => {
          record.loaded = { path, bytes: readFileSync(path) };
          return Promise.resolve();
        },
        close: () => {
          record.closed = true;
        },
        isDestroyed: () => record.closed,
        webContents: {
          getPrintersAsync: () => Promise.resolve(PRINTERS),
          print: (
            options?: WebContentsPrintOptions,
            callback?: (success: boolean, reason: string) => void,
          ) => {
            record.printed = options ?? null;
            setTimeout(() => callback?.(outcome.success, outcome.reason ?? ''), 1);
          },
        },
      };
      return window;
    },
  };
}

const leftovers = () => readdirSync(tempDir);

describe('silent PDF printing', () => {
  it('prints silently on A4 on the configured printer, in a hidden window with the PDF viewer', async () => {
    const result = await printPdf(deps('HP_A4'), PDF, { copies: 2, title: 'QR-ark Förrådet' });
    expect(result).toEqual({ printer: 'HP_A4' });
    const [window] = windows;
    expect(window?.printed).toEqual({
      silent: true,
      printBackground: true,
      pageSize: 'A4',
      deviceName: 'HP_A4',
      copies: 2,
    });
    expect(window?.options.show).toBe(false);
    expect(window?.options.webPreferences?.plugins).toBe(true);
    expect(window?.loaded?.bytes.equals(Buffer.from(PDF))).toBe(true);
    expect(window?.loaded?.path.endsWith('QR-ark Förrådet.pdf')).toBe(true);
    expect(window?.closed).toBe(true);
    expect(existsSync(window?.loaded?.path ?? '')).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('lets the print ask for another printer than the configured one', async () => {
    const result = await printPdf(deps('HP_A4'), PDF, { printer: 'Brother_Expedition' });
    expect(result).toEqual({ printer: 'Brother_Expedition' });
    expect(windows[0]?.printed?.deviceName).toBe('Brother_Expedition');
  });

  it('leaves the printer to the system default when none is configured or asked for', async () => {
    const result = await printPdf(deps(null), PDF);
    expect(result).toEqual({ printer: null });
    expect(windows[0]?.printed).toEqual({ silent: true, printBackground: true, pageSize: 'A4' });
    expect(windows[0]?.printed && 'deviceName' in windows[0].printed).toBe(false);
  });

  it('refuses what is not a PDF, too large, or badly asked, before any window opens', async () => {
    await expect(printPdf(deps(null), new TextEncoder().encode('<html>'))).rejects.toThrow(
      'Det som skickades till skrivaren är inte ett PDF-dokument.',
    );
    await expect(printPdf(deps(null), 'JVBERi0=')).rejects.toThrow(
      'Inget PDF-dokument att skriva ut.',
    );
    await expect(printPdf(deps(null), new Uint8Array())).rejects.toThrow(
      'Inget PDF-dokument att skriva ut.',
    );
    const huge = new Uint8Array(MAX_PRINT_BYTES + 1);
    huge.set(PDF);
    await expect(printPdf(deps(null), huge)).rejects.toThrow(
      'PDF-dokumentet är för stort att skriva ut (max 20 MB).',
    );
    await expect(printPdf(deps(null), PDF, { copies: 0 })).rejects.toThrow(
      'Ogiltiga utskriftsinställningar: antal kopior måste vara ett heltal 1–20.',
    );
    await expect(printPdf(deps(null), PDF, { printer: '' })).rejects.toThrow(
      'Ogiltiga utskriftsinställningar: skrivarens namn måste vara 1–200 tecken.',
    );
    await expect(printPdf(deps(null), PDF, { landscape: true })).rejects.toThrow(
      'Ogiltiga utskriftsinställningar: okänd inställning landscape.',
    );
    expect(windows).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a printer the computer does not have, and cleans up', async () => {
    await expect(printPdf(deps('Saknas_A4'), PDF)).rejects.toThrow(
      'Skrivaren "Saknas_A4" finns inte på den här datorn.',
    );
    expect(windows[0]?.printed).toBeNull();
    expect(windows[0]?.closed).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('answers a failed print in Swedish, closing the window and removing the file', async () => {
    await expect(
      printPdf(deps('HP_A4', { success: false, reason: 'Print job failed' }), PDF),
    ).rejects.toThrow('Utskriften misslyckades (Print job failed).');
    await expect(
      printPdf(deps(null, { success: false, reason: 'Print job canceled' }), PDF),
    ).rejects.toThrow('Utskriften avbröts.');
    expect(windows.every((w) => w.closed)).toBe(true);
    expect(leftovers()).toEqual([]);
  });
});

describe('printing the window as it shows', () => {
  const pageContents = (pdf: Uint8Array) => {
    const asked: unknown[] = [];
    return {
      asked,
      contents: {
        printToPDF: (options: unknown) => {
          asked.push(options);
          return Promise.resolve(Buffer.from(pdf));
        },
      },
    };
  };

  it('renders the window to an A4 PDF with the print stylesheet and prints it silently', async () => {
    const { asked, contents } = pageContents(PDF);
    const result = await printPage(deps('HP_A4'), contents, { title: 'Lagerhantering' });
    expect(result).toEqual({ printer: 'HP_A4' });
    expect(asked).toEqual([PAGE_PDF]);
    expect(PAGE_PDF).toEqual({ pageSize: 'A4', printBackground: false, preferCSSPageSize: true });
    const [window] = windows;
    expect(window?.loaded?.bytes.equals(Buffer.from(PDF))).toBe(true);
    expect(window?.loaded?.path.endsWith('Lagerhantering.pdf')).toBe(true);
    expect(window?.printed).toMatchObject({ silent: true, pageSize: 'A4', deviceName: 'HP_A4' });
    expect(window?.closed).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('refuses bad options before rendering anything', async () => {
    const { asked, contents } = pageContents(PDF);
    await expect(printPage(deps(null), contents, { copies: 99 })).rejects.toThrow(
      'Ogiltiga utskriftsinställningar: antal kopior måste vara ett heltal 1–20.',
    );
    expect(asked).toEqual([]);
    expect(windows).toEqual([]);
  });

  it("answers a printer's failure in Swedish, as a PDF's print does", async () => {
    const { contents } = pageContents(PDF);
    await expect(
      printPage(deps('HP_A4', { success: false, reason: 'Print job failed' }), contents),
    ).rejects.toThrow('Utskriften misslyckades (Print job failed).');
    expect(windows.every((w) => w.closed)).toBe(true);
    expect(leftovers()).toEqual([]);
  });
});

describe('printer list', () => {
  it("maps the system's printers to the bridge's shape", async () => {
    const contents = { getPrintersAsync: () => Promise.resolve(PRINTERS) };
    expect(await listPrinters(contents)).toEqual([
      { name: 'HP_A4', display_name: 'HP A4 (förrådet)', is_default: false },
      { name: 'Brother_Expedition', display_name: 'Brother_Expedition', is_default: false },
    ]);
  });
});
