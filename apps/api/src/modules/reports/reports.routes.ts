import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingItemSchema,
  dataEnvelope,
  errorBodySchema,
  listEnvelope,
  paymentHistoryQuerySchema,
  paymentReceiptQuerySchema,
  paymentSchema,
  purchaseHistoryQuerySchema,
} from '@orioni/contracts';
import type { App, AppDeps } from '../../app.ts';
import { requireUser, userOnly } from '../../plugins/auth.ts';
import { ReportsService } from './reports.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Routes of the reports (user/report/*) module. */
export async function reportsRoutes(root: App, deps: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const reports = new ReportsService(deps.database.db, deps.clock);

  app.get(
    '/api/user/report/payment-history',
    {
      onRequest: userOnly,
      schema: {
        tags: ['reports'],
        summary: "The customer's succeeded payments, newest first",
        security: [{ bearer: [] }],
        querystring: paymentHistoryQuerySchema,
        response: { 200: listEnvelope(paymentSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await reports.paymentHistory(user.id, user.language, request.query) };
    },
  );

  app.get(
    '/api/user/report/payment-receipt',
    {
      onRequest: userOnly,
      schema: {
        tags: ['reports'],
        summary: 'One payment of the customer (404 for anyone else)',
        security: [{ bearer: [] }],
        querystring: paymentReceiptQuerySchema,
        response: { 200: dataEnvelope(paymentSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await reports.receipt(user.id, user.language, request.query.paymentId) };
    },
  );

  app.get(
    '/api/user/report/purchase-history',
    {
      onRequest: userOnly,
      schema: {
        tags: ['reports'],
        summary: 'On-premise licences (onPremise=true) or subscriptions (onPremise=false) of the customer',
        security: [{ bearer: [] }],
        querystring: purchaseHistoryQuerySchema,
        response: { 200: listEnvelope(billingItemSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await reports.purchaseHistory(user.id, user.language, request.query) };
    },
  );
}
