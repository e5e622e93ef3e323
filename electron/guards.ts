import type { Session, WebContents } from 'electron';
import { isAppUrl, type AppOrigin } from './origin.ts';

/** Status screens link here to ask for a new start attempt; nothing is ever loaded from it. */
export const RETRY_URL = 'https://medvakt-kiosk.invalid/retry';

type PreventableEvent = { preventDefault: () => void };

/**
 * Keeps a page inside the app: navigation and redirects only to the app's origin, no new windows,
 * no webviews. Status screens are loaded by main (loadURL), which these events do not see.
 */
export function guardWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  appOrigin: AppOrigin,
  onRetry: () => void = () => undefined,
): void {
  const check = (event: PreventableEvent, url: string) => {
    if (url === RETRY_URL) {
      event.preventDefault();
      onRetry();
    } else if (!isAppUrl(url, appOrigin())) {
      event.preventDefault();
    }
  };
  contents.on('will-navigate', (event) => check(event, event.url));
  contents.on('will-redirect', (event) => check(event, event.url));
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

type PermissionDetails = Parameters<
  Parameters<Session['setPermissionRequestHandler']>[0] & object
>[3];

function asksCameraOnly(details: PermissionDetails): boolean {
  const types = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
  return types.length > 0 && types.every((type) => type === 'video');
}

function comesFromApp(details: PermissionDetails, appOrigin: string | null): boolean {
  const security = 'securityOrigin' in details ? details.securityOrigin : undefined;
  return (
    isAppUrl(details.requestingUrl, appOrigin) &&
    (security === undefined || isAppUrl(security, appOrigin))
  );
}

/** The only permission the app gets is the camera (for scanning), and only for its own pages. */
export function guardSession(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  appOrigin: AppOrigin,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(
      permission === 'media' && asksCameraOnly(details) && comesFromApp(details, appOrigin()),
    );
  });
  session.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin, details) =>
      permission === 'media' &&
      details.mediaType === 'video' &&
      isAppUrl(requestingOrigin, appOrigin()),
  );
}
