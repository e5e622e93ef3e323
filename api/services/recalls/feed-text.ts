/**
 * Feed texts become plain text before they are stored: tags are dropped and entities decoded, so
 * nothing a feed sends can later be rendered as HTML.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  aacute: 'á',
  oslash: 'ø',
  Oslash: 'Ø',
  aelig: 'æ',
  AElig: 'Æ',
  szlig: 'ß',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  micro: 'µ',
  plusmn: '±',
  times: '×',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
};

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

function codePoint(value: number, original: string): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : original;
}

function decode(text: string, named: (name: string) => string | undefined): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g,
    (all, ref) => {
      const name = String(ref);
      if (name.startsWith('#x') || name.startsWith('#X'))
        return codePoint(parseInt(name.slice(2), 16), all);
      if (name.startsWith('#')) return codePoint(parseInt(name.slice(1), 10), all);
      // Unknown names (a feed's own DOCTYPE entities among them) stay as written: nothing expands.
      return named(name) ?? all;
    },
  );
}

export const decodeXmlEntities = (text: string) =>
  decode(text, (name) => (XML_ENTITIES.has(name) ? NAMED_ENTITIES[name] : undefined));

export const decodeHtmlEntities = (text: string) => decode(text, (name) => NAMED_ENTITIES[name]);

/** The content of an element as written in the XML: CDATA kept verbatim, entities decoded elsewhere. */
export function xmlContentToText(raw: string): string {
  let text = '';
  let rest = raw;
  for (;;) {
    const start = rest.indexOf('<![CDATA[');
    if (start < 0) return text + decodeXmlEntities(rest);
    const end = rest.indexOf(']]>', start + 9);
    text += decodeXmlEntities(rest.slice(0, start));
    text += rest.slice(start + 9, end < 0 ? undefined : end);
    if (end < 0) return text;
    rest = rest.slice(end + 3);
  }
}

const BLOCK_TAGS =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|tr|table|thead|tbody|h[1-6]|section|article|blockquote|pre)\b[^>]*>/gi;

const HAS_TAGS = /<\/?[a-zA-Z][^>]*>/;

/**
 * HTML as the plain text a reader would see: a line per block, no tags, entities decoded. Text
 * without any tag keeps its own line breaks (many feeds send plain text in descriptions).
 */
export function htmlToText(html: string): string {
  const isHtml = HAS_TAGS.test(html);
  const text = (isHtml ? html.replace(/\s+/g, ' ') : html)
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|head|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(BLOCK_TAGS, '\n')
    .replace(/<\/?[a-zA-Z!?][^>]*>/g, '');
  // Escaped markup ('&lt;script&gt;') is text to the reader; it must not turn into a tag anywhere.
  const decoded = decodeHtmlEntities(text).replace(/<(?=[a-zA-Z!/?])/g, '‹');
  const plain = normaliseWhitespace(decoded);
  return isHtml ? plain.replace(/\n{2,}/g, '\n') : plain;
}

export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cuts text to at most `max` characters (whole characters, never half a surrogate pair). */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}
