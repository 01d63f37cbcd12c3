import { z } from 'zod';

/** Every successful body is `{ data: ... }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Lists are `{ data: { list, count } }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), count: z.number().int().nonnegative() }) });

/** Every error body. `fieldErrors` maps a dotted field path to its first message (400 only). */
export const errorBodySchema = z.object({
  errorKey: z.string(),
  errorMessage: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The largest row id (PostgreSQL `integer`, the type of every id column). */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a JSON body: a JSON number, a whole one from 1 up, never coerced (issue 39 item 17:
 * `{"purchasedItemId": true}` was read as item 1, and `"1"` or `[1]` as well).
 */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** Decimal digits only (at most 16), no sign, no spaces, no point, exponent or hex: what a query or path may carry as a number. */
const digitsOf = (v: unknown) => (typeof v === 'string' && /^[0-9]{1,16}$/.test(v) ? Number(v) : v);

/**
 * An id in a query string or a path (strings by nature): exactly the digits of a positive integer
 * (`1`, `42`, a staff member's `007`), read strictly; `true`, `' 1'`, `'1e0'`, `'0x1'`, `'+1'`, `'1.0'` and `''` are refused
 * (issue 39 item 17). Documented as an integer, so the web's typed client sends numbers.
 */
export const idParamSchema = z.preprocess(digitsOf, idSchema);

/** A whole number from `min` to `max` in a query string, read as strictly as an id. */
export const countParamSchema = (min: number, max: number) => z.preprocess(digitsOf, z.number().int().min(min).max(max));

/** `offset` and `limit` of a paged list; the default limit is read at request time, so it follows PAGE_SIZES. */
export const pagingQuery = (defaultLimit: () => number) => ({
  offset: countParamSchema(0, 1_000_000).default(0),
  limit: countParamSchema(1, 100).default(defaultLimit),
});
