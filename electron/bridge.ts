import {
  KIOSK_CHANNELS,
  type KioskBridge,
  type KioskChannel,
  type KioskInfo,
  type PrinterInfo,
  type PrintResult,
} from '../shared/kiosk-bridge.ts';

/** How main answers every bridge call: errors travel as Swedish text, not as IPC exceptions. */
export type IpcAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

export type Invoke = (channel: KioskChannel, ...args: unknown[]) => Promise<unknown>;

function unwrap(answer: unknown): unknown {
  if (typeof answer === 'object' && answer !== null && 'ok' in answer) {
    const typed = answer as IpcAnswer<unknown>;
    if (typed.ok) return typed.value;
    throw new Error(typed.error);
  }
  throw new Error('Kiosken svarade inte som väntat.');
}

/** `window.kiosk`: each method is one invoke on its own channel, and nothing else. */
export function createKioskBridge(invoke: Invoke): KioskBridge {
  return {
    printPdf: async (bytes, options) =>
      unwrap(await invoke(KIOSK_CHANNELS.printPdf, bytes, options)) as PrintResult,
    printPage: async (options) =>
      unwrap(await invoke(KIOSK_CHANNELS.printPage, options)) as PrintResult,
    printers: async () => unwrap(await invoke(KIOSK_CHANNELS.printers)) as PrinterInfo[],
    info: async () => unwrap(await invoke(KIOSK_CHANNELS.info)) as KioskInfo,
  };
}
