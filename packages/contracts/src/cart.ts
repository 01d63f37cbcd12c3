import { z } from 'zod';
import { idParamSchema, idSchema, pagingQuery } from './api.ts';
import { customerTypeSchema, languageSchema, pricePeriodSchema } from './enums.ts';
import { paymentSchema, billingItemSchema } from './entities.ts';
import { PAGE_SIZES } from './spec-constants.ts';
import {
  companyIdSchema,
  emailSchema,
  latinNameSchema,
  LIMITS,
  MESSAGES,
  personalIdSchema,
  phoneSchema,
  requiredString,
} from './validation.ts';

/* ------------------------------------------------------------------------------------------------
 * Cart (spec sections 2, 4, 5, 7); the zod-free rules live in cart-rules.ts
 * ---------------------------------------------------------------------------------------------- */

export * from './cart-rules.ts';

const productKeySchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(100)
  .regex(/^[A-Z0-9_]+$/, 'Unknown product');

/** Query of `PUT /api/product/cart`: digits-only quantity 0…999999999 (0 removes), optional promo code, porting flag Y. */
export const cartUpdateQuerySchema = z.strictObject({
  productKey: productKeySchema,
  quantity: z
    .string({ error: MESSAGES.required })
    .regex(/^\d{1,10}$/, MESSAGES.quantityDigits)
    .transform(Number)
    .refine((n) => n <= LIMITS.quantityMax, MESSAGES.quantityMax),
  promoCode: z.string().trim().max(50).optional(),
  porting: z.literal('Y').optional(),
});
export type CartUpdateQuery = z.infer<typeof cartUpdateQuerySchema>;

/* ------------------------------------------------------------------------------------------------
 * Checkout (spec sections 2, 5, 7)
 * ---------------------------------------------------------------------------------------------- */

const trainingEmailsSchema = z.array(emailSchema).max(500).default([]);

/** Personal checkout: Latin first and last name, 11-digit personal ID. */
export const personalCheckoutSchema = z.strictObject({
  firstName: latinNameSchema,
  lastName: latinNameSchema,
  idNumber: personalIdSchema,
  emails: trainingEmailsSchema,
  savePersonalInfo: z.boolean().default(true),
});
export type PersonalCheckout = z.infer<typeof personalCheckoutSchema>;

/** Corporate checkout: Latin company and director names, 9-digit company number, field of activity. */
export const corporateCheckoutSchema = z.strictObject({
  fullName: latinNameSchema,
  idNumber: companyIdSchema,
  chiefManager: latinNameSchema,
  fieldOfActivity: requiredString().pipe(z.string().max(200)),
  emails: trainingEmailsSchema,
  savePersonalInfo: z.boolean().default(true),
});
export type CorporateCheckout = z.infer<typeof corporateCheckoutSchema>;

export const checkoutSchemaFor = (customerType: 'PHYSICAL' | 'LEGAL') =>
  customerType === 'LEGAL' ? corporateCheckoutSchema : personalCheckoutSchema;

/**
 * Body of `PUT /api/product/purchase` as the route declares it (a superset; the service validates
 * with the schema of the customer's type). Header `Idempotency-Key` is required.
 */
export const purchaseBodySchema = z.strictObject({
  idNumber: z.string().max(20),
  fullName: z.string().max(210).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  chiefManager: z.string().max(100).optional(),
  fieldOfActivity: z.string().max(200).optional(),
  emails: z.array(z.string().max(254)).max(500).optional(),
  savePersonalInfo: z.boolean().optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;
/**
 * The purchase: recorded (`paymentId`), or on a bank that takes the payment on its own page (BOG)
 * also `redirectUrl`, where the browser goes to pay; the payment is recorded when the bank confirms it.
 */
export const purchaseResultSchema = z.object({ paymentId: z.number().int(), redirectUrl: z.string().url().optional() });

/** Body of `POST /api/product/repay` and `PUT /api/product/cancel` (spec section 7). */
export const purchasedItemBodySchema = z.strictObject({ purchasedItemId: idSchema });
export type PurchasedItemBody = z.infer<typeof purchasedItemBodySchema>;
/**
 * Body of `POST /api/product/repay`: the item and, optionally, the total in tetri the customer was
 * shown (decision 27). When it is sent and the debt is no longer that, nothing is charged.
 */
export const repayBodySchema = z.strictObject({
  purchasedItemId: idSchema,
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type RepayBody = z.infer<typeof repayBodySchema>;
/** Pay now: the payment that settled what was overdue, or (BOG) also the bank's page where it is paid. */
export const repayResultSchema = z.object({ paymentId: z.number().int(), redirectUrl: z.string().url().optional() });
/** Cancel: the item is CANCELING until `endDate`, the last day of its paid period. */
export const cancelResultSchema = z.object({
  purchasedItemId: z.number().int(),
  status: z.enum(['ACTIVE', 'CANCELING', 'CANCELED']),
  endDate: z.string().nullable(),
});

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Idempotency-Key must be 16–100 letters, digits, - or _');

/* ------------------------------------------------------------------------------------------------
 * Saved card (spec section 7)
 * ---------------------------------------------------------------------------------------------- */

/**
 * `POST /api/payment/card?successRedirectUrl&errorRedirectUrl`: the redirect URLs must be paths of
 * this site (`/cart/default/success`) or absolute URLs on PUBLIC_URL; anything else is refused.
 */
export const cardOrderQuerySchema = z.strictObject({
  successRedirectUrl: z.string().min(1).max(500),
  errorRedirectUrl: z.string().min(1).max(500),
});
export const cardOrderResultSchema = z.object({ redirectUrl: z.string() });
export const savedCardResultSchema = z.object({ cardId: z.number().int(), mask: z.string(), brand: z.string() }).nullable();
export const cardDeleteQuerySchema = z.strictObject({ cardId: idParamSchema });

/* ------------------------------------------------------------------------------------------------
 * Reports (spec section 7)
 * ---------------------------------------------------------------------------------------------- */

export const paymentHistoryQuerySchema = z.strictObject({
  ...pagingQuery(() => PAGE_SIZES.history),
});
export const paymentReceiptQuerySchema = z.strictObject({ paymentId: idParamSchema });
export const purchaseHistoryQuerySchema = z.strictObject({
  onPremise: z.enum(['true', 'false']).transform((v) => v === 'true'),
  query: z.string().trim().max(100).optional(),
  ...pagingQuery(() => PAGE_SIZES.billing),
});
export { paymentSchema, billingItemSchema };

/* ------------------------------------------------------------------------------------------------
 * Demo request (spec sections 2, 3, 5)
 * ---------------------------------------------------------------------------------------------- */

export const demoRequestSchema = z.strictObject({
  email: emailSchema,
  customerType: customerTypeSchema,
  fullName: requiredString().pipe(z.string().max(210)),
  productKey: z.string().max(100).nullish(),
  mobile: phoneSchema,
  language: languageSchema,
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** The demo form's fields per tab (all required). */
export const demoPersonalFormSchema = z.object({
  name: requiredString(),
  surname: requiredString(),
  phone: phoneSchema,
  email: emailSchema,
});
export const demoCompanyFormSchema = z.object({ companyName: requiredString(), mobileNumber: phoneSchema, companyEmail: emailSchema });

export { pricePeriodSchema };
