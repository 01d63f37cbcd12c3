import { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_VERSION,
  WEBHOOK_HEADERS,
  WEBHOOK_TEST_TYPE,
  webhookPayloadSchema,
  type WebhookMessageType,
} from '@orioni/contracts/webhooks';

/**
 * The OpenAPI 3.1 `webhooks` section (issue 42 item 1): one operation per message type the storefront
 * posts to an endpoint, its body the JSON schema of contracts' `webhookPayloadSchema`, its headers
 * Standard Webhooks'. The schemas are written as a receiver reads them (zod's `input` side: a field
 * added in a later version does not make an old validator refuse the message).
 */
const WHEN: Record<WebhookMessageType, string> = {
  'customer.registered': 'A customer registered (the e-mail not yet verified).',
  'customer.verified': "The customer's e-mail address was proven (the verification link, or a password reset).",
  'purchase.paid': 'A cart was paid: one line per purchase it started.',
  'purchase.refused': "The bank refused a cart's payment.",
  'subscription.renewed': 'A renewal charged the saved card: one line per period paid, with the next payment date.',
  'subscription.renewal_refused': 'A renewal (`by: renewal`) or a Pay now (`by: pay_now`) was refused.',
  'subscription.overdue': 'Subscriptions fell overdue (their renewal refused on its first try).',
  'subscription.paid': 'The customer paid owed periods with Pay now.',
  'subscription.cancelled': 'A subscription was cancelled; it runs to `endDate`.',
  'subscription.reactivated': 'A cancelled subscription was taken back while its paid period ran.',
  'subscription.ended': "A cancelled subscription's paid period ended.",
  'subscription.written_off': 'Staff wrote off what a subscription owed.',
  'refund.made': 'Money was given back from a payment (amounts positive).',
  'card.saved': 'The customer saved a card.',
  'card.removed': 'The customer removed their saved card.',
  'card.expiring': 'The saved card expires (`expiresOn`, the last day of its month) before the next payment.',
  'tax_invoice.sent': 'The Revenue Service (RS.ge) accepted a tax invoice, or a refund’s correction, with its number.',
  'webhook.test': 'A test message staff sent from the console; every endpoint may receive it.',
};

const header = (name: string, description: string) => ({ name, in: 'header', required: true, schema: { type: 'string' }, description });

const HEADERS = [
  header(WEBHOOK_HEADERS.id, 'The message id (`evt_<event id>`), the same on every try and replay: deduplicate by it.'),
  header(WEBHOOK_HEADERS.timestamp, "The try's time, Unix seconds."),
  header(
    WEBHOOK_HEADERS.signature,
    '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint secret; during a rotation two, space-separated. Verify with a `standardwebhooks` library.',
  ),
];

/** A type's body as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), without the `$schema` key. */
export function webhookBodySchema(type: WebhookMessageType): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookPayloadSchema(type), { target: 'draft-2020-12', io: 'input' }) as Record<
    string,
    unknown
  >;
  return schema;
}

/** The document's `webhooks`: every published type, then the console's test message. */
export function webhooksDocument(): Record<string, object> {
  const types: WebhookMessageType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_TYPE];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook:${type}`,
          tags: ['webhooks'],
          summary: `${type} (version ${WEBHOOK_EVENT_VERSION[type]})`,
          description: `${WHEN[type]} Signed by Standard Webhooks; delivered at least once.`,
          parameters: HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: webhookBodySchema(type) } } },
          responses: {
            '2XX': { description: 'Received: the delivery succeeded.' },
            '410': { description: 'Gone: the endpoint is disabled, nothing more is sent to it.' },
            default: { description: 'Any other answer, or none within the timeout: tried again on the retry schedule.' },
          },
        },
      },
    ]),
  );
}
