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
import type { App } from '../../app-types.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { ReportsService } from './reports.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The services these routes use; the composition root passes exactly these. */
export interface ReportsRouteServices {
  reports: ReportsService;
}

/** Routes of the reports (user/report/*) module: all signed in; names in the request's language (decision 26). */
export const reportsRoutes: RouteModule<ReportsRouteServices> = { signedIn: reportsUserRoutes };

function reportsUserRoutes(scope: App, { reports }: ReportsRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/user/report/payment-history',
    {
      schema: {
        tags: ['reports'],
        summary: "The customer's succeeded payments, newest first",
        querystring: paymentHistoryQuerySchema,
        response: { 200: listEnvelope(paymentSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await reports.paymentHistory(user.id, requestLanguage(request, user.language), request.query) };
    },
  );

  app.get(
    '/api/user/report/payment-receipt',
    {
      schema: {
        tags: ['reports'],
        summary: 'One payment of the customer (404 for anyone else)',
        querystring: paymentReceiptQuerySchema,
        response: { 200: dataEnvelope(paymentSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await reports.receipt(user.id, requestLanguage(request, user.language), request.query.paymentId) };
    },
  );

  app.get(
    '/api/user/report/purchase-history',
    {
      schema: {
        tags: ['reports'],
        summary: 'On-premise licences (onPremise=true) or subscriptions (onPremise=false) of the customer',
        querystring: purchaseHistoryQuerySchema,
        response: { 200: listEnvelope(billingItemSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await reports.purchaseHistory(user.id, requestLanguage(request, user.language), request.query) };
    },
  );
}
