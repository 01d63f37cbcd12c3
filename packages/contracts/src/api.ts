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

/** `offset` and `limit` of a paged list; the default limit is read at request time, so it follows PAGE_SIZES. */
export const pagingQuery = (defaultLimit: () => number) => ({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});
