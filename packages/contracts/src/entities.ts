import { z } from 'zod';
import {
  customerTypeSchema,
  languageSchema,
  pricePeriodSchema,
  productTypeSchema,
  purchaseCommentSchema,
  roleSchema,
  subscriptionStatusSchema,
  userStatusSchema,
} from './enums.ts';
import { tetriSchema } from './money.ts';
import { taxInvoiceSchema } from './tax-invoices.ts';

/** The signed-in user as `GET /api/user` and login return it (spec section 3, User info). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobile: z.string().nullable(),
  idNumber: z.string().nullable(),
  customerType: customerTypeSchema,
  language: languageSchema,
  repMobile: z.string().nullable(),
  chiefManager: z.string().nullable(),
  fieldOfActivity: z.string().nullable(),
  notes: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A catalogue price as the cart and the content embed it. `productKey` names the price. */
export const catalogPriceSchema = z.object({
  productKey: z.string(),
  period: pricePeriodSchema,
  price: tetriSchema,
  basePrice: tetriSchema.nullable(),
  isDemo: z.boolean(),
});
export type CatalogPrice = z.infer<typeof catalogPriceSchema>;

export const cartItemSchema = z.object({
  product: z.object({
    productKey: z.string(),
    price: tetriSchema,
    basePrice: tetriSchema.nullable(),
    period: pricePeriodSchema,
    type: productTypeSchema,
    name: z.string(),
    slug: z.string().nullable(),
  }),
  quantity: z.number().int(),
  productId: z.number().int(),
  productQwt: z.number().int(),
  hasBasicItem: z.boolean(),
  isPermise: z.boolean(),
  firstPurchase: z.boolean(),
  training: z.boolean(),
  countable: z.boolean(),
  fixedQuantity: z.boolean(),
  porting: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const billingItemSchema = z.object({
  purchasedItemId: z.number().int(),
  paymentId: z.number().int().nullable(),
  itemName: z.string(),
  createTime: z.string(),
  lastPaymentTime: z.string().nullable(),
  nextPaymentTime: z.string().nullable(),
  overdueDays: z.number().int().nullable(),
  status: subscriptionStatusSchema,
  unitCost: tetriSchema,
  upcomingPayment: tetriSchema,
  price: tetriSchema,
  quantity: z.number().int(),
  period: pricePeriodSchema,
  idNumber: z.string().nullable(),
  product: z.object({ productKey: z.string() }),
  /** Decision 27: what Pay now charges today, the sum of `duePeriods` (0 when nothing is owed). */
  amountDue: tetriSchema,
  /** Each period owed today, oldest first: the lines the row and the Pay now dialog show. */
  duePeriods: z.array(z.object({ periodStart: z.string(), periodEnd: z.string(), amount: tetriSchema })),
});
export type BillingItem = z.infer<typeof billingItemSchema>;

/** Tetri of a payment or its line: negative for a refund (issue 28, ADR 032). */
const signedTetriSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const paymentSchema = z.object({
  paymentId: z.number().int(),
  /** The payment's receipt or credit note number (`ORI-2026-000123`), given when it succeeded (decision 32). */
  documentNumber: z.string().nullable().optional(),
  externalId: z.string().nullable(),
  paymentTime: z.string(),
  amount: signedTetriSchema,
  /** A refund (negative amount and lines) names the payment it gives money back from. */
  kind: z.enum(['PURCHASE', 'RENEWAL', 'REPAY', 'REFUND']).optional(),
  refundOfPaymentId: z.number().int().nullable().optional(),
  /**
   * Paid on the bank's page, but the card was not saved for the next payments (the bank refused to
   * keep it, or another payment method was used): the customer is told and adds a card in the profile.
   */
  cardNotSaved: z.boolean().optional(),
  email: z.string(),
  idNumber: z.string().nullable(),
  /**
   * The VAT the amount includes (issue 41, decision 33), at the rate the payment was made at: the sum
   * of the lines' `vat` (contracts' `vatBreakdown`). Null when the seller was not a VAT payer then.
   */
  vat: z.object({ rateBp: z.number().int(), amount: signedTetriSchema }).nullable().optional(),
  /**
   * The payment's tax invoice at the Revenue Service (issue 41): a company customer's, while the seller is a
   * VAT payer; null: not needed. The customer's receipt prints its number once sent.
   */
  taxInvoice: taxInvoiceSchema.nullable().optional(),
  purchaseList: z.array(
    z.object({
      productKey: z.string(),
      productName: z.string(),
      purchasedItemId: z.number().int(),
      period: pricePeriodSchema,
      quantity: z.number().int(),
      price: signedTetriSchema,
      /** The VAT this line's price includes, in tetri; null when the payment has no VAT. */
      vat: signedTetriSchema.nullable().optional(),
    }),
  ),
});
export type Payment = z.infer<typeof paymentSchema>;

export const savedCardSchema = z.object({ cardId: z.number().int(), mask: z.string(), brand: z.string() });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** Card brand from the first digit: 4 Visa, 5 or 2 Mastercard. */
export function cardBrand(maskOrNumber: string): 'VISA' | 'MASTERCARD' | 'OTHER' {
  const first = maskOrNumber.replace(/\D/g, '')[0];
  if (first === '4') return 'VISA';
  if (first === '5' || first === '2') return 'MASTERCARD';
  return 'OTHER';
}

/** A customer as staff see them (admin console). */
export const adminCustomerSchema = z.object({
  customerId: z.number().int(),
  customerType: customerTypeSchema,
  fullName: z.string(),
  idNumber: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  repMobile: z.string().nullable(),
  fieldOfActivity: z.string().nullable(),
  notes: z.string().nullable(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  user_id: z.string().nullable(),
  createTime: z.string(),
  status: userStatusSchema,
  customer: adminCustomerSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const purchaseCommentListSchema = z.array(purchaseCommentSchema);

/** Language selector entry. */
export const languageOptionSchema = z.object({ label: z.string(), secondaryValue: z.string(), value: languageSchema });
export type LanguageOption = z.infer<typeof languageOptionSchema>;
