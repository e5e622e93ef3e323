import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  KIOSK_CHANNELS,
  type KioskChannel,
  type KioskInfo,
  type PrinterInfo,
  type PrintResult,
} from '../shared/kiosk.ts';
import type { IpcAnswer } from './bridge.ts';
import { isAppUrl, type AppOrigin } from './origin.ts';

export type KioskHandlers = {
  printPdf: (bytes: unknown, options: unknown) => Promise<PrintResult>;
  printPage: (options: unknown) => Promise<PrintResult>;
  printers: () => Promise<PrinterInfo[]>;
  info: () => Promise<KioskInfo>;
};

const REFUSED = 'Begäran kom inte från Medvakt och avvisades.';

function describe(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Okänt fel i kiosken.';
}

/**
 * Handles exactly the bridge's channels. A call is served only when the frame that sent it shows
 * the app's own origin (not a status screen, not another site) and its arguments fit.
 */
export function registerKioskIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: KioskHandlers,
  appOrigin: AppOrigin,
): void {
  const handle = <T>(
    channel: KioskChannel,
    maxArgs: number,
    run: (args: unknown[]) => Promise<T>,
  ) => {
    ipcMain.handle(
      channel,
      async (event: IpcMainInvokeEvent, ...args: unknown[]): Promise<IpcAnswer<T>> => {
        if (!isAppUrl(event.senderFrame?.url, appOrigin())) return { ok: false, error: REFUSED };
        if (args.length > maxArgs) return { ok: false, error: 'Ogiltig begäran till kiosken.' };
        try {
          return { ok: true, value: await run(args) };
        } catch (error) {
          return { ok: false, error: describe(error) };
        }
      },
    );
  };
  handle(KIOSK_CHANNELS.printPdf, 2, ([bytes, options]) => handlers.printPdf(bytes, options));
  handle(KIOSK_CHANNELS.printPage, 1, ([options]) => handlers.printPage(options));
  handle(KIOSK_CHANNELS.printers, 0, () => handlers.printers());
  handle(KIOSK_CHANNELS.info, 0, () => handlers.info());
}
