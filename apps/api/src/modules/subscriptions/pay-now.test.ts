import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, outboxEmails, paymentLines, payments, purchasedItems, renewalAttempts, sandboxBankCharges } from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { RenewalService } from './renewals.service.ts';
import type { DevBillingService } from '../dev/dev-billing.service.ts';

/**
 * Issue 25, items 1, 2, 3 and 9: what Pay now shows is what it charges (every owed period, one line
 * each), a cancelling item shows no debt, a cancel waits for the debt, and the development backdate
 * tool never leaves an item that cannot be paid.
 */
let t: TestContext;
let renewalPass: RenewalService;
let devBilling: DevBillingService;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  renewalPass = t.app.services.renewals;
  devBilling = t.app.services.devBilling;
  admin = await createSignedInUser(t, { role: 'ADMIN', email: 'staff-pay-now@orioni.test' });
});
afterAll(() => t.close());

const noon = (day: string) => `${day}T08:00:00Z`;

interface Row {
  purchasedItemId: number;
  status: string;
  overdueDays: number | null;
  upcomingPayment: number;
  amountDue: number;
  duePeriods: { periodStart: string; periodEnd: string; amount: number }[];
}

const itemsOf = (who: TestUser) =>
  t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
const billingRow = async (who: TestUser, itemId: number): Promise<Row> => {
  const res = await t.app.inject({
    url: '/api/user/report/purchase-history?onPremise=false',
    headers: (await signInAgain(t, who)).headers,
  });
  return (res.json().data.list as Row[]).find((r) => r.purchasedItemId === itemId)!;
};
const repay = async (who: TestUser, payload: { purchasedItemId: number; amount?: number }) =>
  t.app.inject({ method: 'POST', url: '/api/product/repay', headers: (await signInAgain(t, who)).headers, payload });
const cancel = async (who: TestUser, purchasedItemId: number) =>
  t.app.inject({ method: 'PUT', url: '/api/product/cancel', headers: (await signInAgain(t, who)).headers, payload: { purchasedItemId } });
const bankCharges = async (who: TestUser) => {
  const [card] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
  return t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.token, card!.gatewayToken));
};

/** A customer who bought `quantity` × Retail monthly (89 ₾) on `day`, with a card that pays. */
async function retailCustomer(day: string, quantity = 2): Promise<{ who: TestUser; itemId: number }> {
  t.clock.set(noon(day));
  const who = await createSignedInUser(t);
  await saveCard(t, who, '4242 4242 4242 4242');
  await addToCart(t, who, 'ORIONI_RETAIL_M1', quantity);
  await purchaseCart(t, who);
  const [item] = await itemsOf(who);
  return { who, itemId: item!.id };
}

describe('issue 25 item 1: Pay now charges what the row and the dialog show', () => {
  it('issue 25 item 1: three owed periods are shown line by line and charged as shown; an amount that is no longer owed charges nothing', async () => {
    const { who, itemId } = await retailCustomer('2026-01-10');
    // No renewal pass ran: three periods have come and are unpaid on 12 April.
    t.clock.set(noon('2026-04-12'));
    const row = await billingRow(who, itemId);
    expect(row.overdueDays).toBe(61);
    expect(row.duePeriods).toEqual([
      { periodStart: '2026-02-10', periodEnd: '2026-03-10', amount: 17_800 },
      { periodStart: '2026-03-10', periodEnd: '2026-04-10', amount: 17_800 },
      { periodStart: '2026-04-10', periodEnd: '2026-05-10', amount: 17_800 },
    ]);
    expect(row.amountDue).toBe(3 * 17_800);

    // The customer confirmed one period's amount (what the row used to show): refused, nothing charged.
    const chargesBefore = (await bankCharges(who)).length;
    const stale = await repay(who, { purchasedItemId: itemId, amount: row.upcomingPayment });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorKey: 'AMOUNT_DUE_CHANGED' });
    expect(stale.json().errorMessage).toContain('534.00');
    expect((await bankCharges(who)).length).toBe(chargesBefore);
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-02-10');

    // The total shown is the total charged, one line per period.
    const paid = await repay(who, { purchasedItemId: itemId, amount: row.amountDue });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json().data.paymentId as number;
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ kind: 'REPAY', status: 'SUCCEEDED', amount: row.amountDue });
    const charges = await bankCharges(who);
    expect(charges.length).toBe(chargesBefore + 1);
    expect(charges.at(-1)!.amount).toBe(row.amountDue);
    const lines = await t.db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.paymentId, paymentId))
      .orderBy(asc(paymentLines.periodStart));
    expect(lines.map((l) => [l.periodStart, l.amount])).toEqual(row.duePeriods.map((p) => [p.periodStart, p.amount]));
    expect((await billingRow(who, itemId)).amountDue).toBe(0);

    // The receipt lists each period with its own dates.
    const [receipt] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, 'renewal-receipt')));
    const text = receipt!.text;
    // Each period's first and last day (issue 39 item 24: the site and the receipt print them so).
    for (const period of ['10 Feb 2026 – 9 Mar 2026', '10 Mar 2026 – 9 Apr 2026', '10 Apr 2026 – 9 May 2026']) {
      expect(text).toContain(period);
    }
  });

  it('issue 25 item 1: a Pay now without an amount (a client built from the spec) still charges every owed period', async () => {
    const { who, itemId } = await retailCustomer('2026-05-31', 1);
    t.clock.set(noon('2026-07-31'));
    const row = await billingRow(who, itemId);
    expect(row.duePeriods.map((p) => p.periodStart)).toEqual(['2026-06-30', '2026-07-31']);
    const paid = await repay(who, { purchasedItemId: itemId });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paid.json().data.paymentId));
    expect(payment!.amount).toBe(row.amountDue);
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-08-31');
  });
});

describe('issue 25 items 2 and 3: cancel', () => {
  it('issue 25 item 3: a cancel of an overdue item is refused until the debt is paid', async () => {
    const { who, itemId } = await retailCustomer('2026-02-05');
    t.clock.set(noon('2026-03-05'));
    const refused = await cancel(who, itemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorKey).toBe('CANCEL_OVERDUE');
    expect((await itemsOf(who))[0]!.status).toBe('ACTIVE');
    expect((await billingRow(who, itemId)).amountDue).toBe(17_800);

    expect((await repay(who, { purchasedItemId: itemId, amount: 17_800 })).statusCode).toBe(200);
    const done = await cancel(who, itemId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ purchasedItemId: itemId, status: 'CANCELING', endDate: '2026-04-05' });
  });

  it('issue 25 item 2: a cancelling item owes nothing, to the customer and to staff, who see its status', async () => {
    const { who, itemId } = await retailCustomer('2026-12-01', 1);
    expect((await cancel(who, itemId)).statusCode).toBe(200);
    // Past its end date but before a renewal pass ended it: still nothing due.
    t.clock.set(noon('2027-01-02'));
    const row = await billingRow(who, itemId);
    expect(row).toMatchObject({ status: 'CANCELING', overdueDays: null, amountDue: 0, duePeriods: [] });
    const staff = await t.app.inject({
      url: `/api/admin/purchase/list?query=${itemId}`,
      headers: (await signInAgain(t, admin)).headers,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const listed = (staff.json().data.list as Row[]).find((r) => r.purchasedItemId === itemId);
    expect(listed).toMatchObject({ status: 'CANCELING', overdueDays: null, amountDue: 0 });
  });
});

describe('issue 25 item 9: the development backdate tool', () => {
  it('issue 25 item 9: an item aged after a paid renewal is payable, and no period is paid twice', async () => {
    const { who, itemId } = await retailCustomer('2026-03-15', 1);
    // The renewal of 15 April is paid by the pass.
    t.clock.set(noon('2026-04-15'));
    await renewalPass.runPass(new Date(noon('2026-04-15')));
    expect((await itemsOf(who))[0]).toMatchObject({ nextPaymentDate: '2026-05-15', paidPeriods: 2 });

    // Aged by one period: the next payment (the third period) is due today.
    await devBilling.backdate(who.id, itemId, 1);
    expect((await itemsOf(who))[0]).toMatchObject({ anchorDate: '2026-02-15', nextPaymentDate: '2026-04-15', paidPeriods: 2 });
    const paid = await repay(who, { purchasedItemId: itemId });
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paid.json().data.paymentId));
    expect(payment!.amount).toBe(8_900);
    expect((await itemsOf(who))[0]).toMatchObject({ nextPaymentDate: '2026-05-15', paidPeriods: 3 });
    // Three periods paid in all (15 February, March and April), each once, on the aged calendar.
    // (The first purchase's line has no period start.)
    const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.purchasedItemId, itemId));
    expect(lines.length).toBe(3);
    expect(
      lines
        .map((l) => l.periodStart)
        .filter(Boolean)
        .sort(),
    ).toEqual(['2026-03-15', '2026-04-15']);
    const attempts = await t.db.select().from(renewalAttempts).where(eq(renewalAttempts.purchasedItemId, itemId));
    expect(attempts.map((a) => [a.periodStart, a.status]).sort()).toEqual([
      ['2026-03-15', 'SUCCEEDED'],
      ['2026-04-15', 'SUCCEEDED'],
    ]);
  });

  it('a pass scoped to one customer (the development pass of the browser journeys) charges that customer alone', async () => {
    const a = await retailCustomer('2026-06-03', 1);
    const b = await retailCustomer('2026-06-03', 1);
    t.clock.set(noon('2026-07-03'));
    const scoped = await renewalPass.runPass(new Date(noon('2026-07-03')), a.who.id);
    expect(scoped.charged).toBe(1);
    expect((await itemsOf(a.who))[0]).toMatchObject({ nextPaymentDate: '2026-08-03', paidPeriods: 2 });
    // The other customer's renewal is still due: no attempt, no charge at the bank.
    expect((await itemsOf(b.who))[0]).toMatchObject({ nextPaymentDate: '2026-07-03', paidPeriods: 1 });
    expect(await t.db.select().from(renewalAttempts).where(eq(renewalAttempts.purchasedItemId, b.itemId))).toEqual([]);
    expect((await bankCharges(b.who)).length).toBe(1);
    // An unscoped pass then renews it.
    await renewalPass.runPass(new Date(noon('2026-07-03')));
    expect((await itemsOf(b.who))[0]).toMatchObject({ nextPaymentDate: '2026-08-03', paidPeriods: 2 });
  });
});
