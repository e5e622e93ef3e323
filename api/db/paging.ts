import type { SelectQueryBuilder } from 'kysely';
import { pageCount } from '../../shared/schemas/common.ts';
import { asObject } from './json-text.ts';

/** A page of a list: which one (from 1) and how many rows a page holds. */
export type Paging = { page: number; size: number };

/** The rows before the page. */
export const offsetOf = ({ page, size }: Paging) => (page - 1) * size;

/** How many rows a list's query has (PostgreSQL answers a count as text). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row: unknown = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(asObject(row)?.total ?? 0);
}

/** The answer of every list paged by `page` and `size`. */
export function pageAnswer<T>(items: T[], total: number, { page, size }: Paging) {
  return { items, total, page, size, pages: pageCount(total, size) };
}
