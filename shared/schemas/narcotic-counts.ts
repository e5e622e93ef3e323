import { z } from 'zod';
import { Id, SizeQuery } from './common.ts';
import { NARCOTIC_COUNT_STATUSES } from './narcotics.ts';

const Day = z.iso.date({ error: 'Datum ska skrivas ÅÅÅÅ-MM-DD' });

/** Which of the unit's control counts to list: one product or all, a period of Swedish days. */
export const CountListQuery = SizeQuery.pick({ page: true, size: true }).extend({
  template_id: Id.optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export type CountListQuery = z.infer<typeof CountListQuery>;

/** One saved control count: who counted, who witnessed, when, and what it found. */
export const CountListItem = z.object({
  id: Id,
  medicine_template_id: Id,
  medicine_name: z.string(),
  counted_at: z.string(),
  counter_name: z.string(),
  witness_name: z.string().nullable(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
  status: z.enum(NARCOTIC_COUNT_STATUSES),
  note: z.string().nullable(),
});
export type CountListItem = z.infer<typeof CountListItem>;

export const CountList = z.object({
  items: z.array(CountListItem),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type CountList = z.infer<typeof CountList>;
