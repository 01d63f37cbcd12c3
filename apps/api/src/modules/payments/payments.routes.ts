import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cardDeleteQuerySchema,
  cardOrderQuerySchema,
  cardOrderResultSchema,
  dataEnvelope,
  errorBodySchema,
  savedCardResultSchema,
} from '@orioni/contracts';
import type { App, AppDeps } from '../../app.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser, userOnly } from '../../plugins/auth.ts';
import { CardService } from './cards.service.ts';
import { createGateway } from './create-gateway.ts';
import { CallbackVerificationError, type PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway of this app (checkout and renewals charge through it). */
    paymentGateway: PaymentGateway;
    cards: CardService;
  }
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

/** Routes of the payments (payment/card, bank callbacks, sandbox bank) module. */
export async function paymentsRoutes(root: App, deps: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const gateway = createGateway(deps);
  const cards = new CardService(deps.database.db, gateway, deps.clock, deps.config.publicUrl);
  app.decorate('paymentGateway', gateway);
  app.decorate('cards', cards);

  app.post(
    '/api/payment/card',
    {
      onRequest: userOnly,
      schema: {
        tags: ['payments'],
        summary: "Open the bank's card page; returns the address the browser navigates to",
        security: [{ bearer: [] }],
        querystring: cardOrderQuerySchema,
        response: { 200: dataEnvelope(cardOrderResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await cards.createOrder(user, request.query) };
    },
  );

  app.get(
    '/api/payment/card',
    {
      onRequest: userOnly,
      schema: {
        tags: ['payments'],
        summary: 'The saved card (mask and brand only), or null',
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(savedCardResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await cards.current(user.id) };
    },
  );

  app.delete(
    '/api/payment/card',
    {
      onRequest: userOnly,
      schema: {
        tags: ['payments'],
        summary: 'Remove the saved card',
        security: [{ bearer: [] }],
        querystring: cardDeleteQuerySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await cards.remove(user.id, request.query.cardId);
      return { data: null };
    },
  );

  // Bank callbacks: the signature covers the exact bytes, so the body is kept as received.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      `/api/payment/callback/${gateway.name}`,
      {
        schema: {
          tags: ['payments'],
          summary: 'Signed server-to-server notification from the bank',
          body: z.string().max(64 * 1024),
          response: { 200: dataEnvelope(z.object({ received: z.boolean() })), 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        let event;
        try {
          event = gateway.verifyCallback(request.headers, request.body);
        } catch (error) {
          if (error instanceof CallbackVerificationError) {
            request.log.warn({ gateway: gateway.name }, 'payment callback refused: %s', error.message);
            throw new AppError('INVALID_SIGNATURE', { message: 'The callback signature is not valid' });
          }
          throw error;
        }
        if (event.kind === 'card_order') {
          const applied = await cards.applyCardOrderEvent(event);
          if (!applied) throw new AppError('NOT_FOUND', { message: 'Unknown card order' });
          return { data: { received: true } };
        }
        if (event.kind === 'payment') {
          // Charges are settled synchronously at checkout; a late notice is kept in the log for reconciliation.
          request.log.warn({ gateway: gateway.name, externalId: event.externalId, status: event.status }, 'payment notification');
        }
        return { data: { received: true } };
      },
    );
  });

  if (gateway instanceof SandboxGateway) await sandboxRoutes(app, gateway, { publicUrl: deps.config.publicUrl, clock: deps.clock });
}
