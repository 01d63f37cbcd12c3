import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, sandboxBankCharges } from '../../../db/schema/index.ts';
import { sandboxBankRefunds } from '../../../db/schema/bog.ts';
import { createSignedInUser } from '../../../test/auth.ts';
import { saveCard } from '../../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { RefundRefusedError, type PaymentGateway } from '../gateway.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

describe('the sandbox gateway under the renewal interface of issue 31', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issue 31: the sandbox keeps one summed charge for a renewal of several items, once per key', async () => {
    const user = await createSignedInUser(t);
    await saveCard(t, user);
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, user.id));
    const gateway = t.app.services.gateway as SandboxGateway;
    expect((gateway as PaymentGateway).renewalsChargedPerItem).toBeUndefined();
    const request = {
      token: card!.gatewayToken,
      idempotencyKey: `orioni-payment-sandbox-${user.id}`,
      description: 'Renewal',
      lines: [
        { purchasedItemId: 1, amount: 14900 },
        { purchasedItemId: 2, amount: 4900 },
      ],
    };
    const lines = await gateway.chargeRenewal(request);
    expect(lines.map((l) => [l.purchasedItemId, l.amount, l.result?.status])).toEqual([
      [1, 14900, 'succeeded'],
      [2, 4900, 'succeeded'],
    ]);
    expect(lines[0]!.result!.externalId).toBe(lines[1]!.result!.externalId);
    await gateway.chargeRenewal(request);
    const charged = await t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.idempotencyKey, request.idempotencyKey));
    expect(charged.map((c) => c.amount)).toEqual([19800]);
  });

  it('issue 31 item 7 (for issue 28): the sandbox refunds whole and in part, never more than was paid, once per key', async () => {
    const user = await createSignedInUser(t);
    await saveCard(t, user);
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, user.id));
    const gateway = t.app.services.gateway as SandboxGateway;
    const paid = await gateway.chargeSavedCard({
      token: card!.gatewayToken,
      amount: 14_900,
      idempotencyKey: `orioni-payment-refund-${user.id}`,
      description: 'Order',
    });
    expect(paid.status).toBe('succeeded');
    const externalId = paid.externalId!;

    const part = await gateway.refund({ externalId, amount: 4_900, idempotencyKey: `refund-${user.id}-1` });
    expect(part).toEqual({ status: 'refunded_partially', refundedAmount: 4_900 });
    // The same key again: the same answer, nothing more refunded.
    expect(await gateway.refund({ externalId, amount: 4_900, idempotencyKey: `refund-${user.id}-1` })).toEqual(part);
    // More than is left is refused, nothing moves.
    await expect(gateway.refund({ externalId, amount: 10_001, idempotencyKey: `refund-${user.id}-2` })).rejects.toThrow(RefundRefusedError);
    expect(await gateway.refund({ externalId, idempotencyKey: `refund-${user.id}-3` })).toEqual({
      status: 'refunded',
      refundedAmount: 14_900,
    });
    await expect(gateway.refund({ externalId, amount: 1, idempotencyKey: `refund-${user.id}-4` })).rejects.toThrow(/Nothing is left/);
    await expect(gateway.refund({ externalId: 'no-such-payment', idempotencyKey: `refund-${user.id}-5` })).rejects.toThrow(
      RefundRefusedError,
    );
    const rows = await t.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, externalId));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([4_900, 10_000]);
  });

  it('issue 31 item 7: two refunds of the same payment at once never exceed what was paid', async () => {
    const user = await createSignedInUser(t);
    await saveCard(t, user);
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, user.id));
    const gateway = t.app.services.gateway as SandboxGateway;
    const paid = await gateway.chargeSavedCard({
      token: card!.gatewayToken,
      amount: 6_900,
      idempotencyKey: `orioni-payment-race-${user.id}`,
      description: 'Order',
    });
    const results = await Promise.allSettled(
      [1, 2].map((n) => gateway.refund({ externalId: paid.externalId!, amount: 4_000, idempotencyKey: `race-${user.id}-${n}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rows = await t.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.externalId, paid.externalId!));
    expect(rows.map((r) => r.amount)).toEqual([4_000]);
  });
});
