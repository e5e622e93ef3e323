import { describe, expect, it } from 'vitest';
import { noticeCorpus } from './notice-corpus.ts';
import { readNoticeText } from './notice-fields.ts';
import { isAuthorisationWithdrawal, recallLevelIn } from './notice-kind.ts';

describe('reading recall notices in the shapes they are issued in', () => {
  it.each(noticeCorpus)('$shape', ({ text, expected }) => {
    expect({
      ...readNoticeText(text),
      level: recallLevelIn(text),
      withdrawal: isAuthorisationWithdrawal(text),
    }).toEqual(expected);
  });

  it('has at least 14 notices, recalls and withdrawals, with and without batches', () => {
    expect(noticeCorpus.length).toBeGreaterThanOrEqual(14);
    expect(noticeCorpus.filter((n) => n.expected.withdrawal).length).toBeGreaterThanOrEqual(2);
    expect(noticeCorpus.filter((n) => n.expected.batches.length === 0).length).toBeGreaterThan(2);
  });
});

describe('what a sentence says about level and authorisation', () => {
  it.each([
    ['Till vårdgivare och apotek. Indragning av batch AB123.', null],
    ['Nivå: vårdgivare', 'vårdgivare'],
    ['Recall level: Pharmacy', 'apotek'],
    ['The company is recalling the batch to wholesale level.', 'grossist'],
    ['Förpackningen omfattar 28 tabletter och används av patienter.', null],
    ['Indragningen sker på apoteksnivå och omfattar inte konsumentnivå.', 'apotek'],
    ['Indragningen sker ned till patientnivå.', 'konsument'],
    ['Indragningen riktar sig till sjukhusapotek och partihandel.', 'apotek'],
  ])('%s → level %s', (text, level) => {
    expect(recallLevelIn(text)).toBe(level);
  });

  it.each([
    ['Läkemedelsverket har återkallat godkännandet för försäljning för Xyz 10 mg tabletter.', true],
    ['The marketing authorisation for Xyz 10 mg has been withdrawn. This is not a recall.', true],
    ['Xyz 10 mg avregistreras per den 1 juni 2027. Restlager får säljas.', true],
    ['Godkännandet för försäljning av Xyz upphör att gälla 2027-06-30.', true],
    ['Detta är inte en indragning utan ett tillbakadragande av godkännandet för Xyz.', true],
    ['Innehavaren av godkännandet för försäljning drar in batch AB123 av Xyz.', false],
    [
      'Företaget drar in samtliga förpackningar av Xyz då godkännandet har dragits tillbaka.',
      false,
    ],
    ['Tillbakadragande av batch AB123 av Xyz 10 mg. Produkten avregistreras senare.', false],
    ['Samtliga förpackningar dras in och ingen ny leverans sker; produkten avregistreras.', false],
    ['Tillbakadragande av Xyz 10 mg från marknaden.', false],
  ])('%s → withdrawal %s', (text, withdrawal) => {
    expect(isAuthorisationWithdrawal(text)).toBe(withdrawal);
  });

  it("reads 'klass i' in lower case as the preposition, not as class I", () => {
    expect(readNoticeText('Indragning av Xyz 10 mg, unik i sin klass i Sverige').recall_class).toBe(
      null,
    );
    expect(readNoticeText('Indragning av Xyz 10 mg. Indragningsklass: I').recall_class).toBe('I');
  });
});
