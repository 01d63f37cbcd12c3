import { z } from 'zod';
import { countParamSchema, idParamSchema, pagingQuery } from './api.ts';
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
import { taxInvoiceFilterSchema } from './tax-invoices.ts';

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
  paymentId: unset(idParamSchema),
  idNumber: unset(z.string().trim().max(20)),
  onPremise: flag,
  query: unset(z.string().trim().max(100)),
  status: unset(subscriptionStatusSchema),
  productType: unset(productTypeSchema),
  /** MONTH1 (monthly), MONTH12 (annual), UNLIMITED (on-premise). */
  period: unset(reportPeriodSchema),
  isOverdue: flag,
  /** Overdue for at least / at most this many days (billing rule `overdueDays`): the revenue dashboard's ages (issue 29). */
  overdueFrom: unset(countParamSchema(0, 36_500)),
  overdueTo: unset(countParamSchema(0, 36_500)),
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

/** Admin Payment History: a window of paid days, and (issue 41) the tax invoice's status. */
export const adminPaymentListQuerySchema = z.strictObject({ ...dates, ...paging, taxInvoice: taxInvoiceFilterSchema.optional() });
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;

/** `PUT admin/user/notes?userId&notes`: the personal-URL note (only for users with a back-office user_id). */
export const adminNotesQuerySchema = z.strictObject({
  userId: idParamSchema,
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
  'REFUND_RECEIPT',
  'RENEWAL_FAILED',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_ENDED',
  'RENEWAL_UPCOMING',
  'CARD_EXPIRING',
  'DEMO_REQUEST',
] as const;
export const adminTestMailQuerySchema = z.strictObject({
  type: z.enum(TEST_MAIL_TYPES),
  language: z.enum(['KA', 'EN', 'RU']),
  email: z.email().max(254),
});

/* ------------------------------------------------------------------------------------------------
 * The revenue dashboard (issue 29 item 1, ADR 034): `GET admin/dashboard`. Money in tetri; the
 * definitions of each figure are in `revenue-rules.ts`.
 * ---------------------------------------------------------------------------------------------- */
const tetri = z.number().int();
const count = z.number().int().nonnegative();
export const DASHBOARD_TABLES = ['mrr', 'movements', 'subscriptions', 'customers', 'overdue', 'forecast', 'payments'] as const;
export type DashboardTable = (typeof DASHBOARD_TABLES)[number];
export const dashboardFileQuerySchema = z.strictObject({ table: z.enum(DASHBOARD_TABLES) });

export const dashboardSchema = z.object({
  today: z.string(),
  mrr: z.object({ mrr: tetri, arr: tetri }),
  mrrHistory: z.array(z.object({ day: z.string(), mrr: tetri, arr: tetri })),
  movements: z.array(z.object({ month: z.string(), newMrr: tetri, expansionMrr: tetri, churnedMrr: tetri, recovered: tetri })),
  subscriptionsByProduct: z.array(
    z.object({ productKey: z.string(), productName: z.string(), period: z.enum(['M1', 'Y1']), items: count, quantity: count, mrr: tetri }),
  ),
  subscriptionsByPeriod: z.array(z.object({ period: z.enum(['M1', 'Y1']), items: count, quantity: count, mrr: tetri })),
  customersByStatus: z.array(z.object({ status: userStatusSchema, customers: count })),
  overdue: z.array(
    z.object({
      bucket: z.enum(['d0_7', 'd8_30', 'd31_90', 'd91']),
      minDays: count,
      maxDays: count.nullable(),
      items: count,
      amount: tetri,
    }),
  ),
  forecast: z.array(z.object({ day: z.string(), amount: tetri, items: count })),
  payments: z.array(
    z.object({
      day: z.string(),
      succeeded: count,
      succeededAmount: tetri,
      refused: count,
      refusedAmount: tetri,
      refunds: count,
      refundedAmount: tetri,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
