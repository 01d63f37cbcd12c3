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
import type { App, AppDeps } from '../../app-types.ts';
import { AppError } from '../../lib/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import { BogGateway } from './bog/bog-gateway.ts';
import type { CardService } from './cards.service.ts';
import { CallbackVerificationError, type PaymentGateway } from './gateway.ts';
import type { HostedPages } from './hosted-pages.service.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

/** The services these routes use; the composition root passes exactly these. */
export interface PaymentsRouteServices {
  gateway: PaymentGateway;
  cards: CardService;
  /** Every bank page's notification goes to the flow its order belongs to (issue 40 item 3). */
  hostedPages: Pick<HostedPages, 'route'>;
}

/** Routes of the payments module: the saved card (signed in); bank callbacks and the sandbox bank's page (public). */
export const paymentsRoutes: RouteModule<PaymentsRouteServices> = { signedIn: cardRoutes, public: bankRoutes };

function cardRoutes(scope: App, { cards }: PaymentsRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/payment/card',
    {
      schema: {
        tags: ['payments'],
        summary: "Open the bank's card page; returns the address the browser navigates to",
        querystring: cardOrderQuerySchema,
        response: { 200: dataEnvelope(cardOrderResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // The bank's page opens in the language on screen (decision 26), not the account's.
      return { data: await cards.createOrder({ ...user, language: requestLanguage(request, user.language) }, request.query) };
    },
  );

  app.get(
    '/api/payment/card',
    {
      schema: {
        tags: ['payments'],
        summary: 'The saved card (mask and brand only), or null',
        response: { 200: dataEnvelope(savedCardResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await cards.current(user.id) };
    },
  );

  app.delete(
    '/api/payment/card',
    {
      schema: {
        tags: ['payments'],
        summary: 'Remove the saved card',
        querystring: cardDeleteQuerySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await cards.remove(user.id, request.query.cardId);
      return { data: null };
    },
  );
}

async function bankRoutes(app: App, { gateway, hostedPages }: PaymentsRouteServices, deps: AppDeps): Promise<void> {
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
          event = await gateway.verifyCallback(request.headers, request.body);
        } catch (error) {
          if (error instanceof CallbackVerificationError) {
            request.log.warn({ gateway: gateway.name }, 'payment callback refused: %s', error.message);
            throw new AppError('INVALID_SIGNATURE', { message: 'The callback signature is not valid' });
          }
          throw error;
        }
        // Every well-formed, signed callback is answered 200, also for an order we do not know (it is
        // logged): the bank's callback page asks for 200 as the receipt of the notification
        // (issue 39 item 9), and a refusal would only make it send the same notification again.
        // The flow the order belongs to records it (a card saved, a purchase or a Pay now paid on the
        // bank's page; a page paid after it was settled expired is given back): renewal charges are
        // settled by their pass.
        const outcome = await hostedPages.route(event);
        if (outcome === 'unknown-order' && event.kind !== 'ignored')
          request.log.info({ gateway: gateway.name, event }, 'bank notification for no open order of ours');
        return { data: { received: true } };
      },
    );
  });

  if (gateway instanceof BogGateway) gateway.useLog(app.log);
  if (gateway instanceof SandboxGateway) await sandboxRoutes(app, gateway, { publicUrl: deps.config.publicUrl, clock: deps.clock });
}
