import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLines, payments, purchasedItems, sandboxBankCharges, cards } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 39 item 22: the README says a renewal is one payment per customer and day. A customer whose
 * subscriptions owed two periods never tried (no pass ran for a month) was charged twice that day:
 * the pass claimed only each item's next period, recorded it, and the next pass (47 s later) found
 * the item due again and charged the second period apart. Every owed period is claimed at once now.
 */
const noon = (day: string) => `${day}T08:00:00Z`;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('issue 39 item 22: one renewal payment per customer and day', () => {
  it('two items owing three periods between them, never tried: one payment with a line per period, and the pass 47 s later charges nothing', async () => {
    t.clock.set(noon('2026-03-06'));
    const who = await createSignedInUser(t);
    await saveCard(t, who, '4242 4242 4242 4242');
    await addToCart(t, who, 'ORIONI_RETAIL_M1', 2);
    await purchaseCart(t, who);
    t.clock.set(noon('2026-04-06'));
    const again = await signInAgain(t, who);
    await addToCart(t, again, 'ORIONI_ERP_M1', 1);
    await purchaseCart(t, again);
    const items = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
    expect(items.map((i) => i.nextPaymentDate)).toEqual(['2026-04-06', '2026-05-06']);

    // No pass ran in April; on 6 May the first item owes April and May, the second May.
    const first = new Date(noon('2026-05-06'));
    await t.app.services.renewals.runPass(first);
    await t.app.services.renewals.runPass(new Date(first.getTime() + 47_000));

    const renewals = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, who.id), eq(payments.kind, 'RENEWAL')));
    expect(renewals.map((p) => p.status)).toEqual(['SUCCEEDED']);
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, renewals[0]!.id)).orderBy(asc(paymentLines.id));
    expect(lines.map((l) => [l.purchasedItemId, l.periodStart]).sort()).toEqual(
      [
        [items[0]!.id, '2026-04-06'],
        [items[0]!.id, '2026-05-06'],
        [items[1]!.id, '2026-05-06'],
      ].sort(),
    );
    expect(renewals[0]!.amount).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
    const after = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
    expect(after.map((i) => [i.nextPaymentDate, i.paidPeriods])).toEqual([
      ['2026-06-06', 3],
      ['2026-06-06', 2],
    ]);
    // The bank took the two purchases and then the renewals in one charge, of that amount.
    const [card] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
    const charges = (await t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.token, card!.gatewayToken))).filter(
      (c) => c.status === 'succeeded',
    );
    expect(charges).toHaveLength(3);
    expect(charges.filter((c) => c.amount === renewals[0]!.amount)).toHaveLength(1);
  });
});
