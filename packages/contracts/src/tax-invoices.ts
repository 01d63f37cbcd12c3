import { z } from 'zod';
import { idSchema } from './api.ts';

/**
 * A payment's tax invoice at the Revenue Service (issue 41 item 3, ADR 046), as the history, the receipt
 * and the admin console show it. A payment with no invoice (a personal customer's, or one made while the
 * seller was not a VAT payer) has `taxInvoice: null`: "not needed".
 *
 * WAITING: to be sent; SENT: at RS.ge, the buyer has not answered; CONFIRMED / REFUSED: the buyer's
 * answer; FAILED: the service refused it (`error` has its words; staff retry); NOT_CONFIGURED: no RS.ge
 * credentials when it was due, nothing sent.
 */
export const TAX_INVOICE_STATUSES = ['WAITING', 'SENT', 'CONFIRMED', 'REFUSED', 'FAILED', 'NOT_CONFIGURED'] as const;
export type TaxInvoiceStatus = (typeof TAX_INVOICE_STATUSES)[number];

/** The admin payments filter's values: every status, and NOT_NEEDED for payments without an invoice. */
export const TAX_INVOICE_FILTERS = [...TAX_INVOICE_STATUSES, 'NOT_NEEDED'] as const;
export type TaxInvoiceFilter = (typeof TAX_INVOICE_FILTERS)[number];
export const taxInvoiceFilterSchema = z.enum(TAX_INVOICE_FILTERS);

export const taxInvoiceSchema = z.object({
  kind: z.enum(['INVOICE', 'CORRECTION']),
  status: z.enum(TAX_INVOICE_STATUSES),
  /** RS.ge's series and number, once sent (`ეა-70 1234567`). */
  series: z.string().nullable(),
  number: z.string().nullable(),
  /** Staff only: the service's words for a failure, or why it waits. */
  error: z.string().nullable().optional(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/** The number as printed: series and number (`ეა-70 1234567`), or null until RS.ge gave one. */
export const taxInvoiceNumber = (invoice: Pick<TaxInvoice, 'series' | 'number'> | null | undefined): string | null =>
  invoice?.number ? [invoice.series, invoice.number].filter(Boolean).join(' ') : null;

/** `POST /api/admin/payment/tax-invoice/retry`. */
export const taxInvoiceRetryBodySchema = z.strictObject({ paymentId: idSchema });
export const taxInvoiceRetryResultSchema = z.object({ paymentId: z.number().int(), status: z.enum(TAX_INVOICE_STATUSES) });
