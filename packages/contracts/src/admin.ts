import { z } from 'zod';
import { pagingQuery } from './api.ts';
import { adminCustomerSchema, billingItemSchema, paymentSchema } from './entities.ts';
import {
  customerTypeSchema,
  productTypeSchema,
  purchaseCommentSchema,
  reportPeriodSchema,
  subscriptionStatusSchema,
  userStatusSchema,
} from './enums.ts';
import { isApiDateInRange } from './dates.ts';
import { isValidApiDate } from './format.ts';
import { PAGE_SIZES } from './spec-constants.ts';
import { MESSAGES } from './validation.ts';

/* ------------------------------------------------------------------------------------------------
 * Admin console (spec sections 2 and 7, `admin/*`). The console sends an empty string for every
 * filter left unset (decision 13's paging: offset = page × limit); the API takes '' as unset.
 * ---------------------------------------------------------------------------------------------- */

/** '' (or absent) → undefined, then the schema. */
const unset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
/** A calendar day the filters can take: a malformed one and one out of range are each named (issue 25 item 18). */
const apiDate = z.string().superRefine((day, ctx) => {
  if (!isValidApiDate(day)) ctx.addIssue({ code: 'custom', message: 'Use YYYY-MM-DD' });
  else if (!isApiDateInRange(day)) ctx.addIssue({ code: 'custom', message: MESSAGES.dateOutOfRange });
});
const paging = pagingQuery(() => PAGE_SIZES.admin);
const dates = { fromDate: unset(apiDate), toDate: unset(apiDate) };
const flag = unset(z.enum(['true', 'false']).transform((v) => v === 'true'));

export const adminUserListQuerySchema = z.strictObject({
  status: unset(userStatusSchema),
  customerType: unset(customerTypeSchema),
  query: unset(z.string().trim().max(100)),
  ...dates,
  ...paging,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminPurchaseListQuerySchema = z.strictObject({
  paymentId: unset(z.coerce.number().int().positive().max(2_147_483_647)),
  idNumber: unset(z.string().trim().max(20)),
  onPremise: flag,
  query: unset(z.string().trim().max(100)),
  status: unset(subscriptionStatusSchema),
  productType: unset(productTypeSchema),
  /** MONTH1 (monthly), MONTH12 (annual), UNLIMITED (on-premise). */
  period: unset(reportPeriodSchema),
  isOverdue: flag,
  isFirstPurchase: flag,
  /** Comma-joined REGISTRATION_1C_CONNECT, REGISTRATION_1C_PORTAL, DB_URL. */
  comments: unset(
    z
      .string()
      .max(200)
      .transform((v) => v.split(',').filter(Boolean))
      .pipe(z.array(purchaseCommentSchema)),
  ),
  ...dates,
  ...paging,
});
export type AdminPurchaseListQuery = z.infer<typeof adminPurchaseListQuerySchema>;

export const adminPaymentListQuerySchema = z.strictObject({ ...dates, ...paging });
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

/** `PUT admin/user/notes?userId&notes`: the personal-URL note (only for users with a back-office user_id). */
export const adminNotesQuerySchema = z.strictObject({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
  notes: z.string().max(500),
});

/** A purchased item with its customer: a row of On Premise and Current Billings. */
export const adminTransactionSchema = billingItemSchema.extend({
  productType: productTypeSchema.nullable(),
  firstPurchase: z.boolean(),
  comment: purchaseCommentSchema.nullable(),
  userId: z.number().int(),
  user_id: z.string().nullable(),
  customer: adminCustomerSchema,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** A payment of any customer: a row of Payment History. */
export const adminPaymentSchema = paymentSchema.extend({ userId: z.number().int(), fullName: z.string() });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** One staff action, as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListQuerySchema = z.strictObject({ ...paging });

/** The notifications staff can send to themselves from the test e-mail dialog. */
export const TEST_MAIL_TYPES = [
  'VERIFICATION',
  'RESET_PASSWORD',
  'REGISTRATION_ATTEMPT',
  'RECEIPT',
  'RENEWAL_RECEIPT',
  'RENEWAL_FAILED',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_ENDED',
  'DEMO_REQUEST',
] as const;
export const adminTestMailQuerySchema = z.strictObject({
  type: z.enum(TEST_MAIL_TYPES),
  language: z.enum(['KA', 'EN', 'RU']),
  email: z.email().max(254),
});
