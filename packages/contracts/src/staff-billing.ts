import { z } from 'zod';
import { idParamSchema, idSchema } from './api.ts';
import { idempotencyKeySchema } from './cart.ts';
import { pricePeriodSchema } from './enums.ts';
import { tetriSchema } from './money.ts';

/* ------------------------------------------------------------------------------------------------
 * Staff billing actions (issue 28 item 2, ADR 032): refund a payment, retry a failed renewal now,
 * cancel for the customer, reactivate, write off an overdue period; and the customer's undo of a
 * cancellation (item 3). Amounts are tetri; a refund's are negative in the ledger, positive here.
 * ---------------------------------------------------------------------------------------------- */

/** One line of a paid payment as the refund dialog shows it: paid, refunded so far, left. */
export const refundableLineSchema = z.object({
  paymentLineId: z.number().int(),
  purchasedItemId: z.number().int().nullable(),
  productKey: z.string(),
  productName: z.string(),
  period: pricePeriodSchema,
  periodStart: z.string().nullable(),
  quantity: z.number().int(),
  paid: tetriSchema,
  refunded: tetriSchema,
  left: tetriSchema,
});
export type RefundableLine = z.infer<typeof refundableLineSchema>;

/** `GET /api/admin/payment/refundable`: a paid payment's lines and what is left to refund. */
export const refundableSchema = z.object({
  paymentId: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  amount: tetriSchema,
  refunded: tetriSchema,
  left: tetriSchema,
  lines: z.array(refundableLineSchema),
});
export type Refundable = z.infer<typeof refundableSchema>;

export const paymentIdQuerySchema = z.strictObject({ paymentId: idParamSchema });

/**
 * `POST /api/admin/payment/refund`: the lines and tetri to give back. `idempotencyKey` is made once
 * per dialog by the console: a double click or a repeated request answers the first refund.
 */
export const refundBodySchema = z.strictObject({
  paymentId: idSchema,
  idempotencyKey: idempotencyKeySchema,
  lines: z
    .array(z.strictObject({ paymentLineId: idSchema, amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }))
    .min(1)
    .max(200),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundResultSchema = z.object({
  /** The refund's own payment (kind REFUND). */
  refundPaymentId: z.number().int(),
  paymentId: z.number().int(),
  /** Tetri given back (positive). */
  amount: tetriSchema,
  /** PENDING: the bank took the refund and has not finished it yet. */
  status: z.enum(['SUCCEEDED', 'PENDING']),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/**
 * `POST /api/admin/purchase/retry` and `POST /api/admin/purchase/write-off` (issue 39 item 14): the
 * item and the key the console makes once per opening of the confirmation, so a double click or a
 * repeated request is one charge or one write-off, answered as the first.
 */
export const staffItemActionBodySchema = z.strictObject({ purchasedItemId: idSchema, idempotencyKey: idempotencyKeySchema });
export type StaffItemActionBody = z.infer<typeof staffItemActionBodySchema>;

/** The answer of an action on a subscription: where the item stands afterwards. */
export const itemActionResultSchema = z.object({
  purchasedItemId: z.number().int(),
  status: z.enum(['ACTIVE', 'CANCELING', 'CANCELED']),
  nextPaymentDate: z.string().nullable(),
  /** Tetri charged (retry now) or forgiven (write off); 0 for cancel and reactivate. */
  amount: tetriSchema,
  /** The payment a retry made. */
  paymentId: z.number().int().nullable(),
});
export type ItemActionResult = z.infer<typeof itemActionResultSchema>;
