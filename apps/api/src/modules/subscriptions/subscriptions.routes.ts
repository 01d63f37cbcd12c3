import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelResultSchema,
  dataEnvelope,
  errorBodySchema,
  purchasedItemBodySchema,
  repayBodySchema,
  repayResultSchema,
} from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { ItemLifecycleService } from './lifecycle.service.ts';
import type { PayNowService } from './pay-now.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** The services these routes use; the composition root passes exactly these. */
export interface SubscriptionsRouteServices {
  payNow: Pick<PayNowService, 'repay'>;
  lifecycle: Pick<ItemLifecycleService, 'cancel' | 'reactivate'>;
}

/** Routes of the subscriptions module (product/repay, product/cancel): signed in. */
export const subscriptionsRoutes: RouteModule<SubscriptionsRouteServices> = { signedIn: subscriptionsUserRoutes };

function subscriptionsUserRoutes(scope: App, { payNow, lifecycle }: SubscriptionsRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/product/repay',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          "Pay now: charge the saved card for every period overdue on one of the caller's subscriptions (refused when `amount` is sent and no longer matches)",
        querystring: z.strictObject({}),
        body: repayBodySchema,
        response: { 200: dataEnvelope(repayResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await payNow.repay(user.id, request.body.purchasedItemId, request.body.amount, user.language) };
    },
  );

  app.put(
    '/api/product/cancel',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel a subscription: it ends with its paid period and is never charged again',
        querystring: z.strictObject({}),
        body: purchasedItemBodySchema,
        response: { 200: dataEnvelope(cancelResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await lifecycle.cancel(user.id, request.body.purchasedItemId) };
    },
  );

  app.put(
    '/api/product/reactivate',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Undo a cancellation while the subscription's paid period runs: it renews as before",
        querystring: z.strictObject({}),
        body: purchasedItemBodySchema,
        response: { 200: dataEnvelope(cancelResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await lifecycle.reactivate(signedInUser(request).id, request.body.purchasedItemId);
      return { data: { purchasedItemId: result.purchasedItemId, status: result.status, endDate: null } };
    },
  );
}
