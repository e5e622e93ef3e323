const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue value with placeholders ('Utgått för {days} dagar sedan') matches the guide's
 * spelling of it ('Utgått för N dagar sedan'); values that are mostly placeholders match nothing.
 */
export function catalogueMatcher(value: string): (text: string) => boolean {
  if (!value.includes('{')) return (text) => text === value;
  const literal = value.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
  if (literal.length < 4) return () => false;
  const pattern = new RegExp(
    `^${value
      .split(/\{\w+\}/)
      .map(escape)
      .join('\\S+')}$`,
    'u',
  );
  return (text) => pattern.test(text);
}

/** A badge label's N as a number: 'N dagar' matches '5 dagar'. */
export const badgePattern = (label: string): RegExp =>
  new RegExp(`^${escape(label).replace(/\bN\b/g, '\\d+')}$`);
