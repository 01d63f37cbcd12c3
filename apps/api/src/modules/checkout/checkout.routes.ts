import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema, idempotencyKeySchema, purchaseBodySchema, purchaseResultSchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app.ts';
import { requireUser, userOnly } from '../../plugins/auth.ts';
import { CartService } from '../cart/cart.service.ts';
import { PaymentReconciler } from '../../jobs/payment-reconciler.ts';
import { CheckoutService } from './checkout.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Routes of the checkout (product/purchase) module. */
export async function checkoutRoutes(root: App, deps: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const checkout = new CheckoutService({
    db: deps.database.db,
    clock: deps.clock,
    config: deps.config,
    gateway: root.paymentGateway,
    cards: root.cards,
    cart: new CartService(deps.database.db, deps.clock),
  });
  // Purchases a crash left PENDING are settled with the bank every minute (not in API tests,
  // which call `reconcilePending` themselves).
  if (deps.config.env !== 'test') {
    const reconciler = new PaymentReconciler(checkout, root.log);
    root.addHook('onReady', async () => reconciler.start());
    root.addHook('onClose', async () => reconciler.stop());
  }

  app.put(
    '/api/product/purchase',
    {
      onRequest: userOnly,
      schema: {
        tags: ['checkout'],
        summary: 'Pay for the cart with the saved card; the same Idempotency-Key charges once',
        security: [{ bearer: [] }],
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        querystring: z.strictObject({}),
        body: purchaseBodySchema,
        response: { 200: dataEnvelope(purchaseResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await checkout.purchase(user, request.headers['idempotency-key'], request.body) };
    },
  );
}
