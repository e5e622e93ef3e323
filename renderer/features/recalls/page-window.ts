/** How many page numbers the recall monitor shows around the current page (spec 2-stock §9). */
export const PAGE_WINDOW_SIZE = 5;

export type PageWindow = {
  /** The page numbers shown as buttons, in order. */
  pages: number[];
  /** Whether '...' stands between the window and the last page. */
  ellipsis: boolean;
  /** The last page, shown after the window when the window does not reach it. */
  last: number | null;
};

/**
 * A window of up to five pages centred on the current one and kept inside 1..total; with more than
 * five pages and the current page before the last two, the last page follows. The ellipsis marks
 * pages left out, so it is not shown when the window already ends next to the last page.
 */
export function pageWindow(current: number, total: number): PageWindow {
  if (total < 1) return { pages: [], ellipsis: false, last: null };
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  let start = Math.max(1, page - Math.floor(PAGE_WINDOW_SIZE / 2));
  const end = Math.min(total, start + PAGE_WINDOW_SIZE - 1);
  start = Math.max(1, end - PAGE_WINDOW_SIZE + 1);
  const pages = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  const showLast = total > PAGE_WINDOW_SIZE && page < total - 2 && end < total;
  return {
    pages,
    ellipsis: showLast && end < total - 1,
    last: showLast ? total : null,
  };
}
