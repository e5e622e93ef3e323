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
