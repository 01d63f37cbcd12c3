import { z } from 'zod';

/** A company's tax number as the Revenue Service knows it (issue 41 section 2): its identification code, 9 digits. */
export const taxNumberParamsSchema = z.object({
  tin: z.string().regex(/^\d{9}$/, 'should contain 9 digits'),
});

/**
 * What the Revenue Service says of a tax number: its registered name and whether it pays VAT, that it
 * knows no such number, or nothing (the service is not configured or did not answer; never a reason to
 * stop a purchase).
 */
export const taxNumberLookupSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), name: z.string(), vatPayer: z.boolean() }),
  z.object({ status: z.literal('unknown') }),
  z.object({ status: z.literal('unavailable') }),
]);
export type TaxNumberLookup = z.infer<typeof taxNumberLookupSchema>;
