import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PRINT_BYTES, type KioskBridge, type PrintOptions } from '../../shared/kiosk.ts';
import { translate } from '../i18n/t.ts';
import { choosePlatform, PrintTooLargeError } from './platform.ts';
import { printFailureDetail, printOutcomeText, printPdfFile, printScreen } from './print.ts';

const origin = 'https://medvakt.example.se';
const sv = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('sv', key, params);

function fakeBridge(printer: string | null = 'HP LaserJet Läkemedelsrum') {
  const printed: { bytes: Uint8Array; options?: PrintOptions }[] = [];
  const bridge: KioskBridge = {
    printPdf: (bytes, options) => {
      printed.push({ bytes, options });
      return Promise.resolve({ printer, pages: 1 });
    },
    printers: () =>
      Promise.resolve([{ name: 'hp', display_name: 'HP LaserJet', is_default: true }]),
    info: () =>
      Promise.resolve({
        version: '1.4.0',
        mode: 'embedded',
        server: 'http://127.0.0.1:41234',
        printer,
      }),
  };
  return { bridge, printed };
}

const pdf = () => new Blob(['%PDF-1.7 intyg'], { type: 'application/pdf' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('choosing the platform', () => {
  it('uses the kiosk bridge when the window offers one', async () => {
    const { bridge, printed } = fakeBridge();
    const chosen = choosePlatform({ kiosk: bridge, location: { origin } });
    expect(chosen.kind).toBe('kiosk');

    const outcome = await printPdfFile(pdf(), { title: 'intyg.pdf' }, chosen);
    expect(outcome).toEqual({ via: 'kiosk', printer: 'HP LaserJet Läkemedelsrum' });
    expect(new TextDecoder().decode(printed[0]?.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(printed[0]?.options).toEqual({ title: 'intyg.pdf' });
    expect(await chosen.printers()).toHaveLength(1);
    expect(await chosen.info()).toMatchObject({ mode: 'embedded', version: '1.4.0' });
  });

  it('falls back to the browser when there is no bridge', async () => {
    const chosen = choosePlatform({ location: { origin } });
    expect(chosen.kind).toBe('browser');
    expect(await chosen.printers()).toEqual([]);
    expect(await chosen.info()).toEqual({
      mode: 'browser',
      version: null,
      server: origin,
      printer: null,
    });
  });

  it('does not trust a bridge that lacks a method or is not an object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bridge } = fakeBridge();
    const malformed: unknown[] = [
      { printPdf: bridge.printPdf },
      { ...bridge, info: 'embedded' },
      { ...bridge, printers: undefined },
      'kiosk',
      null,
      42,
    ];
    for (const kiosk of malformed)
      expect(choosePlatform({ kiosk, location: { origin } }).kind).toBe('browser');
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a PDF larger than the kiosk accepts before sending it', async () => {
    const { bridge, printed } = fakeBridge();
    const chosen = choosePlatform({ kiosk: bridge, location: { origin } });
    const tooLarge = new Uint8Array(MAX_PRINT_BYTES + 1);
    await expect(chosen.printPdf(tooLarge)).rejects.toBeInstanceOf(PrintTooLargeError);
    expect(printed).toHaveLength(0);
  });
});

describe('printing the screen', () => {
  it("goes to the kiosk's printer through the bridge, not the print dialog", async () => {
    const { bridge } = fakeBridge();
    const asked: unknown[] = [];
    bridge.printPage = (options) => {
      asked.push(options);
      return Promise.resolve({ printer: 'HP LaserJet Läkemedelsrum' });
    };
    const print = vi.fn();
    vi.stubGlobal('window', { print });
    const chosen = choosePlatform({ kiosk: bridge, location: { origin } });
    expect(await printScreen('Lagerhantering', chosen)).toEqual({
      via: 'kiosk',
      printer: 'HP LaserJet Läkemedelsrum',
    });
    expect(asked).toEqual([{ title: 'Lagerhantering' }]);
    expect(print).not.toHaveBeenCalled();
  });

  it('opens the print dialog in a browser, and in a kiosk whose shell cannot print pages', async () => {
    const print = vi.fn();
    vi.stubGlobal('window', { print });
    const { bridge } = fakeBridge();
    for (const kiosk of [undefined, bridge]) {
      const chosen = choosePlatform({ kiosk, location: { origin } });
      expect(await printScreen('Varningar', chosen)).toEqual({ via: 'dialog' });
    }
    expect(print).toHaveBeenCalledTimes(2);
  });
});

describe('print messages', () => {
  it('names the printer, the default printer or the print window', () => {
    expect(printOutcomeText({ via: 'kiosk', printer: 'HP' }, sv)).toBe(
      'Utskriften skickades till skrivaren HP.',
    );
    expect(printOutcomeText({ via: 'kiosk', printer: null }, sv)).toBe(
      'Utskriften skickades till standardskrivaren.',
    );
    expect(printOutcomeText({ via: 'dialog' }, sv)).toBe(
      'Utskriftsfönstret har öppnats. Välj skrivare där.',
    );
  });

  it('treats a kiosk answer without a printer name as the default printer', async () => {
    const { bridge } = fakeBridge(null);
    const chosen = choosePlatform({ kiosk: bridge, location: { origin } });
    expect(await printPdfFile(pdf(), undefined, chosen)).toEqual({ via: 'kiosk', printer: null });
  });

  it("shows the kiosk's own words without the IPC wrapping", () => {
    const error = new Error(
      "Error invoking remote method 'kiosk:print-pdf': Error: Skrivaren HP finns inte",
    );
    expect(printFailureDetail(error, sv)).toBe('Skrivaren HP finns inte');
    expect(printFailureDetail(new PrintTooLargeError(MAX_PRINT_BYTES + 1), sv)).toBe(
      'PDF:en är för stor för att skrivas ut (21 MB, högst 20 MB).',
    );
    expect(printFailureDetail('nej', sv)).toBe(
      'Skrivaren svarade inte. Kontrollera att den är på och har papper.',
    );
  });
});
