import type { DomainEvent, DomainEventOf, DomainEventType } from '@orioni/contracts/events';
import {
  WEBHOOK_EVENT_VERSION,
  webhookMoney,
  type WebhookData,
  type WebhookEventType,
  type WebhookMoney,
} from '@orioni/contracts/webhooks';

/**
 * The public catalogue written from the domain events (issue 42 item 1): which event becomes which
 * webhook type, and the exact body each message carries. Pure: no database, no clock. The body is
 * built key by key in a fixed order and frozen when the message is stored, so every try and every
 * replay signs the same bytes.
 *
 * Ids are the console's: `customerId` is the event's user, `purchaseId` a purchased item's id,
 * `paymentId` the ledger's. Money is exact tetri plus the lari string (`webhookMoney`).
 */

/** A customer as the `customer.*` payloads show it (what the consumer reads from accounts). */
export interface WebhookCustomer {
  id: number;
  email: string;
  customerType: 'PHYSICAL' | 'LEGAL';
  fullName: string;
}

/** One message to store: its `webhook-id`, its type and its frozen body. */
export interface WebhookMessage {
  eventId: number;
  /** `evt_<domain event id>`: the `webhook-id` header, the receiver's deduplication key. */
  messageId: string;
  type: WebhookEventType;
  occurredAt: Date;
  /** `JSON.stringify({ type, version, timestamp, data })`: the exact bytes signed and sent. */
  body: string;
}

/** The domain event types that map to a webhook type (the webhooks consumer reads only these). */
export const WEBHOOK_SOURCE_TYPES = [
  'customer.registered',
  'customer.verified',
  'purchase.paid',
  'purchase.refused',
  'renewal.charged',
  'renewal.refused',
  'item.overdue',
  'item.cancelled',
  'item.reactivated',
  'item.ended',
  'item.written_off',
  'refund.made',
  'card.saved',
  'card.removed',
  'card.expiring',
  'tax_invoice.sent',
] as const satisfies readonly DomainEventType[];

/** The domain event types whose payload names the customer in full (the consumer reads these customers). */
export const WEBHOOK_CUSTOMER_SOURCE_TYPES = ['customer.registered', 'customer.verified'] as const satisfies readonly DomainEventType[];

/** The one version of each domain event's data this mapping reads; an event of another version makes no message. */
const KNOWN_DOMAIN_VERSION = 1;

const DIRECT: Partial<Record<DomainEventType, WebhookEventType>> = {
  'customer.registered': 'customer.registered',
  'customer.verified': 'customer.verified',
  'purchase.paid': 'purchase.paid',
  'purchase.refused': 'purchase.refused',
  'item.overdue': 'subscription.overdue',
  'item.cancelled': 'subscription.cancelled',
  'item.reactivated': 'subscription.reactivated',
  'item.ended': 'subscription.ended',
  'item.written_off': 'subscription.written_off',
  'refund.made': 'refund.made',
  'card.saved': 'card.saved',
  'card.removed': 'card.removed',
  'card.expiring': 'card.expiring',
  'tax_invoice.sent': 'tax_invoice.sent',
};

/**
 * The webhook type a domain event is published as, or null when it is not published.
 * `renewal.charged` is `subscription.renewed` for the renewal pass's charge and `subscription.paid`
 * for the customer's Pay now (REPAY); `renewal.refused` is `subscription.renewal_refused` for both
 * (its `by` tells them apart).
 */
export function webhookTypeOf(event: DomainEvent): WebhookEventType | null {
  if (event.version !== KNOWN_DOMAIN_VERSION) return null;
  if (event.type === 'renewal.charged') return event.data.paymentKind === 'REPAY' ? 'subscription.paid' : 'subscription.renewed';
  if (event.type === 'renewal.refused') return 'subscription.renewal_refused';
  return DIRECT[event.type] ?? null;
}

/** The user ids whose customer record `webhookMessagesOf` needs for these events. */
export function webhookCustomerIdsOf(events: readonly DomainEvent[]): number[] {
  const needs = new Set<DomainEventType>(WEBHOOK_CUSTOMER_SOURCE_TYPES);
  return [...new Set(events.filter((e) => needs.has(e.type)).map((e) => e.userId))];
}

/**
 * The messages for a batch of events, in the events' order: one per published event. A `customer.*`
 * event whose customer is not in `customers` makes no message (the account is gone). An event that
 * lacks what its type always carries (a payment event without its payment) is a bug and throws.
 */
export function webhookMessagesOf(events: readonly DomainEvent[], customers: ReadonlyMap<number, WebhookCustomer>): WebhookMessage[] {
  const messages: WebhookMessage[] = [];
  for (const event of events) {
    const type = webhookTypeOf(event);
    if (!type) continue;
    const data = dataOf(event, customers);
    if (!data) continue;
    const occurredAt = new Date(event.occurredAt);
    const body = JSON.stringify({ type, version: WEBHOOK_EVENT_VERSION[type], timestamp: occurredAt.toISOString(), data });
    messages.push({ eventId: event.id, messageId: `evt_${event.id}`, type, occurredAt, body });
  }
  return messages;
}

type AnyWebhookData = WebhookData<WebhookEventType>;

function dataOf(event: DomainEvent, customers: ReadonlyMap<number, WebhookCustomer>): AnyWebhookData | null {
  switch (event.type) {
    case 'customer.registered':
    case 'customer.verified': {
      const c = customers.get(event.userId);
      if (!c) return null;
      return { customer: { id: c.id, email: c.email, customerType: c.customerType, fullName: c.fullName } };
    }
    case 'purchase.paid':
      return {
        ...charged(event, event.data.paidAt, event.data.lines, event.data.vatRateBp),
        lines: event.data.lines.map((l) => ({
          purchaseId: l.purchasedItemId,
          productKey: l.productKey,
          period: l.period,
          kind: l.kind,
          quantity: l.quantity,
          amount: webhookMoney(l.amount),
        })),
      };
    case 'purchase.refused':
      return { customerId: event.userId, reason: event.data.failureKey };
    case 'renewal.charged':
      return {
        ...charged(event, event.data.paidAt, event.data.lines, event.data.vatRateBp),
        lines: event.data.lines.map((l) => ({
          purchaseId: l.purchasedItemId,
          productKey: l.productKey,
          period: l.period,
          quantity: l.quantity,
          amount: webhookMoney(l.amount),
          periodStart: l.periodStart,
          nextPaymentDate: l.nextPaymentDate,
        })),
      };
    case 'renewal.refused':
      return {
        customerId: event.userId,
        by: event.data.paymentKind === 'REPAY' ? 'pay_now' : 'renewal',
        reason: event.data.failureKey,
        firstRefusal: event.data.firstRefusal,
        dueDate: event.data.dueDate,
        nextRetryDate: event.data.nextRetryDate,
        items: event.data.items.map((i) => ({ purchaseId: i.purchasedItemId, productKey: i.productKey, owed: webhookMoney(i.owed) })),
      };
    case 'item.overdue':
      return { customerId: event.userId, purchaseIds: [...event.purchasedItemIds], dueDate: event.data.dueDate };
    case 'item.cancelled':
      return { customerId: event.userId, purchaseId: purchaseOf(event), productKey: event.data.productKey, endDate: event.data.endDate };
    case 'item.reactivated':
      return { customerId: event.userId, purchaseId: purchaseOf(event), productKey: event.data.productKey };
    case 'item.ended':
      return { customerId: event.userId, purchaseId: purchaseOf(event), productKey: event.data.productKey, endedOn: event.data.endedOn };
    case 'item.written_off':
      return { customerId: event.userId, purchaseId: purchaseOf(event), productKey: event.data.productKey, periods: event.data.periods };
    case 'refund.made':
      return {
        customerId: event.userId,
        paymentId: paymentOf(event),
        refundOfPaymentId: event.data.refundOfPaymentId,
        refundedAt: new Date(event.data.refundedAt).toISOString(),
        // Money given back is positive whatever sign the ledger keeps it at.
        amount: givenBack(event.amount ?? sum(event.data.lines)),
        vatRateBp: event.data.vatRateBp ?? null,
        lines: event.data.lines.map((l) => ({
          purchaseId: l.purchasedItemId,
          productKey: l.productKey,
          period: l.period,
          amount: givenBack(l.amount),
        })),
      };
    case 'card.saved':
    case 'card.removed':
      return { customerId: event.userId, cardMask: event.data.cardMask };
    case 'card.expiring':
      return { customerId: event.userId, cardMask: event.data.cardMask, expiresOn: event.data.expiresOn };
    case 'tax_invoice.sent':
      return {
        customerId: event.userId,
        paymentId: paymentOf(event),
        kind: event.data.kind,
        series: event.data.series,
        number: event.data.number,
        buyerTaxNumber: event.data.buyerTaxNumber,
      };
  }
}

/** What a charge's payload shares (purchase.paid, subscription.renewed, subscription.paid). */
function charged(event: DomainEvent, paidAt: string, lines: readonly { amount: number }[], vatRateBp: number | null | undefined) {
  return {
    customerId: event.userId,
    paymentId: paymentOf(event),
    paidAt: new Date(paidAt).toISOString(),
    amount: webhookMoney(event.amount ?? sum(lines)),
    vatRateBp: vatRateBp ?? null,
  };
}

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, l) => total + l.amount, 0);

/** A refund's amount: positive, and 0 (never -0) for nothing. */
const givenBack = (tetri: number): WebhookMoney => webhookMoney(Math.abs(tetri));

function paymentOf(event: DomainEvent): number {
  if (event.paymentId === null) throw new Error(`webhooks: the ${event.type} event ${event.id} names no payment`);
  return event.paymentId;
}

/**
 * The purchased item an `item.*` event concerns. Each is recorded with exactly one (lifecycle,
 * renewals' end of cancelled items, staff write-offs): an item event is about one item, so its
 * message names the first and only one.
 */
function purchaseOf(event: DomainEventOf<'item.cancelled' | 'item.reactivated' | 'item.ended' | 'item.written_off'>): number {
  const id = event.purchasedItemIds[0];
  if (id === undefined) throw new Error(`webhooks: the ${event.type} event ${event.id} names no purchased item`);
  return id;
}
