import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelResultSchema,
  dataEnvelope,
  errorBodySchema,
  idSchema,
  purchasedItemBodySchema,
  repayBodySchema,
  repayResultSchema,
} from '@orioni/contracts';
import type { App, AppDeps } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

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
  subscriptions: SubscriptionsService;
}

/** Routes of the subscriptions module (product/repay, product/cancel): signed in. */
export const subscriptionsRoutes: RouteModule<SubscriptionsRouteServices> = { signedIn: subscriptionsUserRoutes };

function subscriptionsUserRoutes(scope: App, { subscriptions }: SubscriptionsRouteServices, deps: AppDeps): void {
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
      return { data: await subscriptions.repay(user.id, request.body.purchasedItemId, request.body.amount, user.language) };
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
      return { data: await subscriptions.cancel(user.id, request.body.purchasedItemId) };
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
      const result = await subscriptions.reactivate(signedInUser(request).id, request.body.purchasedItemId);
      return { data: { purchasedItemId: result.purchasedItemId, status: result.status, endDate: null } };
    },
  );

  // Development only (DEV_TOOLS=true, refused in production): browser journeys make a renewal come due.
  if (deps.config.devTools) {
    app.post(
      '/api/dev/billing/run',
      {
        schema: {
          // Listed in the development API documentation (issue 39 item 28); the route and its entry exist only with DEV_TOOLS=true.
          tags: ['dev'],
          summary: "Development: run a renewal pass over the signed-in customer's subscriptions",
          description:
            'Only with DEV_TOOLS=true (refused in production). Needs the signed-in Bearer token: the pass runs for that ' +
            'customer alone. `backdate` first moves one of their subscriptions `periods` periods into the past, so a renewal comes due.',
          body: z.strictObject({
            backdate: z.strictObject({ purchasedItemId: idSchema, periods: z.number().int().min(1).max(24) }).optional(),
          }),
        },
      },
      async (request) => {
        const user = signedInUser(request);
        if (request.body.backdate) {
          await subscriptions.backdate(user.id, request.body.backdate.purchasedItemId, request.body.backdate.periods);
        }
        return { data: await subscriptions.runPass(undefined, user.id) };
      },
    );
  }
}
