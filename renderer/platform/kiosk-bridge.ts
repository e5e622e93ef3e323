import type { KioskBridge } from '../../shared/kiosk.ts';

declare global {
  // Only an interface merges into the DOM's Window; the kiosk's preload sets this, a browser not.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    readonly kiosk?: KioskBridge;
  }
}

const BRIDGE_METHODS = [
  'printPdf',
  'printers',
  'info',
] as const satisfies readonly (keyof KioskBridge)[];

/** True when the value offers every method of the kiosk bridge. */
export function isKioskBridge(value: unknown): value is KioskBridge {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  return BRIDGE_METHODS.every((method) => typeof Reflect.get(value, method) === 'function');
}
