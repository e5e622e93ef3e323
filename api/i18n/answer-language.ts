/** The languages the API answers in: Swedish unless the person asked for English. */
export type AnswerLanguage = 'sv' | 'en';

/**
 * The language an Accept-Language header asks for: the preferred tag (highest q, the first on a
 * tie) decides; `en`, `en-GB`… mean English, anything else or nothing means Swedish.
 */
export function answerLanguage(header: string | undefined | null): AnswerLanguage {
  if (!header) return 'sv';
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'en' || best.tag.startsWith('en-')) ? 'en' : 'sv';
}
