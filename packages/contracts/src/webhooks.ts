import { z } from 'zod';
import { PRICE_PERIODS, PRODUCT_TYPES } from './constants.ts';

/**
 * The public webhook catalogue (issue 42 item 1, ADR 047): what the storefront tells a vendor's back office
 * (1C, an ERP, a licence server, a CRM), signed by Standard Webhooks. Each type has one versioned payload
 * schema here; the OpenAPI document's `webhooks` section and the README are written from them.
 *
 * Every message is the Standard Webhooks envelope `{ type, timestamp, data }` plus `version` (the data's
 * shape; a changed shape is a new version, never an edit). Money is exact tetri plus the lari string
 * (`{ tetri: 8900, lari: "89.00" }`); ids are the admin console's: `customerId` (the user's id),
 * `paymentId`, `purchaseId` (a purchased item, a subscription or a licence). No words in any language, no
 * card data beyond the mask. A receiver deduplicates by the `webhook-id` header: delivery is at least once.
 */
export const WEBHOOK_EVENT_TYPES = [
  'customer.registered',
  'customer.verified',
  'purchase.paid',
  'purchase.refused',
  'subscription.renewed',
  'subscription.renewal_refused',
  'subscription.overdue',
  'subscription.paid',
  'subscription.cancelled',
  'subscription.reactivated',
  'subscription.ended',
  'subscription.written_off',
  'refund.made',
  'card.saved',
  'card.removed',
  'card.expiring',
  'tax_invoice.sent',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** The message staff send from the console to try an endpoint; never subscribed to, always allowed. */
export const WEBHOOK_TEST_TYPE = 'webhook.test' as const;
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_TYPE;

/** The version each type's data is written at today. */
export const WEBHOOK_EVENT_VERSION: Record<WebhookMessageType, number> = Object.fromEntries(
  [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE].map((t) => [t, 1]),
) as Record<WebhookMessageType, number>;

/** Exact money: integer tetri and the same amount as a lari string with two decimals ("89.00"). */
export const webhookMoneySchema = z.object({
  tetri: z.number().int(),
  lari: z.string().regex(/^-?\d+\.\d{2}$/),
});
export type WebhookMoney = z.infer<typeof webhookMoneySchema>;
/** Money that is never negative (a refund's: the money given back). */
const givenBackSchema = z.object({
  tetri: z.number().int().nonnegative(),
  lari: z.string().regex(/^\d+\.\d{2}$/),
});

/** Tetri as the payloads write them. */
export function webhookMoney(tetri: number): WebhookMoney {
  const sign = tetri < 0 ? '-' : '';
  const abs = Math.abs(tetri);
  return { tetri, lari: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

const id = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string().datetime({ offset: true });
const period = z.enum(PRICE_PERIODS);
const productKind = z.enum(PRODUCT_TYPES);
/** The error key of a refusal (`CARD_DECLINED`, `INSUFFICIENT_FUNDS`…): stable words for a machine. */
const reason = z.string().min(1).max(64);

const customer = z.object({
  id,
  email: z.string(),
  customerType: z.enum(['PHYSICAL', 'LEGAL']),
  fullName: z.string(),
});

const paidLine = z.object({
  purchaseId: id,
  productKey: z.string(),
  period,
  kind: productKind,
  quantity: z.number().int().positive(),
  amount: webhookMoneySchema,
});

const renewedLine = z.object({
  purchaseId: id,
  productKey: z.string(),
  period: z.enum(['M1', 'Y1']),
  quantity: z.number().int().positive(),
  amount: webhookMoneySchema,
  /** The first day of the period paid (Tbilisi). */
  periodStart: day,
  /** The subscription's next payment date after this payment. */
  nextPaymentDate: day,
});

const charged = {
  customerId: id,
  paymentId: id,
  paidAt: instant,
  amount: webhookMoneySchema,
  /** The VAT rate the payment was made at, in basis points (1800 = 18%); null: no VAT. */
  vatRateBp: z.number().int().nullable(),
};

/** Each type's `data`, version 1. */
export const webhookDataSchemas = {
  'customer.registered': z.object({ customer }),
  'customer.verified': z.object({ customer }),
  'purchase.paid': z.object({ ...charged, lines: z.array(paidLine) }),
  'purchase.refused': z.object({ customerId: id, reason }),
  'subscription.renewed': z.object({ ...charged, lines: z.array(renewedLine) }),
  'subscription.renewal_refused': z.object({
    customerId: id,
    /** `renewal`: the renewal pass's charge; `pay_now`: the customer's Pay now. */
    by: z.enum(['renewal', 'pay_now']),
    reason,
    /** A renewal refused on its first try: the moment the subscriptions fall overdue. */
    firstRefusal: z.boolean(),
    dueDate: day,
    nextRetryDate: day.nullable(),
    items: z.array(z.object({ purchaseId: id, productKey: z.string(), owed: webhookMoneySchema })),
  }),
  'subscription.overdue': z.object({ customerId: id, purchaseIds: z.array(id), dueDate: day }),
  /** Owed periods paid by the customer's Pay now (the lines as `subscription.renewed` has them). */
  'subscription.paid': z.object({ ...charged, lines: z.array(renewedLine) }),
  'subscription.cancelled': z.object({ customerId: id, purchaseId: id, productKey: z.string(), endDate: day.nullable() }),
  'subscription.reactivated': z.object({ customerId: id, purchaseId: id, productKey: z.string() }),
  'subscription.ended': z.object({ customerId: id, purchaseId: id, productKey: z.string(), endedOn: day }),
  'subscription.written_off': z.object({ customerId: id, purchaseId: id, productKey: z.string(), periods: z.number().int().positive() }),
  'refund.made': z.object({
    customerId: id,
    /** The refund's own payment. */
    paymentId: id,
    refundOfPaymentId: id,
    refundedAt: instant,
    /** Positive: the money given back. */
    amount: givenBackSchema,
    vatRateBp: z.number().int().nullable(),
    /** What was given back per line (positive); `purchaseId` null for a line that opened no purchase. */
    lines: z.array(z.object({ purchaseId: id.nullable(), productKey: z.string(), period, amount: givenBackSchema })),
  }),
  'card.saved': z.object({ customerId: id, cardMask: z.string() }),
  'card.removed': z.object({ customerId: id, cardMask: z.string() }),
  'card.expiring': z.object({ customerId: id, cardMask: z.string(), expiresOn: day }),
  'tax_invoice.sent': z.object({
    customerId: id,
    /** The payment the invoice documents; for a correction, the refund's own payment. */
    paymentId: id,
    /** INVOICE: the payment's; CORRECTION: a refund's correction of it. */
    kind: z.enum(['INVOICE', 'CORRECTION']),
    series: z.string().nullable(),
    number: z.string(),
    buyerTaxNumber: z.string(),
  }),
  'webhook.test': z.object({ endpointId: id, message: z.string() }),
} as const satisfies Record<WebhookMessageType, z.ZodType>;

export type WebhookData<T extends WebhookMessageType> = z.infer<(typeof webhookDataSchemas)[T]>;

/** The body of one message as a receiver reads it. */
export function webhookPayloadSchema<T extends WebhookMessageType>(type: T) {
  return z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_EVENT_VERSION[type]),
    /** When the event happened (ISO 8601 UTC): the envelope's `timestamp`. */
    timestamp: instant,
    data: webhookDataSchemas[type],
  });
}

export type WebhookPayload = {
  [T in WebhookMessageType]: { type: T; version: number; timestamp: string; data: WebhookData<T> };
}[WebhookMessageType];

/** Standard Webhooks headers (the specification's names). */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
