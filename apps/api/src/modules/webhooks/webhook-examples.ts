import type { DomainEvent } from '@orioni/contracts/events';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@orioni/contracts/webhooks';
import { webhookMessagesOf, type WebhookCustomer } from './webhook-payloads.ts';

/**
 * One sample domain event per published webhook type, as the services record them, and the bodies the
 * payload builder writes from them: the README's examples are these (`node --import tsx
 * apps/api/src/cli/webhook-examples.ts` rewrites them, a test fails while they differ), so they are the real output, never hand-typed.
 */
export const EXAMPLE_CUSTOMERS: ReadonlyMap<number, WebhookCustomer> = new Map([
  [1042, { id: 1042, email: 'nino@example.ge', customerType: 'PHYSICAL', fullName: 'Nino Beridze' }],
  [2077, { id: 2077, email: 'office@example.ge', customerType: 'LEGAL', fullName: 'Example LLC' }],
]);

export const EXAMPLE_EVENTS: readonly DomainEvent[] = [
  {
    id: 90001,
    version: 1,
    type: 'customer.registered',
    userId: 1042,
    paymentId: null,
    purchasedItemIds: [],
    amount: null,
    data: { role: 'CUSTOMER' },
    occurredAt: '2025-03-01T08:15:00.000Z',
  },
  {
    id: 90002,
    version: 1,
    type: 'customer.verified',
    userId: 1042,
    paymentId: null,
    purchasedItemIds: [],
    amount: null,
    data: { via: 'VERIFICATION_CODE' },
    occurredAt: '2025-03-01T08:17:30.000Z',
  },
  {
    id: 90003,
    version: 1,
    type: 'card.saved',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [],
    amount: null,
    data: { cardMask: '431571******4242' },
    occurredAt: '2025-03-02T09:00:00.000Z',
  },
  {
    id: 90004,
    version: 1,
    type: 'purchase.paid',
    userId: 2077,
    paymentId: 5120,
    purchasedItemIds: [7301, 7302],
    amount: 26700,
    data: {
      paidAt: '2025-03-02T09:05:12.000Z',
      lines: [
        { purchasedItemId: 7301, productKey: 'ORIONI_ERP_M1', period: 'M1', kind: 'SOLUTION', quantity: 1, amount: 14900 },
        { purchasedItemId: 7302, productKey: 'ORIONI_ACCOUNTING_M1', period: 'M1', kind: 'SOLUTION', quantity: 2, amount: 11800 },
      ],
      vatRateBp: 1800,
    },
    occurredAt: '2025-03-02T09:05:12.000Z',
  },
  {
    id: 90005,
    version: 1,
    type: 'tax_invoice.sent',
    userId: 2077,
    paymentId: 5120,
    purchasedItemIds: [],
    amount: null,
    data: { kind: 'INVOICE', series: 'ეა', number: '0123456', buyerTaxNumber: '404123456' },
    occurredAt: '2025-03-02T09:06:40.000Z',
  },
  {
    id: 90006,
    version: 1,
    type: 'purchase.refused',
    userId: 1042,
    paymentId: 5121,
    purchasedItemIds: [],
    amount: 5900,
    data: { failureKey: 'CARD_DECLINED' },
    occurredAt: '2025-03-03T11:20:00.000Z',
  },
  {
    id: 90007,
    version: 1,
    type: 'renewal.charged',
    userId: 2077,
    paymentId: 5301,
    purchasedItemIds: [7301],
    amount: 14900,
    data: {
      paymentKind: 'RENEWAL',
      paidAt: '2025-04-02T02:00:03.000Z',
      lines: [
        {
          purchasedItemId: 7301,
          productKey: 'ORIONI_ERP_M1',
          period: 'M1',
          quantity: 1,
          amount: 14900,
          periodStart: '2025-04-02',
          nextPaymentDate: '2025-05-02',
        },
      ],
      vatRateBp: 1800,
    },
    occurredAt: '2025-04-02T02:00:03.000Z',
  },
  {
    id: 90008,
    version: 1,
    type: 'renewal.refused',
    userId: 2077,
    paymentId: 5402,
    purchasedItemIds: [7301],
    amount: 14900,
    data: {
      paymentKind: 'RENEWAL',
      failureKey: 'INSUFFICIENT_FUNDS',
      firstRefusal: true,
      dueDate: '2025-05-02',
      nextRetryDate: '2025-05-03',
      items: [{ purchasedItemId: 7301, productKey: 'ORIONI_ERP_M1', owed: 14900 }],
    },
    occurredAt: '2025-05-02T02:00:04.000Z',
  },
  {
    id: 90009,
    version: 1,
    type: 'item.overdue',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [7301],
    amount: null,
    data: { dueDate: '2025-05-02' },
    occurredAt: '2025-05-02T02:00:04.000Z',
  },
  {
    id: 90010,
    version: 1,
    type: 'renewal.charged',
    userId: 2077,
    paymentId: 5420,
    purchasedItemIds: [7301],
    amount: 14900,
    data: {
      paymentKind: 'REPAY',
      paidAt: '2025-05-04T10:30:00.000Z',
      lines: [
        {
          purchasedItemId: 7301,
          productKey: 'ORIONI_ERP_M1',
          period: 'M1',
          quantity: 1,
          amount: 14900,
          periodStart: '2025-05-02',
          nextPaymentDate: '2025-06-02',
        },
      ],
      vatRateBp: 1800,
    },
    occurredAt: '2025-05-04T10:30:00.000Z',
  },
  {
    id: 90011,
    version: 1,
    type: 'item.written_off',
    userId: 1042,
    paymentId: null,
    purchasedItemIds: [7410],
    amount: 5900,
    data: { productKey: 'ORIONI_ACCOUNTING_M1', periods: 1 },
    occurredAt: '2025-05-05T12:00:00.000Z',
  },
  {
    id: 90012,
    version: 1,
    type: 'item.cancelled',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [7301],
    amount: null,
    data: { productKey: 'ORIONI_ERP_M1', endDate: '2025-06-02' },
    occurredAt: '2025-05-10T14:00:00.000Z',
  },
  {
    id: 90013,
    version: 1,
    type: 'item.reactivated',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [7301],
    amount: null,
    data: { productKey: 'ORIONI_ERP_M1' },
    occurredAt: '2025-05-11T09:45:00.000Z',
  },
  {
    id: 90014,
    version: 1,
    type: 'item.ended',
    userId: 1042,
    paymentId: null,
    purchasedItemIds: [7410],
    amount: null,
    data: { productKey: 'ORIONI_ACCOUNTING_M1', endedOn: '2025-06-05' },
    occurredAt: '2025-06-05T02:00:05.000Z',
  },
  {
    id: 90015,
    version: 1,
    type: 'refund.made',
    userId: 2077,
    paymentId: 5501,
    purchasedItemIds: [7302],
    amount: 11800,
    data: {
      refundOfPaymentId: 5120,
      refundedAt: '2025-06-06T13:00:00.000Z',
      lines: [{ purchasedItemId: 7302, productKey: 'ORIONI_ACCOUNTING_M1', period: 'M1', amount: 11800 }],
      vatRateBp: 1800,
    },
    occurredAt: '2025-06-06T13:00:00.000Z',
  },
  {
    id: 90016,
    version: 1,
    type: 'card.expiring',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [],
    amount: null,
    data: { cardMask: '431571******4242', expiresOn: '2025-06-30' },
    occurredAt: '2025-06-20T02:00:06.000Z',
  },
  {
    id: 90017,
    version: 1,
    type: 'card.removed',
    userId: 2077,
    paymentId: null,
    purchasedItemIds: [],
    amount: null,
    data: { cardMask: '431571******4242' },
    occurredAt: '2025-06-21T16:10:00.000Z',
  },
];

/** JSON on one line with a space after each `,` and `:` and inside braces (`{ "tetri": 8900, "lari": "89.00" }`). */
const oneLine = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(oneLine).join(', ')}]`
    : value !== null && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`)
          .join(', ')} }`
      : JSON.stringify(value);

/** JSON indented by two, an object or array kept on one line while its line fits in `width` (the README's examples). */
export function readableJson(value: unknown, width = 96, indent = '', key = ''): string {
  const flat = oneLine(value);
  if (value === null || typeof value !== 'object' || indent.length + key.length + flat.length <= width) return flat;
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((v) => `${inner}${readableJson(v, width, inner)}`)
    : Object.entries(value).map(([k, v]) => {
        const label = `${JSON.stringify(k)}: `;
        return `${inner}${label}${readableJson(v, width, inner, label)}`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

/** Each published type's example body, readable (the body sent is the same JSON on one line). */
export function webhookExampleBodies(): Map<WebhookEventType, string> {
  const bodies = new Map(webhookMessagesOf(EXAMPLE_EVENTS, EXAMPLE_CUSTOMERS).map((m) => [m.type, readableJson(JSON.parse(m.body))]));
  const missing = WEBHOOK_EVENT_TYPES.filter((t) => !bodies.has(t));
  if (missing.length > 0) throw new Error(`webhooks: no example event for ${missing.join(', ')}`);
  return new Map(WEBHOOK_EVENT_TYPES.map((t) => [t, bodies.get(t)!]));
}

/** The README's examples block (between its markers): one fenced JSON body per type, in catalogue order. */
export function webhookExamplesMarkdown(): string {
  return [...webhookExampleBodies()].map(([type, body]) => `#### \`${type}\`\n\n\`\`\`json\n${body}\n\`\`\``).join('\n\n');
}

export const README_EXAMPLES_START = '<!-- webhook-examples:start (generated: node --import tsx apps/api/src/cli/webhook-examples.ts) -->';
export const README_EXAMPLES_END = '<!-- webhook-examples:end -->';

/** The README with its examples block replaced by the builder's current output. */
export function withWebhookExamples(readme: string): string {
  const start = readme.indexOf(README_EXAMPLES_START);
  const end = readme.indexOf(README_EXAMPLES_END);
  if (start < 0 || end < start) throw new Error('webhooks: the README has no examples markers');
  return `${readme.slice(0, start + README_EXAMPLES_START.length)}\n\n${webhookExamplesMarkdown()}\n\n${readme.slice(end)}`;
}
