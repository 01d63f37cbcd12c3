import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartItemSchema, cartUpdateQuerySchema, dataEnvelope, errorBodySchema } from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { CartService } from './cart.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The services these routes use; the composition root passes exactly these. */
export interface CartRouteServices {
  cart: CartService;
}

/** Routes of the cart (product/cart) module: all signed in; names in the request's language (decision 26). */
export const cartRoutes: RouteModule<CartRouteServices> = { signedIn: cartUserRoutes };

function cartUserRoutes(scope: App, { cart }: CartRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/product/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in customer's cart, priced from the catalogue",
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await cart.items(user.id, requestLanguage(request, user.language)) };
    },
  );

  app.put(
    '/api/product/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a price in the cart (0 removes it); returns the cart',
        querystring: cartUpdateQuerySchema,
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await cart.update(user.id, requestLanguage(request, user.language), request.query) };
    },
  );

  app.delete(
    '/api/product/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        response: { 200: dataEnvelope(z.array(cartItemSchema)), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await cart.clear(user.id);
      return { data: [] };
    },
  );
}
