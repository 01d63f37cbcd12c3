import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../../app-types.ts';
import type { Clock } from '../../../lib/clock.ts';
import { isExpired, luhnValid, parseExpiry } from './sandbox-bank.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { pageLanguage, renderCardPage, renderGonePage, type SandboxPageError } from './sandbox-page.ts';

const paramsSchema = z.strictObject({
  orderId: z
    .string()
    .min(10)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const querySchema = z.object({ lang: z.string().max(5).optional() });
const formSchema = z.object({
  cardholder: z.string().max(200).optional(),
  cardnumber: z.string().max(40).optional(),
  expiry: z.string().max(20).optional(),
  cvc: z.string().max(10).optional(),
  action: z.enum(['save', 'cancel']).optional(),
});

/**
 * A cancel on the bank page comes back to the failure address as its own outcome, `outcome=cancelled`:
 * the shop says nothing was saved instead of "the card could not be added" (issue 26 item 15).
 */
function cancelledUrl(failUrl: string): string {
  const url = new URL(failUrl);
  url.searchParams.set('outcome', 'cancelled');
  return url.toString();
}

/**
 * The sandbox bank's hosted card page, served by this process but built to look and behave like a
 * separate bank: its own design, no storefront code, no scripts. The form posts to itself (the
 * unguessable order id in the path is single use); the bank then sends a signed server-to-server
 * callback to the API and sends the browser back to the shop's success or failure address.
 */
export async function sandboxRoutes(app: App, gateway: SandboxGateway, options: { publicUrl: string; clock: Clock }): Promise<void> {
  const shopOrigin = new URL(options.publicUrl).origin;
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Its own policy: no script at all, inline styles only, and the form may post here and return to the shop.
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' ${shopOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  };

  /** Delivers a signed callback to the API, server to server. */
  const deliver = async (callbackUrl: string, body: unknown): Promise<boolean> => {
    const payload = JSON.stringify(body);
    const url = new URL(callbackUrl);
    const res = await app.inject({ method: 'POST', url: url.pathname, headers: gateway.sign(payload), payload });
    return res.statusCode === 200;
  };

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get(
      '/sandbox-gateway/pay/:orderId',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
      async (request, reply) => {
        const order = await gateway.bank.order(request.params.orderId);
        const language = pageLanguage(request.query.lang, order?.language);
        if (!order) return reply.status(410).headers(pageHeaders).send(renderGonePage(language));
        return reply.headers(pageHeaders).send(renderCardPage({ language, orderId: order.id }));
      },
    );

    scope.post(
      '/sandbox-gateway/pay/:orderId',
      { schema: { hide: true, params: paramsSchema, querystring: querySchema, body: formSchema } },
      async (request, reply) => {
        const order = await gateway.bank.order(request.params.orderId);
        const language = pageLanguage(request.query.lang, order?.language);
        if (!order) return reply.status(410).headers(pageHeaders).send(renderGonePage(language));
        const form = request.body;

        if (form.action === 'cancel') {
          if (!(await gateway.bank.complete(order.id, { status: 'failed', reason: 'Cancelled by the customer' })))
            return reply.status(410).headers(pageHeaders).send(renderGonePage(language));
          await deliver(order.callbackUrl, {
            event: 'card_order',
            orderId: order.id,
            status: 'failed',
            reason: 'Cancelled by the customer',
          });
          return reply.redirect(cancelledUrl(order.failUrl), 303);
        }

        const name = (form.cardholder ?? '').trim();
        const digits = (form.cardnumber ?? '').replace(/[\s-]/g, '');
        const expiry = parseExpiry(form.expiry ?? '');
        const cvc = (form.cvc ?? '').trim();
        let error: SandboxPageError | undefined;
        if (!name) error = 'name';
        else if (!luhnValid(digits)) error = 'luhn';
        else if (!expiry) error = 'expiry';
        else if (isExpired(expiry, options.clock.now())) error = 'expired';
        else if (!/^\d{3,4}$/.test(cvc)) error = 'cvc';
        if (error) {
          return reply
            .status(400)
            .headers(pageHeaders)
            .send(renderCardPage({ language, orderId: order.id, error, values: { name, expiry: form.expiry ?? '' } }));
        }

        // The card is saved first and the page completed with it in one statement: a crash before the
        // callback arrives leaves the outcome at the bank, and the reconciliation finishes the shop's
        // card order from it (issue 39 item 16). A second submission saves a token nobody uses, let go.
        const card = await gateway.bank.saveCard(digits, expiry!);
        if (!(await gateway.bank.complete(order.id, { status: 'succeeded', card }))) {
          await gateway.bank.deleteToken(card.token);
          return reply.status(410).headers(pageHeaders).send(renderGonePage(language));
        }
        const accepted = await deliver(order.callbackUrl, { event: 'card_order', orderId: order.id, status: 'succeeded', card });
        return reply.redirect(accepted ? order.successUrl : order.failUrl, 303);
      },
    );
  });
}
