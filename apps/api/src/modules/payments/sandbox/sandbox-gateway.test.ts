import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, sandboxBankCharges } from '../../../db/schema/index.ts';
import { createSignedInUser } from '../../../test/auth.ts';
import { saveCard } from '../../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { PaymentGateway } from '../gateway.ts';
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
});
