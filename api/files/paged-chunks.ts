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

/** Rows an export reads per query when it reads on from the last row read. */
export const KEYSET_CHUNK = 1000;

/**
 * A list that grows without bound (stock, scans, the ledger, the audit log), a chunk at a time:
 * `readAfter` answers up to KEYSET_CHUNK rows after the given one (null: from the start), in the
 * list's order, so no row is counted, skipped over or read twice however long the list.
 */
export function keysetChunks<Row, Out>(
  readAfter: (last: Row | null) => Promise<Row[]>,
  toOut: (row: Row) => Out,
): () => AsyncGenerator<Out[]> {
  return async function* () {
    let rows = await readAfter(null);
    while (rows.length > 0) {
      yield rows.map(toOut);
      const last = rows[rows.length - 1];
      if (rows.length < KEYSET_CHUNK || last === undefined) return;
      rows = await readAfter(last);
    }
  };
}
