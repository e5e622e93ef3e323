import type { Session, WebContents } from 'electron';

type Listener = (...args: unknown[]) => unknown;

/** A WebContents that records its listeners and window-open handler. */
export function fakeWebContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: Listener | null = null;
  const contents = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler: Listener) {
      openHandler = handler;
    },
  };
  return {
    contents: contents as unknown as WebContents,
    /** Emits an event whose first argument can be prevented; tells whether it was. */
    emitPreventable(event: string, url: string, ...rest: unknown[]): boolean {
      let prevented = false;
      const details = { url, preventDefault: () => (prevented = true) };
      for (const listener of listeners.get(event) ?? []) listener(details, url, ...rest);
      return prevented;
    },
    openWindow(url: string): unknown {
      return openHandler?.({ url, frameName: '', features: '', disposition: 'new-window' });
    },
    has: (event: string) => (listeners.get(event)?.length ?? 0) > 0,
  };
}

/** A Session that keeps the permission handlers the guards install. */
export function fakeSession() {
  let request: Listener | null = null;
  let check: Listener | null = null;
  const session = {
    setPermissionRequestHandler(handler: Listener) {
      request = handler;
    },
    setPermissionCheckHandler(handler: Listener) {
      check = handler;
    },
  };
  return {
    session: session as unknown as Session,
    request(permission: string, details: Record<string, unknown>): Promise<boolean> {
      return new Promise((resolve) => request?.(null, permission, resolve, details));
    },
    check(permission: string, origin: string, details: Record<string, unknown>): boolean {
      return check?.(null, permission, origin, { isMainFrame: true, ...details }) === true;
    },
  };
}
