import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

export const Id = z.uuid({ error: 'Ogiltigt id' });
export type Id = z.infer<typeof Id>;

/** Every error answer's shape: a Swedish text for the person, a code for the program. */
export const ApiError = z
  .object({
    detail: z
      .string()
      .meta({ description: 'Vad som gick fel, på svenska, att visa för personen.' }),
    code: z.string().meta({
      description:
        'Felets kod för program: UNAUTHORIZED, FORBIDDEN, NOT_FOUND, VALIDATION_ERROR, CONFLICT, RATE_LIMITED och andra allmänna koder, eller en kod för just det anropet (till exempel INSUFFICIENT_STOCK eller FOLLOW_UP_ALREADY_CONFIRMED).',
    }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Vid 422: varje ogiltigt fält med sitt meddelande.' }),
  })
  .meta({
    example: {
      detail: 'Antal får inte vara negativt',
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'quantity', message: 'Antal får inte vara negativt' }],
    },
  });
export type ApiError = z.infer<typeof ApiError>;

const pageNumber = z.coerce
  .number({ error: 'Sidnummer måste vara ett tal' })
  .int({ error: 'Sidnummer måste vara ett heltal' })
  .min(1, { error: 'Sidnummer måste vara minst 1' })
  .default(1);

const pageSize = z.coerce
  .number({ error: 'Sidstorlek måste vara ett tal' })
  .int({ error: 'Sidstorlek måste vara ett heltal' })
  .min(1, { error: 'Sidstorlek måste vara minst 1' })
  .max(MAX_PAGE_SIZE, { error: `Sidstorlek får vara max ${MAX_PAGE_SIZE}` })
  .default(DEFAULT_PAGE_SIZE);

const searchText = z.string().trim().max(200, { error: 'Söktexten är för lång' }).optional();

/** Query of lists that page with `page` and `per_page` (customers, sites). */
export const PerPageQuery = z.object({ page: pageNumber, per_page: pageSize, search: searchText });
export type PerPageQuery = z.infer<typeof PerPageQuery>;

/** Query of lists that page with `page` and `size` (users, audit). */
export const SizeQuery = z.object({ page: pageNumber, size: pageSize, search: searchText });
export type SizeQuery = z.infer<typeof SizeQuery>;

/**
 * A yes/no query parameter: `true`/`false` (or `1`/`0`) in the address, a boolean to the route.
 * The contract calls it a boolean, so a generated client sends one.
 */
export const BooleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Värdet måste vara true eller false' })
  .transform((v) => v === 'true' || v === '1')
  .meta({ type: 'boolean' });

/** A yes/no query parameter that means `fallback` when left out. */
export const booleanQueryOr = (fallback: boolean) =>
  BooleanQuery.default(fallback).meta({ type: 'boolean', default: fallback });

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} måste vara text` })
    .trim()
    .max(max, { error: `${label} får vara max ${max} tecken` })
    .nullish()
    .transform((v) => (v ? v : null));

export const Email = z
  .string({ error: 'E-post krävs' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-post krävs' })
  .max(254, { error: 'Ogiltig e-postadress' })
  .pipe(z.email({ error: 'Ogiltig e-postadress' }));

export const OptionalEmail = z
  .string({ error: 'Ogiltig e-postadress' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Ogiltig e-postadress' })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email({ error: 'Ogiltig e-postadress' }).nullable());

export const pageCount = (total: number, perPage: number) =>
  total === 0 ? 0 : Math.ceil(total / perPage);
