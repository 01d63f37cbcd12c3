import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@orioni/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purchasedItems, sandboxBankCharges } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 39 item 13 (ADR 041): totals above 2,147,483,647 tetri. 8,000 annual Support Plus seats
 * (2,400 ₾ each) are one purchase of 19,200,000.00 ₾, which the purchase limit accepts; owing two
 * years they are 38,400,000.00 ₾, which Pay now could not write (`integer out of range` on
 * `payments.amount`), and which failed the renewal pass for every customer of its batch. On both
 * databases.
 */
const noon = (day: string) => `${day}T08:00:00Z`;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

async function buyer(productKey: string, quantity: number): Promise<{ who: TestUser; itemIds: number[] }> {
  const who = await createSignedInUser(t);
  await saveCard(t, who, '4242 4242 4242 4242');
  await addToCart(t, who, productKey, quantity);
  await purchaseCart(t, who);
  const items = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id));
  return { who, itemIds: items.map((i) => i.id) };
}

describe('issue 39 item 13: totals above 2^31 tetri, and one customer never stops the others', () => {
  it('8,000 annual seats owing two years: the list shows 38,400,000.00 ₾ and Pay now charges it, once', async () => {
    t.clock.set(noon('2026-05-10'));
    const { who, itemIds } = await buyer('SUPPORT_PLUS_Y1', 8_000);
    await t.app.services.devBilling.backdate(who.id, itemIds[0]!, 2);
    const headers = (await signInAgain(t, who)).headers;
    const list = (await t.app.inject({ url: '/api/user/report/purchase-history?onPremise=false', headers })).json().data.list;
    expect(list.find((r: { purchasedItemId: number }) => r.purchasedItemId === itemIds[0])).toMatchObject({ amountDue: 3_840_000_000 });

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/product/repay',
      headers,
      payload: { purchasedItemId: itemIds[0], amount: 3_840_000_000 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paid.json().data.paymentId));
    expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: 3_840_000_000, kind: 'REPAY' });
    const [charge] = await t.db
      .select()
      .from(sandboxBankCharges)
      .where(eq(sandboxBankCharges.idempotencyKey, `orioni-payment-${payment!.id}`));
    expect(charge).toMatchObject({ status: 'succeeded', amount: 3_840_000_000 });
    const [item] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.id, itemIds[0]!));
    expect(item).toMatchObject({ nextPaymentDate: '2027-05-10', paidPeriods: 3 });
    // Owing nothing now, the customer can cancel.
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/product/cancel', headers, payload: { purchasedItemId: itemIds[0] } })).statusCode,
    ).toBe(200);
  });

  it('the limit: one purchase above 21,474,836.47 ₾ is refused, naming the quantity (a message the web shows in Georgian, English and Russian)', async () => {
    t.clock.set(noon('2026-05-10'));
    const who = await createSignedInUser(t);
    await saveCard(t, who, '4242 4242 4242 4242');
    await addToCart(t, who, 'SUPPORT_PLUS_Y1', 9_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/purchase',
      headers: { ...(await signInAgain(t, who)).headers, 'idempotency-key': `large-${who.id}-0000000000000` },
      payload: { idNumber: '01001011234', firstName: 'Large', lastName: 'Buyer', emails: [], savePersonalInfo: false },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ quantity: MESSAGES.totalTooLarge });
    expect(await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id))).toEqual([]);
  });

  it('a pass renews the 8,000 seats and the customers beside them; a customer whose own data fails is left out and named, the others renewed', async () => {
    t.clock.set(noon('2025-06-01'));
    const big = await buyer('SUPPORT_PLUS_Y1', 8_000);
    const small = await buyer('ORIONI_RETAIL_Y1', 1);
    const broken = await buyer('ORIONI_RETAIL_Y1', 1);
    // Data no purchase can make (written here by hand): three items of 2,147,483,647 × 2,147,483,647
    // tetri, whose sum is beyond any column; before, the batch's one claim statement failed on it.
    await addToCart(t, await signInAgain(t, broken.who), 'ORIONI_ERP_Y1', 1);
    await addToCart(t, await signInAgain(t, broken.who), 'SUPPORT_PLUS_Y1', 1);
    await purchaseCart(t, await signInAgain(t, broken.who));
    const brokenItems = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, broken.who.id));
    expect(brokenItems).toHaveLength(3);
    await t.db
      .update(purchasedItems)
      .set({ unitCost: 2_147_483_647, quantity: 2_147_483_647 })
      .where(
        inArray(
          purchasedItems.id,
          brokenItems.map((i) => i.id),
        ),
      );

    const pass = await t.app.services.renewals.runPass(new Date(noon('2026-06-01')));
    expect(pass.stopped.map((s) => s.userId)).toEqual([broken.who.id]);
    for (const who of [big.who, small.who]) {
      const renewals = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, who.id), eq(payments.kind, 'RENEWAL')));
      expect(renewals.map((p) => p.status)).toEqual(['SUCCEEDED']);
    }
    const [bigRenewal] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, big.who.id), eq(payments.kind, 'RENEWAL')));
    expect(bigRenewal!.amount).toBe(1_920_000_000);
    // Nothing of the broken customer's was claimed or charged: tried again by the next pass.
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, broken.who.id), eq(payments.kind, 'RENEWAL'))),
    ).toEqual([]);
    expect(
      (await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, broken.who.id))).map((i) => i.nextPaymentDate),
    ).toEqual(['2026-06-01', '2026-06-01', '2026-06-01']);
  });
});
