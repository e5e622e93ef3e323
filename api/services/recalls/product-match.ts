/**
 * Whether a notice's product and a stock item's medicine are the same product. A batch number
 * alone is not enough: two manufacturers may print the same one.
 */
export type NoticeProduct = { product_name: string; strength: string | null; gtin: string | null };
export type StockProduct = { name: string; strength: string | null; gtin?: string | null };

const words = (name: string) =>
  name
    .toLowerCase()
    .replace(/[®™©*]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** '10 mg' = '10mg' = '10 MG'; '0,5 mg' = '0.5 mg'; µg, mcg and mikrogram are one unit. */
export function strengthKey(strength: string): string {
  return strength
    .toLowerCase()
    .replace(/,/g, '.')
    .replace(/\s+/g, '')
    .replace(/mikrogram|mcg|µg|μg/g, 'ug');
}

const containsWords = (outer: string[], inner: string[]) =>
  inner.length > 0 && outer.some((_, start) => inner.every((word, k) => outer[start + k] === word));

/**
 * Names agree when one contains the other word for word ('Alvedon' in 'Alvedon 500 mg
 * filmdragerade tabletter'), or at least their first words are the same ('Metoprolol Sandoz' and
 * 'Metoprolol').
 */
export function namesAgree(noticeName: string, stockName: string): boolean {
  const notice = words(noticeName);
  const stock = words(stockName);
  if (notice.length === 0 || stock.length === 0) return false;
  return containsWords(notice, stock) || containsWords(stock, notice) || notice[0] === stock[0];
}

/** The name's first word, which whole-product notices find medicines by (an indexed column). */
export const productWord = (name: string) => (words(name)[0] ?? '').slice(0, 100);

/**
 * A name's keys as stored beside it: its first word (indexed) and all its words, which the
 * matcher compares word for word in SQL before it reads a single batch.
 */
export const productKeys = (name: string) => ({
  product_word: productWord(name),
  product_words: words(name).join(' ').slice(0, 300),
});

/** 'filmdragerade tabletter' → 'tablett', 'Kapslar, hårda' → 'kapsel': the form's head word. */
const FORM_PLURALS: [RegExp, string][] = [
  [/tabletter$/, 'tablett'],
  [/kapslar$/, 'kapsel'],
  [/suppositorier$/, 'suppositorium'],
  [/plåstren$/, 'plåster'],
];
const KNOWN_FORMS = new Set([
  'tablett',
  'depottablett',
  'enterotablett',
  'munsönderfallande',
  'sublingualtablett',
  'brustablett',
  'kapsel',
  'depotkapsel',
  'enterokapsel',
  'injektionsvätska',
  'infusionsvätska',
  'suppositorium',
  'plåster',
  'depotplåster',
  'kräm',
  'salva',
  'gel',
  'nässpray',
  'inhalationspulver',
  'inhalationsspray',
  'ögondroppar',
  'rektallösning',
  'sublingualspray',
]);

function formKey(form: string): string | null {
  const head = words(form).find((word) =>
    /tablett|kapsl|kapsel|vätska|plåster|spray|droppar|suppositori|kräm|salva|gel|pulver|lösning/.test(
      word,
    ),
  );
  if (!head) return null;
  return FORM_PLURALS.reduce((key, [plural, one]) => key.replace(plural, one), head);
}

/**
 * Forms differ only when both are forms we know and they are not the same ('depottablett' and
 * 'tablett' are different products); a form we cannot read never keeps a recall from a batch.
 */
export function formsAgree(noticeForm: string | null, stockForm: string | null): boolean {
  const notice = noticeForm ? formKey(noticeForm) : null;
  const stock = stockForm ? formKey(stockForm) : null;
  if (!notice || !stock || !KNOWN_FORMS.has(notice) || !KNOWN_FORMS.has(stock)) return true;
  return notice === stock;
}

export type WholeProduct = NoticeProduct & { pharmaceutical_form: string | null };
export type StockPack = StockProduct & { form: string | null; packGtin: string | null };

/**
 * Whether a notice that names no batches covers a medicine: its GTIN is one of the medicine's
 * packs, or the names contain one another word for word (not only the first word: 'Metoprolol
 * Sandoz' does not cover 'Metoprolol Teva') with the same strength and form where both give one.
 * A different GTIN does not rule a medicine out: a whole-product recall covers every pack size.
 */
export function coversProduct(notice: WholeProduct, stock: StockPack): boolean {
  if (notice.gtin && stock.packGtin === notice.gtin) return true;
  const noticeWords = words(notice.product_name);
  const stockWords = words(stock.name);
  if (!containsWords(noticeWords, stockWords) && !containsWords(stockWords, noticeWords))
    return false;
  if (notice.strength?.trim() && stock.strength?.trim()) {
    if (strengthKey(notice.strength) !== strengthKey(stock.strength)) return false;
  }
  return formsAgree(notice.pharmaceutical_form, stock.form);
}

export function productsAgree(notice: NoticeProduct, stock: StockProduct): boolean {
  if (notice.gtin && stock.gtin) return notice.gtin === stock.gtin;
  if (!namesAgree(notice.product_name, stock.name)) return false;
  if (notice.strength?.trim() && stock.strength?.trim())
    return strengthKey(notice.strength) === strengthKey(stock.strength);
  return true;
}
