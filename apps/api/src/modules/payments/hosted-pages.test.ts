import { describe, expect, it } from 'vitest';
import type { GatewayEvent, PaymentGateway } from './gateway.ts';
import { HostedPages, type PaymentOfOrder } from './hosted-pages.service.ts';

type PaymentEvent = Extract<GatewayEvent, { kind: 'payment' }>;

/** The router alone: which flow each notification reaches, by what the ledger recorded for its order. */
function pages(orders: Record<string, PaymentOfOrder>) {
  const reached: string[] = [];
  const handler = (name: string, answer = true) => ({
    apply: async (event: GatewayEvent) => {
      reached.push(`${name}:${'externalId' in event ? event.externalId : (event as { gatewayOrderId: string }).gatewayOrderId}`);
      return answer;
    },
  });
  const gateway = { name: 'bog' } as PaymentGateway;
  const hosted = new HostedPages(gateway, 'https://shop.example', async (id) => orders[id] ?? null)
    .onCardOrder(handler('card'))
    .onPayment('PURCHASE', handler('purchase'))
    .onPayment('REPAY', handler('pay-now'))
    .onPayment('RENEWAL', handler('pay-now'))
    .onLateSuccess(handler('late'));
  return { hosted, reached };
}

const paid = (externalId: string): PaymentEvent => ({ kind: 'payment', externalId, status: 'succeeded', reason: null });

describe('one callback route for every bank page (issue 40 item 3)', () => {
  it('hands each notification to the flow its order belongs to, once', async () => {
    const { hosted, reached } = pages({
      o1: { kind: 'PURCHASE', status: 'PENDING' },
      o2: { kind: 'REPAY', status: 'PENDING' },
      o3: { kind: 'PURCHASE', status: 'FAILED' },
      o4: { kind: 'RENEWAL', status: 'SUCCEEDED' },
    });
    expect(await hosted.route(paid('o1'))).toBe('recorded');
    expect(await hosted.route(paid('o2'))).toBe('recorded');
    expect(await hosted.route(paid('o3'))).toBe('refunded-late');
    expect(await hosted.route(paid('o4'))).toBe('unknown-order');
    expect(await hosted.route(paid('nobody'))).toBe('unknown-order');
    expect(await hosted.route({ kind: 'card_order', gatewayOrderId: 'c1', outcome: 'failed', reason: 'declined' })).toBe('recorded');
    expect(reached).toEqual(['purchase:o1', 'pay-now:o2', 'late:o3', 'card:c1']);
  });

  it('opens every page with the one callback address and the storefront return paths', async () => {
    const asked: unknown[] = [];
    const gateway = {
      name: 'bog',
      createPaymentOrder: async (request: unknown) => (asked.push(request), { gatewayOrderId: 'o9', redirectUrl: 'https://bank/o9' }),
      createCardOrder: async (request: unknown) => (asked.push(request), { gatewayOrderId: 'c9', redirectUrl: 'https://bank/c9' }),
    } as unknown as PaymentGateway;
    const hosted = new HostedPages(gateway, 'https://shop.example', async () => null);
    expect(hosted.paysOnPage).toBe(true);
    await hosted.openPayment({
      paymentId: 42,
      amount: 1500,
      language: 'EN',
      description: 'Orioni order 42',
      successPath: '/transactionHistory/default/id/42',
      failPath: '/cart',
      saveForAutomaticCharges: false,
    });
    expect(asked[0]).toMatchObject({
      reference: 'payment-42',
      successUrl: 'https://shop.example/transactionHistory/default/id/42',
      failUrl: 'https://shop.example/cart',
      callbackUrl: 'https://shop.example/api/payment/callback/bog',
      amount: 1500,
    });
    expect(asked[0]).not.toHaveProperty('savedCardToken');
  });
});

describe('the card-saving page goes through the same flow', () => {
  it('opens with the one callback address and polls through the gateway', async () => {
    const asked: unknown[] = [];
    const gateway = {
      name: 'sandbox',
      createCardOrder: async (request: unknown) => (asked.push(request), { gatewayOrderId: 'c1', redirectUrl: 'https://bank/c1' }),
      pollCardOrder: async (id: string) => ({ kind: 'card_order', gatewayOrderId: id, outcome: 'failed', reason: 'expired' }),
    } as unknown as PaymentGateway;
    const hosted = new HostedPages(gateway, 'https://shop.example', async () => null);
    expect(hosted.paysOnPage).toBe(false);
    await hosted.openCardOrder({
      reference: 'co-1',
      language: 'KA',
      successUrl: 'https://shop.example/profile',
      failUrl: 'https://shop.example/profile',
    });
    expect(asked[0]).toMatchObject({ reference: 'co-1', callbackUrl: 'https://shop.example/api/payment/callback/sandbox' });
    expect(await hosted.pollCardOrder('c1')).toMatchObject({ kind: 'card_order', gatewayOrderId: 'c1' });
  });
});
