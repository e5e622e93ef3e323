import type { Session } from 'electron';
import { KIOSK_KEY_HEADER } from '../shared/schemas/kiosks.ts';
import { isAppUrl, type AppOrigin } from './origin.ts';

/**
 * Adds the kiosk's device key to every request to the app's own server, and to nothing else.
 * The renderer never sees the key: it lives in main and goes straight onto the wire.
 */
export function sendKioskKey(
  session: Pick<Session, 'webRequest'>,
  appOrigin: AppOrigin,
  keyOf: () => string | null,
): void {
  session.webRequest.onBeforeSendHeaders((details, callback) => {
    const key = keyOf();
    // Whatever the page put there itself is dropped, in any spelling of the name.
    const requestHeaders = Object.fromEntries(
      Object.entries(details.requestHeaders).filter(
        ([name]) => name.toLowerCase() !== KIOSK_KEY_HEADER.toLowerCase(),
      ),
    );
    if (key && isAppUrl(details.url, appOrigin())) requestHeaders[KIOSK_KEY_HEADER] = key;
    callback({ requestHeaders });
  });
}
