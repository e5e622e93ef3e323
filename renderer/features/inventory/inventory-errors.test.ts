import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, MESSAGES } from '../../api-client/client.ts';
import { loadLanguage, translate } from '../../i18n/t.ts';
import {
  disposeErrorKey,
  loadErrorKey,
  saveErrorText,
  type ErrorText,
} from './inventory-errors.ts';

const http = (
  status: number,
  detail: string = MESSAGES.fallback,
  code: string | null = null,
  paths: string[] = [],
) =>
  new ApiRequestError(
    detail,
    status,
    code,
    paths.map((path) => ({ path, message: detail })),
  );
beforeAll(() => loadLanguage('en'));

const offline = new ApiRequestError(MESSAGES.offline, 0, null, [], 'network');
const shown = (text: ErrorText, language: 'sv' | 'en' = 'en') =>
  'key' in text ? translate(language, text.key) : text.text;

describe('inventory load errors (spec 2-stock §8)', () => {
  it.each([
    [http(403), 'Access denied. Please contact your administrator.'],
    [http(400, 'Ingen enhet vald', 'NO_SITE'), 'No site selected. Please select a site first.'],
    [http(401), 'Your session has expired. Please log in again.'],
    [http(500), 'Server error. Please try again later.'],
    [http(503), 'Server error. Please try again later.'],
    [offline, 'Network error. Please check your connection.'],
    [http(404), 'Failed to load inventory. Please refresh the page.'],
    [new Error('boom'), 'Failed to load inventory. Please refresh the page.'],
  ])('%o reads %s in English', (error, text) => {
    expect(translate('en', loadErrorKey(error))).toBe(text);
  });

  it('has a Swedish text for each case', () => {
    expect(translate('sv', loadErrorKey(http(403)))).toBe(
      'Åtkomst nekad. Kontakta din administratör.',
    );
  });
});

describe('inventory save errors', () => {
  it('409 is the batch message', () => {
    expect(shown(saveErrorText(http(409, 'Batchnumret finns redan', 'BATCH_EXISTS')))).toBe(
      'This batch number already exists for this medicine. Please use a different batch number.',
    );
  });

  it('400 and 422 answers are read by what they are about', () => {
    expect(shown(saveErrorText(http(400, 'Ingen enhet vald', 'NO_SITE')))).toBe(
      'No site selected. Please select a site first.',
    );
    expect(shown(saveErrorText(http(422, 'Ogiltigt utgångsdatum', null, ['expiry_date'])))).toBe(
      'Invalid expiry date',
    );
    expect(shown(saveErrorText(http(400, 'Invalid expiry date format')))).toBe(
      'Invalid expiry date',
    );
    expect(
      shown(saveErrorText(http(422, 'Antal får inte vara negativt', null, ['quantity']))),
    ).toBe('Invalid quantity');
    expect(shown(saveErrorText(http(422, 'Enhetstyp måste vara styck eller paket')))).toBe(
      'Enhetstyp måste vara styck eller paket',
    );
    expect(shown(saveErrorText(http(400)))).toBe('Invalid data');
  });

  it('other statuses', () => {
    expect(shown(saveErrorText(http(403)))).toBe(
      'You do not have permission to change the inventory.',
    );
    expect(shown(saveErrorText(http(404)))).toBe('Medicine or inventory item not found.');
    expect(shown(saveErrorText(http(502)))).toBe('Server error. Please try again later.');
    expect(shown(saveErrorText(offline))).toBe('Network error. Please check your connection.');
  });
});

describe('dispose errors (Swedish in the spec)', () => {
  it.each([
    [http(403), 'Du har inte behörighet att kassera lagerartikeln.'],
    [http(409, 'För få', 'INSUFFICIENT_STOCK'), 'Antalet är större än det som finns i lager.'],
    [http(400, 'Ingen enhet vald', 'NO_SITE'), 'Ingen enhet vald. Välj en enhet först.'],
    [
      http(422, 'Antal måste vara minst 1', null, ['quantity']),
      'Ogiltiga uppgifter för kassationen.',
    ],
    [http(404), 'Lagerartikeln hittades inte.'],
    [http(500), 'Serverfel'],
    [offline, 'Nätverksfel'],
    [http(409), 'Misslyckades med att kassera lagerartikeln.'],
  ])('%o reads %s', (error, text) => {
    expect(translate('sv', disposeErrorKey(error))).toBe(text);
  });
});
