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

export function productsAgree(notice: NoticeProduct, stock: StockProduct): boolean {
  if (notice.gtin && stock.gtin) return notice.gtin === stock.gtin;
  if (!namesAgree(notice.product_name, stock.name)) return false;
  if (notice.strength?.trim() && stock.strength?.trim())
    return strengthKey(notice.strength) === strengthKey(stock.strength);
  return true;
}
