import type { DomainEvent } from '@orioni/contracts/events';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { reaction, type AnyReaction } from '../events/events.service.ts';
import { WEBHOOK_SOURCE_TYPES, webhookCustomerIdsOf, webhookMessagesOf, webhookTypeOf } from './webhook-payloads.ts';
import { insertMessages, subscribedEndpoints, type NewMessage } from './webhooks.repository.ts';

export interface WebhookReactionsDeps {
  clock: Clock;
  accounts: Pick<CustomersService, 'customers'>;
  /** Told after rows were queued (the worker of this instance wakes). */
  queued(): void;
}

type Subscribed = Awaited<ReturnType<typeof subscribedEndpoints>>;

/**
 * The webhooks consumer's reactions (`consumerOf('webhooks', webhookReactions(...))` in the composition
 * root; issue 42 item 3, ADR 047). For a batch of events it reads the enabled endpoints once (per cursor
 * transaction, whatever the mix of types), keeps the events some endpoint subscribes to, and only for
 * endpoints that existed when the event occurred (a new endpoint is sent no history), and writes their
 * messages and deliveries in the transaction that moves the cursor: once per event and endpoint. No HTTP
 * here: the worker posts. With no endpoint subscribed to a batch's types, it reads no customer and writes
 * no row.
 */
export function webhookReactions(deps: WebhookReactionsDeps): AnyReaction[] {
  // The consumer hands each run of one type on separately, in one transaction: the endpoints are read once in it.
  const endpointsOf = new WeakMap<object, Promise<Subscribed>>();
  const endpoints = (tx: DbOrTx) => {
    let read = endpointsOf.get(tx);
    if (!read) endpointsOf.set(tx, (read = subscribedEndpoints(tx)));
    return read;
  };
  const handle = async (tx: DbOrTx, events: readonly DomainEvent[]) => {
    const subscribed = await endpoints(tx);
    if (subscribed.length === 0) return;
    const wanted = new Map<number, number[]>();
    for (const event of events) {
      const type = webhookTypeOf(event);
      if (!type) continue;
      const at = new Date(event.occurredAt).getTime();
      const ids = subscribed.filter((e) => e.eventTypes.includes(type) && e.createdAt.getTime() <= at).map((e) => e.id);
      if (ids.length > 0) wanted.set(event.id, ids);
    }
    if (wanted.size === 0) return;
    const kept = events.filter((e) => wanted.has(e.id));
    const customerIds = webhookCustomerIdsOf(kept);
    const customers = customerIds.length > 0 ? await deps.accounts.customers(tx, customerIds) : new Map();
    const messages: NewMessage[] = webhookMessagesOf(kept, customers).map((m) => ({
      messageId: m.messageId,
      eventId: m.eventId,
      type: m.type,
      payload: m.body,
      occurredAt: m.occurredAt,
      endpointIds: wanted.get(m.eventId) ?? [],
    }));
    if ((await insertMessages(tx, messages, deps.clock.now())) > 0) deps.queued();
  };
  return WEBHOOK_SOURCE_TYPES.map((type) => reaction(type, handle) as AnyReaction);
}
