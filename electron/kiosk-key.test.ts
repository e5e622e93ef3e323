import { describe, expect, it } from 'vitest';
import { sendKioskKey } from './kiosk-key.ts';

type Listener = (
  details: { url: string; requestHeaders: Record<string, string> },
  callback: (answer: { requestHeaders: Record<string, string> }) => void,
) => void;

/** The headers main lets a request to `url` go out with. */
function sentHeaders(listener: Listener, url: string, headers: Record<string, string> = {}) {
  let sent: Record<string, string> = {};
  listener({ url, requestHeaders: headers }, (answer) => {
    sent = answer.requestHeaders;
  });
  return sent;
}

function install(key: string | null, origin = 'https://medvakt.region.se') {
  let listener: Listener = () => undefined;
  const session = {
    webRequest: {
      onBeforeSendHeaders: (l: Listener) => {
        listener = l;
      },
    },
  };
  sendKioskKey(
    session as never,
    () => origin,
    () => key,
  );
  return listener;
}

describe('the kiosk device key', () => {
  it('goes with requests to the app server only', () => {
    const listener = install('k'.repeat(43));
    expect(sentHeaders(listener, 'https://medvakt.region.se/api/v1/kiosks/current')).toEqual({
      'X-Kiosk-Key': 'k'.repeat(43),
    });
    expect(sentHeaders(listener, 'https://elsewhere.example/track')).toEqual({});
    expect(sentHeaders(listener, 'http://medvakt.region.se/api/v1/health')).toEqual({});
  });

  it('is never one the page set itself, and nothing without a configured key', () => {
    const forged = { 'x-kiosk-key': 'forged', Accept: 'application/json' };
    expect(
      sentHeaders(install(null), 'https://medvakt.region.se/api/v1/auth/badge-login', forged),
    ).toEqual({
      Accept: 'application/json',
    });
  });
});
