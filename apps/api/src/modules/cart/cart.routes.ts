import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartItemSchema, cartUpdateQuerySchema, dataEnvelope, errorBodySchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app.ts';
import { requireUser, userOnly } from '../../plugins/auth.ts';
import { CartService } from './cart.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Routes of the cart (product/cart) module. */
export async function cartRoutes(root: App, deps: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cart = new CartService(deps.database.db, deps.clock);

  app.get(
    '/api/product/cart',
    {
      onRequest: userOnly,
      schema: {
        tags: ['cart'],
        summary: "The signed-in customer's cart, priced from the catalogue",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await cart.items(user.id, user.language) };
    },
  );

  app.put(
    '/api/product/cart',
    {
      onRequest: userOnly,
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a price in the cart (0 removes it); returns the cart',
        security: [{ bearer: [] }],
        querystring: cartUpdateQuerySchema,
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await cart.update(user.id, user.language, request.query) };
    },
  );

  app.delete(
    '/api/product/cart',
    {
      onRequest: userOnly,
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await cart.clear(user.id);
      return { data: [] };
    },
  );
}
