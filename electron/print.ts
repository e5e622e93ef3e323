import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import {
  MAX_PRINT_BYTES,
  PrintOptions,
  type PrinterInfo,
  type PrintResult,
} from '../shared/kiosk.ts';

type PrintContents = Pick<WebContents, 'print' | 'getPrintersAsync'>;
export type PrintWindow = Pick<BrowserWindow, 'loadFile' | 'close' | 'isDestroyed'> & {
  webContents: PrintContents;
};

export type PrintDeps = {
  /** Makes the hidden window the PDF is loaded into (Electron: new BrowserWindow(options)). */
  createWindow: (options: BrowserWindowConstructorOptions) => PrintWindow;
  tempDir: string;
  /** From kiosk.json; null prints on the system default. */
  configuredPrinter: string | null;
  /** Time for the PDF viewer to lay the document out after loading. */
  settleMs?: number;
};

const OPTION_TEXTS: Record<string, string> = {
  copies: 'antal kopior måste vara ett heltal 1–20',
  printer: 'skrivarens namn måste vara 1–200 tecken',
  title: 'titeln får vara max 200 tecken',
};

function validBytes(bytes: unknown): Uint8Array {
  if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0)
    throw new Error('Inget PDF-dokument att skriva ut.');
  if (bytes.byteLength > MAX_PRINT_BYTES)
    throw new Error(
      `PDF-dokumentet är för stort att skriva ut (max ${MAX_PRINT_BYTES / 1024 / 1024} MB).`,
    );
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-')
    throw new Error('Det som skickades till skrivaren är inte ett PDF-dokument.');
  return bytes;
}

export function validPrintOptions(options: unknown): PrintOptions {
  const parsed = PrintOptions.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const texts = parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `okänd inställning ${issue.keys.join(', ')}`
      : (OPTION_TEXTS[String(issue.path[0])] ?? 'ogiltigt värde'),
  );
  throw new Error(`Ogiltiga utskriftsinställningar: ${texts.join('; ')}.`);
}

function printFailure(reason: string, printer: string | null): string {
  if (/cancel/i.test(reason)) return 'Utskriften avbröts.';
  if (/device|printer/i.test(reason) && printer)
    return `Skrivaren "${printer}" gick inte att använda (${reason}).`;
  return `Utskriften misslyckades (${reason || 'okänt fel'}).`;
}

function fileName(title: string | undefined): string {
  const safe = (title ?? '')
    .replace(/[^\p{L}\p{N} _-]/gu, '_')
    .trim()
    .slice(0, 80);
  return `${safe || 'Medvakt'}.pdf`;
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Prints a PDF silently on A4: on the printer asked for, else the configured one, else the system
 * default. The PDF goes through a temp file into a hidden window with the PDF viewer; the window
 * is closed and the file removed whatever happens.
 */
export async function printPdf(
  deps: PrintDeps,
  bytes: unknown,
  options?: unknown,
): Promise<PrintResult> {
  const pdf = validBytes(bytes);
  const { copies, printer, title } = validPrintOptions(options);
  const deviceName = printer ?? deps.configuredPrinter ?? null;

  const dir = await mkdtemp(join(deps.tempDir, 'medvakt-print-'));
  let window: PrintWindow | null = null;
  try {
    const file = join(dir, fileName(title));
    await writeFile(file, pdf, { mode: 0o600 });
    window = deps.createWindow({
      show: false,
      webPreferences: {
        plugins: true,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
      },
    });
    const contents = window.webContents;
    if (deviceName !== null) {
      const known = await contents.getPrintersAsync();
      if (!known.some((p) => p.name === deviceName))
        throw new Error(`Skrivaren "${deviceName}" finns inte på den här datorn.`);
    }
    await window.loadFile(file);
    await wait(deps.settleMs ?? 1000);
    await new Promise<void>((resolve, reject) => {
      contents.print(
        {
          silent: true,
          printBackground: true,
          pageSize: 'A4',
          ...(deviceName !== null ? { deviceName } : {}),
          ...(copies !== undefined ? { copies } : {}),
        },
        (success, failureReason) => {
          if (success) resolve();
          else reject(new Error(printFailure(failureReason, deviceName)));
        },
      );
    });
    return { printer: deviceName };
  } finally {
    if (window && !window.isDestroyed()) window.close();
    await rm(dir, { recursive: true, force: true });
  }
}

type PageContents = Pick<WebContents, 'printToPDF'>;

/** The page as the print stylesheet lays it out; the stylesheet's @page sets size and margins. */
export const PAGE_PDF = {
  pageSize: 'A4',
  printBackground: false,
  preferCSSPageSize: true,
} as const;

/**
 * Prints the window as it shows now: Chromium renders it to PDF with the print stylesheet, and
 * the PDF prints the way every other PDF of the kiosk does.
 */
export async function printPage(
  deps: PrintDeps,
  contents: PageContents,
  options?: unknown,
): Promise<PrintResult> {
  validPrintOptions(options);
  const pdf = await contents.printToPDF(PAGE_PDF);
  return printPdf(deps, new Uint8Array(pdf), options);
}

/** The printers the operating system knows. Electron does not say which is the system default. */
export async function listPrinters(
  contents: Pick<WebContents, 'getPrintersAsync'>,
): Promise<PrinterInfo[]> {
  const printers = await contents.getPrintersAsync();
  return printers.map((p) => ({
    name: p.name,
    display_name: p.displayName || p.name,
    is_default: false,
  }));
}
