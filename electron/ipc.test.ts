import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS, type KioskInfo } from '../shared/kiosk.ts';
import { createKioskBridge } from './bridge.ts';
import { registerKioskIpc, type KioskHandlers } from './ipc.ts';

const APP = 'http://127.0.0.1:41234';
const INFO: KioskInfo = { version: '1.0.0', mode: 'embedded', server: APP, printer: null };

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;

function setup(overrides: Partial<KioskHandlers> = {}) {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
  } as unknown as IpcMain;
  const calls: unknown[][] = [];
  registerKioskIpc(
    ipcMain,
    {
      printPdf: (...args) => {
        calls.push(args);
        return Promise.resolve({ printer: 'HP_A4' });
      },
      printPage: (options) => {
        calls.push(['page', options]);
        return Promise.resolve({ printer: null });
      },
      printers: () => Promise.resolve([]),
      info: () => Promise.resolve(INFO),
      ...overrides,
    },
    () => APP,
  );
  const invokeFrom =
    (url: string | null) =>
    (channel: string, ...args: unknown[]) => {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler for ${channel}`);
      const event = { senderFrame: url === null ? null : { url } } as unknown as IpcMainInvokeEvent;
      return handler(event, ...args);
    };
  return { handlers, calls, invokeFrom };
}

describe('kiosk IPC', () => {
  it('handles exactly the four bridge channels', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(KIOSK_CHANNELS).sort());
  });

  it('serves the app, through the same bridge the preload exposes', async () => {
    const { calls, invokeFrom } = setup();
    const bridge = createKioskBridge(invokeFrom(`${APP}/site-admin/qr`));
    const pdf = new TextEncoder().encode('%PDF-1.7');
    expect(await bridge.printPdf(pdf, { copies: 1 })).toEqual({ printer: 'HP_A4' });
    expect(await bridge.printPage?.({ title: 'Lager' })).toEqual({ printer: null });
    expect(calls).toEqual([
      [pdf, { copies: 1 }],
      ['page', { title: 'Lager' }],
    ]);
    expect(await bridge.info()).toEqual(INFO);
    expect(await bridge.printers()).toEqual([]);
  });

  it('refuses a sender from another origin, a status screen, or no frame', async () => {
    const { calls, invokeFrom } = setup();
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:41235/',
      'data:text/html,x',
      null,
    ]) {
      const bridge = createKioskBridge(invokeFrom(url));
      await expect(bridge.printPdf(new Uint8Array([1]))).rejects.toThrow(
        'Begäran kom inte från Medvakt och avvisades.',
      );
      await expect(bridge.info()).rejects.toThrow('Begäran kom inte från Medvakt och avvisades.');
      await expect(bridge.printPage?.()).rejects.toThrow(
        'Begäran kom inte från Medvakt och avvisades.',
      );
    }
    expect(calls).toEqual([]);
  });

  it('refuses extra arguments', async () => {
    const { invokeFrom } = setup();
    expect(await invokeFrom(`${APP}/`)(KIOSK_CHANNELS.info, 'extra')).toEqual({
      ok: false,
      error: 'Ogiltig begäran till kiosken.',
    });
    expect(await invokeFrom(`${APP}/`)(KIOSK_CHANNELS.printPage, {}, 'extra')).toEqual({
      ok: false,
      error: 'Ogiltig begäran till kiosken.',
    });
  });

  it("hands a handler's Swedish error to the page as the error's message", async () => {
    const { invokeFrom } = setup({
      printPdf: () => Promise.reject(new Error('Skrivaren "HP_A4" finns inte på den här datorn.')),
    });
    const bridge = createKioskBridge(invokeFrom(`${APP}/`));
    await expect(bridge.printPdf(new Uint8Array([1]))).rejects.toThrow(
      /^Skrivaren "HP_A4" finns inte på den här datorn\.$/,
    );
  });
});
