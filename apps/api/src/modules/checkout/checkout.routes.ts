import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema, idempotencyKeySchema, purchaseBodySchema, purchaseResultSchema } from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { CheckoutService } from './checkout.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The services these routes use; the composition root passes exactly these. */
export interface CheckoutRouteServices {
  checkout: CheckoutService;
}

/** Routes of the checkout (product/purchase) module: signed in. */
export const checkoutRoutes: RouteModule<CheckoutRouteServices> = { signedIn: checkoutUserRoutes };

function checkoutUserRoutes(scope: App, { checkout }: CheckoutRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/product/purchase',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Pay for the cart with the saved card; the same Idempotency-Key charges once',
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        querystring: z.strictObject({}),
        body: purchaseBodySchema,
        response: { 200: dataEnvelope(purchaseResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await checkout.purchase(user, request.headers['idempotency-key'], request.body) };
    },
  );

  app.get(
    '/api/product/purchase/first-purchase',
    {
      schema: {
        tags: ['checkout'],
        summary: "Whether buying this price now is the customer's first purchase of its product (its first unit at the base price)",
        querystring: z.strictObject({ productKey: z.string().trim().min(1).max(100) }),
        response: { 200: dataEnvelope(z.object({ productKey: z.string(), firstPurchase: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await checkout.firstPurchase(user.id, request.query.productKey) };
    },
  );
}
