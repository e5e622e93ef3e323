import { describe, expect, it } from 'vitest';
import { guardSession, guardWebContents, RETRY_URL } from './guards.ts';
import { fakeSession, fakeWebContents } from './test/fakes.ts';

const APP = 'http://127.0.0.1:41234';
const appOrigin = () => APP;

describe('navigation guard', () => {
  it('lets the window navigate and redirect within the app, and nowhere else', () => {
    const fake = fakeWebContents();
    guardWebContents(fake.contents, appOrigin);

    expect(fake.emitPreventable('will-navigate', `${APP}/user/lager`)).toBe(false);
    expect(fake.emitPreventable('will-redirect', `${APP}/login`)).toBe(false);

    expect(fake.emitPreventable('will-navigate', 'https://example.com/')).toBe(true);
    expect(fake.emitPreventable('will-navigate', 'http://127.0.0.1:41235/')).toBe(true);
    expect(fake.emitPreventable('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fake.emitPreventable('will-navigate', 'data:text/html,<p>x</p>')).toBe(true);
    expect(fake.emitPreventable('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('prevents all navigation while no app is loaded (a status screen is showing)', () => {
    const fake = fakeWebContents();
    guardWebContents(fake.contents, () => null);
    expect(fake.emitPreventable('will-navigate', `${APP}/`)).toBe(true);
  });

  it("turns the status screen's retry link into a new start attempt, loading nothing", () => {
    const fake = fakeWebContents();
    let retries = 0;
    guardWebContents(
      fake.contents,
      () => null,
      () => (retries += 1),
    );
    expect(fake.emitPreventable('will-navigate', RETRY_URL)).toBe(true);
    expect(retries).toBe(1);
  });

  it('denies every new window and refuses webviews', () => {
    const fake = fakeWebContents();
    guardWebContents(fake.contents, appOrigin);
    expect(fake.openWindow(`${APP}/other`)).toEqual({ action: 'deny' });
    expect(fake.openWindow('https://example.com/')).toEqual({ action: 'deny' });
    expect(fake.emitPreventable('will-attach-webview', 'https://example.com/')).toBe(true);
  });
});

describe('permission guard', () => {
  const setup = () => {
    const fake = fakeSession();
    guardSession(fake.session, appOrigin);
    return fake;
  };

  it('grants the camera (video only) to the app', async () => {
    const fake = setup();
    const details = {
      requestingUrl: `${APP}/scan`,
      securityOrigin: `${APP}/`,
      mediaTypes: ['video'],
    };
    expect(await fake.request('media', details)).toBe(true);
    expect(fake.check('media', APP, { mediaType: 'video', requestingUrl: `${APP}/scan` })).toBe(
      true,
    );
  });

  it('denies the microphone, alone or with the camera', async () => {
    const fake = setup();
    const url = `${APP}/scan`;
    expect(await fake.request('media', { requestingUrl: url, mediaTypes: ['audio'] })).toBe(false);
    expect(
      await fake.request('media', { requestingUrl: url, mediaTypes: ['video', 'audio'] }),
    ).toBe(false);
    expect(await fake.request('media', { requestingUrl: url, mediaTypes: [] })).toBe(false);
    expect(fake.check('media', APP, { mediaType: 'audio' })).toBe(false);
    expect(fake.check('media', APP, { mediaType: 'unknown' })).toBe(false);
  });

  it('denies geolocation, notifications and everything else, even to the app', async () => {
    const fake = setup();
    for (const permission of [
      'geolocation',
      'notifications',
      'midi',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(await fake.request(permission, { requestingUrl: `${APP}/` })).toBe(false);
      expect(fake.check(permission, APP, {})).toBe(false);
    }
  });

  it('denies the camera to any other origin', async () => {
    const fake = setup();
    const other = 'https://example.com';
    expect(await fake.request('media', { requestingUrl: `${other}/`, mediaTypes: ['video'] })).toBe(
      false,
    );
    expect(
      await fake.request('media', {
        requestingUrl: `${APP}/`,
        securityOrigin: `${other}/`,
        mediaTypes: ['video'],
      }),
    ).toBe(false);
    expect(fake.check('media', other, { mediaType: 'video' })).toBe(false);
    expect(fake.check('media', 'http://127.0.0.1:1', { mediaType: 'video' })).toBe(false);
  });
});
