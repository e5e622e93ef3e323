/** Rows per page an export asks a paged list for. */
export const EXPORT_PAGE = 500;

/**
 * A paged list's rows a page at a time, through the list's own service, so an export shows
 * exactly what the screen may show. For lists of hundreds or a few thousand rows; a list that
 * grows without bound reads its rows after the last one instead (the stock list does).
 */
export function pagedChunks<R>(
  readPage: (page: number, size: number) => Promise<{ items: R[] }>,
): () => AsyncGenerator<R[]> {
  return async function* () {
    for (let page = 1; ; page++) {
      const { items } = await readPage(page, EXPORT_PAGE);
      if (items.length > 0) yield items;
      if (items.length < EXPORT_PAGE) return;
    }
  };
}
