import { describe, expect, it } from 'vitest';
import { ApiRequestError, MESSAGES } from '../../api-client/client.ts';
import { translate } from '../../i18n/t.ts';
import { failureText, generationFailure } from './sheet-errors.ts';
import { layoutLabel } from './sheet-settings.ts';

const say = (error: unknown) =>
  failureText(generationFailure(error), (key) => translate('sv', key));

describe('QR sheet failures (spec 2-stock §8)', () => {
  it('says there was no answer when the server could not be reached', () => {
    for (const kind of ['network', 'offline', 'timeout'] as const)
      expect(say(new ApiRequestError(MESSAGES[kind], 0, null, [], kind))).toBe(
        'Inget svar från servern',
      );
  });

  it("shows the server's own Swedish detail", () => {
    const detail = 'Enheten har inga aktiva läkemedelsmallar att skapa QR-koder för.';
    expect(say(new ApiRequestError(detail, 422, 'NO_ACTIVE_TEMPLATES'))).toBe(detail);
  });

  it("falls back to 'Kunde inte generera PDF'", () => {
    expect(say(new ApiRequestError(MESSAGES.fallback, 500))).toBe('Kunde inte generera PDF');
    expect(say(new TypeError('x'))).toBe('Kunde inte generera PDF');
  });
});

describe('sheet layouts', () => {
  it('names the grids of 12, 16 and 20 codes and nothing else', () => {
    expect([12, 16, 20].map(layoutLabel)).toEqual(['3×4', '4×4', '4×5']);
    expect(layoutLabel(9)).toBeNull();
  });
});
