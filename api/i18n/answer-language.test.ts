import { describe, expect, it } from 'vitest';
import { answerLanguage } from './answer-language.ts';
import { inEnglish } from './translate.ts';

describe('the language an answer is given in', () => {
  it('is English when the preferred language is English, Swedish otherwise', () => {
    expect(answerLanguage('en')).toBe('en');
    expect(answerLanguage('en-GB,en;q=0.9,sv;q=0.8')).toBe('en');
    expect(answerLanguage('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(answerLanguage('sv;q=0.5, en;q=0.9')).toBe('en');
    expect(answerLanguage('de-DE,de')).toBe('sv');
    expect(answerLanguage('english')).toBe('sv');
    expect(answerLanguage('en;q=0')).toBe('sv');
    expect(answerLanguage('*')).toBe('sv');
    expect(answerLanguage('')).toBe('sv');
    expect(answerLanguage(undefined)).toBe('sv');
  });
});

describe('a refusal in English', () => {
  it('puts the values back, with unit and duration words in English', () => {
    expect(
      inEnglish(
        'Inte tillräckligt med lager: batch LOT-7 har 3 styck kvar, varav 2 styck väntar på destruktion.',
      ),
    ).toBe('Not enough stock: batch LOT-7 has 3 pcs left, of which 2 pcs await destruction.');
    expect(inEnglish('Vittnets tagg är låst i 1 minut. Signera med e-post och lösenord.')).toBe(
      "The witness's badge is locked for 1 minute. Sign with e-mail and password.",
    );
    expect(inEnglish('Anteckning får vara max 500 tecken')).toBe(
      'Note may be at most 500 characters',
    );
    expect(inEnglish('Rad 2: Kassationen hittades inte.')).toBe('Row 2: Disposal not found.');
    expect(
      inEnglish(
        'Batch B-1 är spärrad på grund av indragningen av Morfin Meda (klass II). Returnera eller kassera batchen, eller avfärda indragningen först.',
      ),
    ).toBe(
      'Batch B-1 is blocked because of the recall of Morfin Meda (class II). Return or dispose of the batch, or dismiss the recall first.',
    );
  });

  it('leaves a text the catalogue does not know as it is', () => {
    expect(inEnglish('Morfin Meda 10 mg')).toBe('Morfin Meda 10 mg');
  });
});
