import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNotesQuerySchema,
  adminPaymentListQuerySchema,
  adminPaymentSchema,
  adminPurchaseListQuerySchema,
  adminTestMailQuerySchema,
  adminTransactionSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditListQuerySchema,
  dataEnvelope,
  errorBodySchema,
  itemActionResultSchema,
  listEnvelope,
  paymentIdQuerySchema,
  purchasedItemBodySchema,
  staffItemActionBodySchema,
  refundableSchema,
  refundBodySchema,
  refundResultSchema,
} from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { AdminService, StaffItemAction } from './admin.service.ts';
import type { StaffTaxInvoices } from './staff-tax-invoices.service.ts';
import { taxInvoiceRetryBodySchema, taxInvoiceRetryResultSchema } from '@orioni/contracts/tax-invoices';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The services these routes use; the composition root passes exactly these. */
export interface AdminRouteServices {
  admin: AdminService;
  staffTaxInvoices: Pick<StaffTaxInvoices, 'retry'>;
}

/** Routes of the admin console (`admin/*`): the admin scope answers 401 without a token and 403 to a customer. */
export const adminRoutes: RouteModule<AdminRouteServices> = { admin: adminStaffRoutes };

function adminStaffRoutes(scope: App, { admin, staffTaxInvoices }: AdminRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/user/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers, newest first, with their derived status',
        querystring: adminUserListQuerySchema,
        response: { 200: listEnvelope(adminUserSchema), ...errors },
      },
    },
    async (request) => ({ data: await admin.users(request.query) }),
  );

  app.get(
    '/api/admin/purchase/list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Purchased items of every customer (On Premise and Current Billings)',
        querystring: adminPurchaseListQuerySchema,
        response: { 200: listEnvelope(adminTransactionSchema), ...errors },
      },
    },
    async (request) => ({ data: await admin.purchases(request.query, requestLanguage(request, signedInUser(request).language)) }),
  );

  app.get(
    '/api/admin/payment/list',
    {
      schema: {
        tags: ['admin'],
        summary: "Every customer's paid payments, newest first",
        querystring: adminPaymentListQuerySchema,
        response: { 200: listEnvelope(adminPaymentSchema), ...errors },
      },
    },
    async (request) => ({ data: await admin.payments(request.query, requestLanguage(request, signedInUser(request).language)) }),
  );

  app.put(
    '/api/admin/user/notes',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a customer's personal-URL note (only with a back-office user_id); audited",
        querystring: adminNotesQuerySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await admin.updateNotes(signedInUser(request).id, request.query.userId, request.query.notes);
      return { data: null };
    },
  );

  app.post(
    '/api/admin/notification/test',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a notification template with sample data to an address; audited',
        querystring: adminTestMailQuerySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await admin.testMail(signedInUser(request).id, request.query);
      return { data: null };
    },
  );

  // Exports: XLSX workbooks streamed row by row, named by Content-Disposition, with the lists' filters.
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const files = [
    ['/api/admin/user/file', 'users', adminUserListQuerySchema, 'Customers as an Excel workbook (the user list filters)'],
    ['/api/admin/purchase/file', 'purchases', adminPurchaseListQuerySchema, 'Purchases as an Excel workbook (the purchase list filters)'],
    ['/api/admin/payment/file', 'payments', adminPaymentListQuerySchema, 'Payments as an Excel workbook (From and To Date)'],
  ] as const;
  for (const [url, kind, querystring, summary] of files) {
    const response = { 200: z.unknown().describe('An XLSX workbook'), ...errors };
    app.get(url, { schema: { tags: ['admin'], summary, querystring, response } }, async (request, reply) => {
      const user = signedInUser(request);
      const file = await admin.exportFile(user.id, kind, request.query, requestLanguage(request, user.language));
      return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
    });
  }

  staffBillingRoutes(scope, admin);
  taxInvoiceRoutes(scope, staffTaxInvoices);

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff actions (notes, exports, test e-mails), newest first',
        querystring: auditListQuerySchema,
        response: { 200: listEnvelope(auditEntrySchema), ...errors },
      },
    },
    async (request) => ({ data: await admin.audit(request.query) }),
  );
}

/** Staff billing actions (issue 28 item 2, ADR 032): each audited with before and after. */
function staffBillingRoutes(scope: App, admin: AdminService): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const billingErrors = { ...errors, 402: errorBodySchema, 503: errorBodySchema };
  app.get(
    '/api/admin/payment/refundable',
    {
      schema: {
        tags: ['admin'],
        summary: "A paid payment's lines with what was refunded and what is left to refund on each",
        querystring: paymentIdQuerySchema,
        response: { 200: dataEnvelope(refundableSchema), ...errors },
      },
    },
    async (request) => ({
      data: await admin.refundable(request.query.paymentId, requestLanguage(request, signedInUser(request).language)),
    }),
  );

  app.post(
    '/api/admin/payment/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a payment, whole or in part per line, through the bank; once per idempotency key; audited',
        querystring: z.strictObject({}),
        body: refundBodySchema,
        response: { 200: dataEnvelope(refundResultSchema), ...billingErrors },
      },
    },
    async (request) => ({ data: await admin.refund(signedInUser(request).id, request.body) }),
  );

  const itemActions: [string, 'post' | 'put', StaffItemAction, string][] = [
    [
      '/api/admin/purchase/retry',
      'post',
      'RETRY_NOW',
      'Charge an overdue renewal now, outside the retry schedule (once however many clicks); audited',
    ],
    [
      '/api/admin/purchase/cancel',
      'put',
      'CANCEL',
      "Cancel a subscription for the customer at the end of its paid period (the customer's own cancel); audited",
    ],
    [
      '/api/admin/purchase/reactivate',
      'put',
      'REACTIVATE',
      'Reactivate a subscription being cancelled, before its paid period ends; audited',
    ],
    [
      '/api/admin/purchase/write-off',
      'post',
      'WRITE_OFF',
      'Write off the oldest overdue period: nothing more is owed for it and the item moves on; audited',
    ],
  ];
  for (const [url, method, action, summary] of itemActions) {
    app[method](
      url,
      {
        schema: {
          tags: ['admin'],
          summary,
          querystring: z.strictObject({}),
          // Retry now and write off move money or debt: one key per confirmation (issue 39 item 14).
          body: action === 'RETRY_NOW' || action === 'WRITE_OFF' ? staffItemActionBodySchema : purchasedItemBodySchema,
          response: { 200: dataEnvelope(itemActionResultSchema), ...billingErrors },
        },
      },
      async (request) => {
        const body = request.body as { purchasedItemId: number; idempotencyKey?: string };
        return { data: await admin.itemAction(signedInUser(request).id, action, body.purchasedItemId, body.idempotencyKey) };
      },
    );
  }
}

/** A payment's tax invoice at the Revenue Service (issue 41, ADR 046). */
function taxInvoiceRoutes(scope: App, staffTaxInvoices: AdminRouteServices['staffTaxInvoices']): void {
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/payment/tax-invoice/retry',
    {
      schema: {
        tags: ['admin'],
        summary: "Send a payment's failed, refused or unsent tax invoice to the Revenue Service again (at the worker's next pass); audited",
        querystring: z.strictObject({}),
        body: taxInvoiceRetryBodySchema,
        response: { 200: dataEnvelope(taxInvoiceRetryResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await staffTaxInvoices.retry(signedInUser(request).id, request.body.paymentId) }),
  );
}
