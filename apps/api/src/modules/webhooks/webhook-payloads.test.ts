import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventOf } from '@orioni/contracts/events';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENT_VERSION, webhookPayloadSchema, type WebhookEventType } from '@orioni/contracts/webhooks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { EXAMPLE_CUSTOMERS, EXAMPLE_EVENTS, README_EXAMPLES_START, webhookExampleBodies, withWebhookExamples } from './webhook-examples.ts';
import { WEBHOOK_SOURCE_TYPES, webhookCustomerIdsOf, webhookMessagesOf, webhookTypeOf } from './webhook-payloads.ts';

/** Issue 42 item 1: every published domain event becomes one exact, versioned, deterministic body. */

const exampleOf = <T extends DomainEvent['type']>(type: T, pick: (e: DomainEventOf<T>) => boolean = () => true): DomainEventOf<T> => {
  const found = EXAMPLE_EVENTS.find((e): e is DomainEventOf<T> => e.type === type && pick(e as DomainEventOf<T>));
  if (!found) throw new Error(`no example ${type}`);
  return structuredClone(found);
};

const only = (events: DomainEvent[]) => {
  const messages = webhookMessagesOf(events, EXAMPLE_CUSTOMERS);
  expect(messages).toHaveLength(events.length);
  return messages;
};

/** The body parsed by its type's public schema; equal to what was sent, so nothing beyond the schema is in it. */
function parsedStrictly(type: WebhookEventType, body: string) {
  const raw: unknown = JSON.parse(body);
  const parsed = webhookPayloadSchema(type).parse(raw);
  expect(parsed).toEqual(raw);
  return parsed as { type: string; version: number; timestamp: string; data: Record<string, unknown> };
}

/** The lari string as exact integer tetri (no floating point). */
const tetriOf = (lari: string) => {
  const [whole, cents] = lari.replace('-', '').split('.');
  const value = BigInt(whole!) * 100n + BigInt(cents!);
  return Number(lari.startsWith('-') ? -value : value);
};

describe('the catalogue the domain events map to', () => {
  it('maps exactly the published source types, and every published type has a source', () => {
    const published = DOMAIN_EVENT_TYPES.filter((t) => EXAMPLE_EVENTS.some((e) => e.type === t && webhookTypeOf(e) !== null));
    expect([...WEBHOOK_SOURCE_TYPES].sort()).toEqual([...published].sort());
    const produced = new Set(EXAMPLE_EVENTS.map(webhookTypeOf));
    expect(WEBHOOK_EVENT_TYPES.filter((t) => !produced.has(t))).toEqual([]);
  });

  it('tells a renewal from a Pay now, on a charge and on a refusal', () => {
    const renewal = exampleOf('renewal.charged', (e) => e.data.paymentKind === 'RENEWAL');
    const repay = exampleOf('renewal.charged', (e) => e.data.paymentKind === 'REPAY');
    expect(webhookTypeOf(renewal)).toBe('subscription.renewed');
    expect(webhookTypeOf(repay)).toBe('subscription.paid');

    const refused = exampleOf('renewal.refused');
    const payNowRefused = { ...refused, data: { ...refused.data, paymentKind: 'REPAY' as const, firstRefusal: false } };
    const [byRenewal, byPayNow] = only([refused, payNowRefused]);
    expect(byRenewal!.type).toBe('subscription.renewal_refused');
    expect(byPayNow!.type).toBe('subscription.renewal_refused');
    expect(parsedStrictly(byRenewal!.type, byRenewal!.body).data.by).toBe('renewal');
    expect(parsedStrictly(byPayNow!.type, byPayNow!.body).data.by).toBe('pay_now');
  });

  it('reads only the version of each event it knows', () => {
    const later = { ...exampleOf('card.saved'), version: 2 };
    expect(webhookTypeOf(later)).toBeNull();
    expect(webhookMessagesOf([later], EXAMPLE_CUSTOMERS)).toEqual([]);
  });
});

describe('the messages', () => {
  it('every example parses with its type’s schema (nothing more in it), versioned, stamped with the event’s time', () => {
    const messages = webhookMessagesOf(EXAMPLE_EVENTS, EXAMPLE_CUSTOMERS);
    expect(messages.map((m) => m.eventId)).toEqual(EXAMPLE_EVENTS.map((e) => e.id));
    for (const [i, m] of messages.entries()) {
      const event = EXAMPLE_EVENTS[i]!;
      expect(m.messageId).toBe(`evt_${event.id}`);
      expect(m.occurredAt.toISOString()).toBe(event.occurredAt);
      const body = parsedStrictly(m.type, m.body);
      expect(body.type).toBe(m.type);
      expect(body.version).toBe(WEBHOOK_EVENT_VERSION[m.type]);
      expect(body.timestamp).toBe(event.occurredAt);
      // The envelope's keys in the specification's order, then the data.
      expect(Object.keys(body)).toEqual(['type', 'version', 'timestamp', 'data']);
    }
  });

  it('names the customer in full on customer.* and needs no customer for the others', () => {
    const registered = exampleOf('customer.registered');
    const [m] = only([registered]);
    expect(parsedStrictly(m!.type, m!.body).data).toEqual({
      customer: { id: 1042, email: 'nino@example.ge', customerType: 'PHYSICAL', fullName: 'Nino Beridze' },
    });
    expect(webhookCustomerIdsOf(EXAMPLE_EVENTS)).toEqual([1042]);
    // An account that is gone makes no customer.* message; every other event still makes its own.
    const rest = webhookMessagesOf(EXAMPLE_EVENTS, new Map());
    expect(rest.map((r) => r.type)).not.toContain('customer.registered');
    expect(rest.map((r) => r.type)).not.toContain('customer.verified');
    expect(rest).toHaveLength(EXAMPLE_EVENTS.length - 2);
  });

  it('an item event names its one purchase; overdue names each', () => {
    for (const type of ['item.cancelled', 'item.reactivated', 'item.ended', 'item.written_off'] as const) {
      const event = exampleOf(type);
      const [m] = only([event]);
      const data = parsedStrictly(m!.type, m!.body).data;
      expect(data.purchaseId).toBe(event.purchasedItemIds[0]);
      expect(data.customerId).toBe(event.userId);
    }
    const overdue = { ...exampleOf('item.overdue'), purchasedItemIds: [7301, 7302] };
    const [m] = only([overdue]);
    expect(parsedStrictly(m!.type, m!.body).data.purchaseIds).toEqual([7301, 7302]);
  });

  it('a tax invoice names its payment, its kind and RS.ge’s series and number', () => {
    const sent = exampleOf('tax_invoice.sent');
    const [m] = only([sent, { ...sent, id: sent.id + 1, data: { ...sent.data, kind: 'CORRECTION', series: null } }]);
    expect(parsedStrictly(m!.type, m!.body).data).toEqual({
      customerId: 2077,
      paymentId: 5120,
      kind: 'INVOICE',
      series: 'ეა',
      number: '0123456',
      buyerTaxNumber: '404123456',
    });
  });

  it('card.expiring carries the mask and the last day of the expiry month', () => {
    const [m] = only([exampleOf('card.expiring')]);
    expect(parsedStrictly(m!.type, m!.body).data).toEqual({ customerId: 2077, cardMask: '431571******4242', expiresOn: '2025-06-30' });
  });
});

describe('money in the payloads', () => {
  const chargedWith = (tetri: number[]) => {
    const e = exampleOf('purchase.paid');
    const lines = tetri.map((amount, i) => ({ ...e.data.lines[0]!, purchasedItemId: 100 + i, amount }));
    return {
      ...e,
      amount: tetri.reduce((a, b) => a + b, 0),
      purchasedItemIds: lines.map((l) => l.purchasedItemId),
      data: { ...e.data, lines },
    };
  };

  it('1 tetri, whole lari and large amounts: the tetri and the lari string agree', () => {
    const [m] = only([chargedWith([1, 100, 8900, 123_456_789_012])]);
    const data = parsedStrictly(m!.type, m!.body).data as { amount: unknown; lines: { amount: unknown }[] };
    expect(data.lines.map((l) => l.amount)).toEqual([
      { tetri: 1, lari: '0.01' },
      { tetri: 100, lari: '1.00' },
      { tetri: 8900, lari: '89.00' },
      { tetri: 123_456_789_012, lari: '1234567890.12' },
    ]);
    expect(data.amount).toEqual({ tetri: 123_456_798_013, lari: '1234567980.13' });
  });

  it('a refund is money given back: positive whatever sign the ledger keeps, and 0 never -0', () => {
    const refund = exampleOf('refund.made');
    const negative = { ...refund, amount: -1, data: { ...refund.data, lines: refund.data.lines.map((l) => ({ ...l, amount: -1 })) } };
    const zero = {
      ...refund,
      id: refund.id + 1,
      amount: -0,
      data: { ...refund.data, lines: refund.data.lines.map((l) => ({ ...l, amount: -0 })) },
    };
    const [a, b] = only([negative, zero]);
    const dataA = parsedStrictly(a!.type, a!.body).data as { amount: unknown; lines: { amount: unknown }[] };
    expect(dataA.amount).toEqual({ tetri: 1, lari: '0.01' });
    expect(dataA.lines[0]!.amount).toEqual({ tetri: 1, lari: '0.01' });
    expect(b!.body).toContain('"amount":{"tetri":0,"lari":"0.00"}');
    expect(b!.body).not.toMatch(/"tetri":-|"lari":"-/);
    // The public schema refuses a negative refund, so a receiver may rely on the sign.
    const flipped = JSON.parse(a!.body) as { data: { amount: unknown } };
    flipped.data.amount = { tetri: -1, lari: '-0.01' };
    expect(webhookPayloadSchema('refund.made').safeParse(flipped).success).toBe(false);
  });

  it('property: any amounts, on charges, refusals and refunds, are exact and never negative on a refund', () => {
    const tetri = fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 1000) });
    fc.assert(
      fc.property(fc.array(tetri, { minLength: 1, maxLength: 5 }), fc.boolean(), (amounts, ledgerSign) => {
        const total = amounts.reduce((a, b) => a + b, 0);
        const renewal = exampleOf('renewal.charged', (e) => e.data.paymentKind === 'RENEWAL');
        const refused = exampleOf('renewal.refused');
        const refund = exampleOf('refund.made');
        const sign = ledgerSign ? -1 : 1;
        const events: DomainEvent[] = [
          chargedWith(amounts),
          { ...renewal, amount: total, data: { ...renewal.data, lines: amounts.map((amount) => ({ ...renewal.data.lines[0]!, amount })) } },
          { ...refused, amount: total, data: { ...refused.data, items: amounts.map((owed) => ({ ...refused.data.items[0]!, owed })) } },
          {
            ...refund,
            amount: sign * total,
            data: { ...refund.data, lines: amounts.map((amount) => ({ ...refund.data.lines[0]!, amount: sign * amount })) },
          },
        ];
        for (const m of webhookMessagesOf(events, EXAMPLE_CUSTOMERS)) {
          const data = parsedStrictly(m.type, m.body).data as Record<string, unknown>;
          type Money = { tetri: number; lari: string };
          const total_ = data.amount as Money | undefined;
          const perLine = ((data.lines ?? data.items) as { amount?: Money; owed?: Money }[]).map((l) => (l.amount ?? l.owed)!);
          // A refusal carries what each item owes and no total; every other type its total too.
          if (m.type === 'subscription.renewal_refused') expect(total_).toBeUndefined();
          else expect(total_!.tetri).toBe(total);
          expect(perLine.map((x) => x.tetri)).toEqual(amounts);
          const moneys = total_ ? [total_, ...perLine] : perLine;
          for (const money of moneys) {
            expect(tetriOf(money.lari)).toBe(money.tetri);
            expect(money.tetri).toBeGreaterThanOrEqual(0);
            expect(Object.is(money.tetri, -0)).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the body is deterministic', () => {
  /** The same values with every object's keys in another order (as jsonb hands them back). */
  const reordered = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reordered)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reordered(v)]),
          )
        : value;

  it('the same events give the same bytes, whatever order the stored data’s keys come in', () => {
    const first = webhookMessagesOf(EXAMPLE_EVENTS, EXAMPLE_CUSTOMERS);
    const again = webhookMessagesOf(structuredClone(EXAMPLE_EVENTS) as DomainEvent[], new Map(EXAMPLE_CUSTOMERS));
    const shuffled = webhookMessagesOf(reordered(EXAMPLE_EVENTS) as DomainEvent[], EXAMPLE_CUSTOMERS);
    expect(again.map((m) => m.body)).toEqual(first.map((m) => m.body));
    expect(shuffled.map((m) => m.body)).toEqual(first.map((m) => m.body));
  });
});

describe("the README's examples", () => {
  const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

  it('are the builder’s output for the sample events (rerun apps/api/src/cli/webhook-examples.ts when they differ)', () => {
    expect(readme).toContain(README_EXAMPLES_START);
    expect(withWebhookExamples(readme) === readme, 'README.md: run `node --import tsx apps/api/src/cli/webhook-examples.ts`').toBe(true);
  });

  it('one per type, in catalogue order, each as written in the README parsing with its schema', () => {
    expect([...webhookExampleBodies().keys()]).toEqual([...WEBHOOK_EVENT_TYPES]);
    const written = [...readme.matchAll(/#### `([a-z_.]+)`\n\n```json\n([\s\S]*?)\n```/g)].map(([, type, json]) => [type!, json!] as const);
    expect(written.map(([type]) => type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    for (const [type, json] of written) expect(parsedStrictly(type as WebhookEventType, json).type).toBe(type);
  });
});
