import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, MESSAGES } from '../../api-client/client.ts';
import { translate } from '../../i18n/t.ts';
import {
  classifyDisposeError,
  classifyLoadError,
  retryAttempt,
  retryDelayMs,
  shouldRetryLoad,
} from './panel-errors.ts';

const http = (status: number) => new ApiRequestError(MESSAGES.fallback, status);
const unreachable = new ApiRequestError(MESSAGES.offline, 0, null, [], 'network');
const timedOut = new ApiRequestError(MESSAGES.timeout, 0, null, [], 'timeout');
const sv = (key: Parameters<typeof translate>[1]) => translate('sv', key);

describe('panel load errors (spec 1-platform §8, panels)', () => {
  it.each([
    [unreachable, 'Ingen internetanslutning. Kontrollera din anslutning och försök igen.', true],
    [timedOut, 'Ingen internetanslutning. Kontrollera din anslutning och försök igen.', true],
    [
      new TypeError('Failed to fetch'),
      'Ingen internetanslutning. Kontrollera din anslutning och försök igen.',
      true,
    ],
    [
      new Error('Network request failed'),
      'Ingen internetanslutning. Kontrollera din anslutning och försök igen.',
      true,
    ],
    [http(401), 'Din session har upphört. Vänligen logga in igen.', false],
    [http(403), 'Din session har upphört. Vänligen logga in igen.', false],
    [http(500), 'Serverfel. Vårt team har blivit meddelat. Försök igen om några minuter.', false],
    [http(503), 'Serverfel. Vårt team har blivit meddelat. Försök igen om några minuter.', false],
    [
      http(404),
      'Ett oväntat fel uppstod. Försök igen eller kontakta support om problemet kvarstår.',
      false,
    ],
    [
      http(422),
      'Ett oväntat fel uppstod. Försök igen eller kontakta support om problemet kvarstår.',
      false,
    ],
    [
      'boom',
      'Ett oväntat fel uppstod. Försök igen eller kontakta support om problemet kvarstår.',
      false,
    ],
  ])('%o reads the right text (retry: %s)', (error, text, retryable) => {
    const result = classifyLoadError(error, true);
    expect(sv(result.key)).toBe(text);
    expect(result.retryable).toBe(retryable);
  });

  it('treats any failure while the browser is offline as a lost connection', () => {
    expect(classifyLoadError(http(500), false)).toEqual({
      key: 'panels.error.network',
      retryable: true,
    });
  });

  it('retries connection problems three times, 2 s × the attempt apart, and nothing else', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryLoad(n, unreachable))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryLoad(0, http(401))).toBe(false);
    expect(shouldRetryLoad(0, http(500))).toBe(false);
    expect([0, 1, 2].map(retryDelayMs)).toEqual([2000, 4000, 6000]);
  });

  it('takes a navigator without onLine (a PDF library’s stand-in) as online', () => {
    vi.stubGlobal('navigator', { userAgent: '' });
    try {
      expect(shouldRetryLoad(0, http(401))).toBe(false);
      expect(classifyLoadError(http(500)).key).toBe('panels.error.server');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows 'Återförsök N av 3...' only while a retry of a connection problem runs", () => {
    const progress = (isFetching: boolean, failureCount: number, failureReason: unknown) => ({
      isFetching,
      failureCount,
      failureReason,
    });
    expect(retryAttempt(progress(true, 0, null))).toBeNull();
    expect(retryAttempt(progress(true, 1, unreachable))).toBe(1);
    expect(retryAttempt(progress(true, 3, unreachable))).toBe(3);
    expect(retryAttempt(progress(false, 3, unreachable))).toBeNull();
    expect(retryAttempt(progress(true, 1, http(500)))).toBeNull();
    expect(translate('sv', 'panels.retrying', { attempt: 2, max: 3 })).toBe('Återförsök 2 av 3...');
  });
});

describe('disposal errors from a panel (spec 1-platform §8)', () => {
  it.each([
    [http(404), 'Läkemedlet hittades inte eller har redan kasserats', true],
    [http(403), 'Du har inte behörighet att kassera detta läkemedel', false],
    [unreachable, 'Ingen internetanslutning. Försök igen när du är online.', false],
    [
      new ApiRequestError('Indragningen är redan hanterad.', 409, 'RECALL_ALREADY_RESOLVED'),
      'Läkemedlet hittades inte eller har redan kasserats',
      true,
    ],
    [http(409), 'Kunde inte kassera läkemedel', false],
    [http(500), 'Kunde inte kassera läkemedel', false],
    [new Error('något annat'), 'Kunde inte kassera läkemedel', false],
  ])('%o reads the right text, row gone: %s', (error, text, rowGone) => {
    const result = classifyDisposeError(error, true);
    expect(sv(result.key)).toBe(text);
    expect(result.rowGone).toBe(rowGone);
  });

  it('reads offline whatever the answer when the browser is offline', () => {
    expect(sv(classifyDisposeError(http(404), false).key)).toBe(
      'Ingen internetanslutning. Försök igen när du är online.',
    );
  });
});
