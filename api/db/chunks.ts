// Well below SQLite's and PostgreSQL's limits on bound values per statement.
const CHUNK = 300;

/** A list cut in parts small enough to bind in one statement each. */
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
