import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMonths } from '@orioni/contracts';
import {
  cards,
  outboxEmails,
  paymentLines,
  payments,
  prices,
  purchasedItems,
  renewalAttempts,
  sandboxBankCharges,
} from '../../db/schema/index.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.ts';
import type { RenewalService } from './renewals.service.ts';

/**
 * Issue 11 with a controllable clock: renewals over 14 months (anchor day kept, the price bought
 * at, one payment per customer and day), a refused renewal becoming overdue, retried on schedule
 * and settled by Pay now, cancel → CANCELING → CANCELED, an unknown bank answer asked again under
 * the same key, and other customers' items answering 404.
 */
let t: TestContext;
let renewalPass: RenewalService;
let gateway: SandboxGateway;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  renewalPass = t.app.services.renewals;
  gateway = t.app.services.gateway as SandboxGateway;
});
afterAll(() => t.close());

/** Noon in Tbilisi on `day`. */
const noon = (day: string) => `${day}T08:00:00Z`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const itemsOf = (who: TestUser) =>
  t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, who.id)).orderBy(asc(purchasedItems.id));
const paymentsOf = (who: TestUser) => t.db.select().from(payments).where(eq(payments.userId, who.id)).orderBy(asc(payments.id));
const mailsTo = (who: TestUser, template: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, who.email), eq(outboxEmails.template, template)));

async function customerWith(lines: [string, number][], card = '4242 4242 4242 4242'): Promise<TestUser> {
  const who = await createSignedInUser(t);
  await saveCard(t, who, card);
  for (const [key, quantity] of lines) await addToCart(t, who, key, quantity);
  await purchaseCart(t, who);
  return who;
}

const billing = async (who: TestUser) =>
  (await t.app.inject({ url: '/api/user/report/purchase-history?onPremise=false', headers: (await signInAgain(t, who)).headers })).json()
    .data as {
    count: number;
    list: { purchasedItemId: number; overdueDays: number | null; status: string; nextPaymentTime: string | null }[];
  };
/** Each call signs in again: the tests move the clock by months, past a session's life. */
const repay = async (who: TestUser, purchasedItemId: number) =>
  t.app.inject({ method: 'POST', url: '/api/product/repay', headers: (await signInAgain(t, who)).headers, payload: { purchasedItemId } });
const cancel = async (who: TestUser, purchasedItemId: number) =>
  t.app.inject({ method: 'PUT', url: '/api/product/cancel', headers: (await signInAgain(t, who)).headers, payload: { purchasedItemId } });

describe('renewals over 14 months', () => {
  it('charges each period once on its anchor day, at the price bought, one payment per customer and day', async () => {
    t.clock.set(noon('2026-01-31'));
    // ERP monthly has a one-off base price on a first purchase; accounting annual ×2.
    const who = await customerWith([
      ['ORIONI_ERP_M1', 1],
      ['ORIONI_ACCOUNTING_Y1', 2],
    ]);
    const [erp, accounting] = await itemsOf(who);
    expect(erp!.nextPaymentDate).toBe('2026-02-28');
    expect(accounting!.nextPaymentDate).toBe('2027-01-31');
    const firstPayment = (await paymentsOf(who))[0]!;

    // A catalogue change applies to new purchases only.
    await t.db.update(prices).set({ amount: 99_900 }).where(eq(prices.productKey, 'ORIONI_ERP_M1'));

    let day = '2026-01-31';
    while (day < '2027-03-31') {
      day = nextDay(day);
      await renewalPass.runPass(new Date(noon(day)));
    }

    const renewals = (await paymentsOf(who)).filter((p) => p.id !== firstPayment.id);
    expect(renewals.every((p) => p.status === 'SUCCEEDED' && p.kind === 'RENEWAL')).toBe(true);
    const lines = await t.db
      .select()
      .from(paymentLines)
      .where(
        inArray(
          paymentLines.paymentId,
          renewals.map((p) => p.id),
        ),
      )
      .orderBy(asc(paymentLines.periodStart), asc(paymentLines.id));
    const erpStarts = lines.filter((l) => l.productKey === 'ORIONI_ERP_M1').map((l) => l.periodStart);
    expect(erpStarts).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    // 149 ₾ a month (never the 299 ₾ base again, never the new 999 ₾), 590 ₾ × 2 a year.
    expect(new Set(lines.filter((l) => l.productKey === 'ORIONI_ERP_M1').map((l) => l.amount))).toEqual(new Set([14_900]));
    const annual = lines.filter((l) => l.productKey === 'ORIONI_ACCOUNTING_Y1');
    expect(annual.map((l) => [l.periodStart, l.amount, l.quantity])).toEqual([['2027-01-31', 118_000, 2]]);
    // On 31 January 2027 both were due: one charge, two lines.
    const both = renewals.filter((p) => lines.filter((l) => l.paymentId === p.id).length === 2);
    expect(both).toHaveLength(1);
    expect(both[0]!.amount).toBe(14_900 + 118_000);
    expect(renewals).toHaveLength(14);

    const [erpAfter, accountingAfter] = await itemsOf(who);
    expect(erpAfter!.nextPaymentDate).toBe('2027-04-30');
    expect(erpAfter!.paidPeriods).toBe(15);
    expect(accountingAfter!.nextPaymentDate).toBe('2028-01-31');
    expect(await mailsTo(who, 'renewal-receipt')).toHaveLength(14);
    await t.db.update(prices).set({ amount: 14_900 }).where(eq(prices.productKey, 'ORIONI_ERP_M1'));
  });
});

describe('a refused renewal', () => {
  it('becomes overdue, is retried 1, 3 and 7 days later, then waits for Pay now, which settles it', async () => {
    t.clock.set(noon('2026-03-10'));
    const who = await customerWith([['ORIONI_RETAIL_M1', 2]]);
    const [item] = await itemsOf(who);
    expect(item!.nextPaymentDate).toBe('2026-04-10');
    await saveCard(t, who, '4000 0000 0000 0002'); // the saved card now declines

    const triesOn = async (day: string) => {
      t.clock.set(noon(day));
      await renewalPass.runPass(new Date(noon(day)));
      return (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').length;
    };
    expect(await triesOn('2026-04-09')).toBe(0);
    expect(await triesOn('2026-04-10')).toBe(1);
    const view = await billing(who);
    expect(view.list[0]).toMatchObject({ overdueDays: 0, status: 'ACTIVE', nextPaymentTime: '2026-04-10' });
    expect(await mailsTo(who, 'renewal-failed')).toHaveLength(1);
    expect(await triesOn('2026-04-10')).toBe(1); // the same day again: no new try
    expect(await triesOn('2026-04-11')).toBe(2);
    expect(await triesOn('2026-04-12')).toBe(2);
    expect(await triesOn('2026-04-13')).toBe(3);
    expect(await triesOn('2026-04-16')).toBe(3);
    expect(await triesOn('2026-04-17')).toBe(4);
    expect(await triesOn('2026-04-30')).toBe(4);
    expect((await billing(who)).list[0]!.overdueDays).toBe(20);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').every((p) => p.status === 'FAILED')).toBe(true);
    expect(await mailsTo(who, 'renewal-failed')).toHaveLength(1);

    // Pay now with the declining card is refused and changes nothing.
    const refused = await repay(who, item!.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errorKey).toBe('CARD_DECLINED');
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-04-10');

    await saveCard(t, await signInAgain(t, who), '4242 4242 4242 4242');
    const paid = await repay(who, item!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = (await paymentsOf(who)).find((p) => p.id === paid.json().data.paymentId)!;
    expect(payment).toMatchObject({ kind: 'REPAY', status: 'SUCCEEDED', amount: 2 * 8_900 });
    const [line] = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, payment.id));
    expect(line).toMatchObject({ purchasedItemId: item!.id, periodStart: '2026-04-10', amount: 17_800 });
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-05-10');
    expect((await billing(who)).list[0]!.overdueDays).toBeNull();

    // Nothing is owed now: a second Pay now at once is told which payment just paid it (issue 25
    // item 4), a later one that nothing is overdue; and the next period renews as usual.
    const again = (await repay(who, item!.id)).json();
    expect(again.errorKey).toBe('REPAY_IN_PROGRESS');
    expect(again.errorMessage).toContain(`Payment ${payment.id} `);
    t.clock.set('2026-04-30T08:05:00Z');
    expect((await repay(who, item!.id)).json().errorKey).toBe('NOT_OVERDUE');
    expect(await triesOn('2026-05-10')).toBe(5);
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-06-10');
  });

  it('Pay now without a saved card asks for one', async () => {
    t.clock.set(noon('2026-06-01'));
    const who = await customerWith([['ORIONI_HR_M1', 1]]);
    const [item] = await itemsOf(who);
    const card = (await t.app.inject({ url: '/api/payment/card', headers: who.headers })).json().data;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${card.cardId}`, headers: who.headers });
    expect(removed.statusCode).toBe(200);
    t.clock.set(noon('2026-07-01'));
    await renewalPass.runPass();
    expect((await billing(who)).list[0]!.overdueDays).toBe(0);
    const res = await repay(who, item!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('CARD_REQUIRED');
  });
});

describe('cancel', () => {
  it('ACTIVE → CANCELING → CANCELED at the end of the paid period, with no charge after the cancel', async () => {
    t.clock.set(noon('2026-05-05'));
    const who = await customerWith([
      ['ORIONI_HR_M1', 1],
      ['ORIONI_ACCOUNTING_PREMISE', 1],
    ]);
    const items = await itemsOf(who);
    const monthly = items.find((i) => i.period === 'M1')!;
    const res = await cancel(who, monthly.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ purchasedItemId: monthly.id, status: 'CANCELING', endDate: '2026-06-05' });
    expect((await cancel(who, monthly.id)).json().errorKey).toBe('ALREADY_CANCELED');
    expect(await mailsTo(who, 'subscription-cancelled')).toHaveLength(1);
    expect((await billing(who)).list.find((i) => i.purchasedItemId === monthly.id)!.status).toBe('CANCELING');

    const before = (await paymentsOf(who)).length;
    await renewalPass.runPass(new Date(noon('2026-06-04')));
    expect((await itemsOf(who)).find((i) => i.id === monthly.id)!.status).toBe('CANCELING');
    await renewalPass.runPass(new Date(noon('2026-06-05')));
    await renewalPass.runPass(new Date(noon('2026-09-05')));
    expect((await itemsOf(who)).find((i) => i.id === monthly.id)!.status).toBe('CANCELED');
    expect((await paymentsOf(who)).length).toBe(before);
    expect(await mailsTo(who, 'subscription-ended')).toHaveLength(1);

    const premise = items.find((i) => i.period === 'PREMISE')!;
    expect((await cancel(who, premise.id)).json().errorKey).toBe('NOT_CANCELABLE');
  });

  it("another customer's item is 404 for Pay now and cancel", async () => {
    t.clock.set(noon('2026-05-05'));
    const owner = await customerWith([['ORIONI_RETAIL_M1', 1]]);
    const [item] = await itemsOf(owner);
    const other = await createSignedInUser(t);
    expect((await repay(other, item!.id)).statusCode).toBe(404);
    expect((await cancel(other, item!.id)).statusCode).toBe(404);
    expect((await itemsOf(owner))[0]!.status).toBe('ACTIVE');
    expect((await t.app.inject({ method: 'PUT', url: '/api/product/cancel', payload: { purchasedItemId: item!.id } })).statusCode).toBe(
      401,
    );
  });
});

describe('a renewal whose bank answer is lost', () => {
  it('stays PENDING and is finished by asking again with the same key: one charge', async () => {
    t.clock.set(noon('2026-08-01'));
    const who = await customerWith([['ORIONI_RETAIL_M1', 1]]);
    const [item] = await itemsOf(who);
    const original = gateway.chargeSavedCard.bind(gateway);
    // Every charge of this pass reaches the bank, and every answer is lost.
    const spy = vi.spyOn(gateway, 'chargeSavedCard').mockImplementation(async (request) => {
      await original(request);
      throw new Error('socket hang up');
    });
    const first = await renewalPass.runPass(new Date(noon('2026-09-01')));
    spy.mockRestore();
    expect(first.charged).toBe(0);
    expect(first.unknown).toBeGreaterThanOrEqual(1);
    expect((await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL').map((p) => p.status)).toEqual(['PENDING']);
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe('2026-09-01');

    const second = await renewalPass.runPass(new Date(noon('2026-09-01')));
    expect(second.reconciled).toBe(first.unknown);
    // The bank's ledger: this customer's card was charged twice in all, the purchase and one renewal.
    const card = (await t.db.select().from(cards).where(eq(cards.userId, who.id)))[0]!;
    const charges = await t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.token, card.gatewayToken));
    expect(charges.map((c) => c.amount).sort()).toEqual([8_900, 8_900]);
    const renewals = (await paymentsOf(who)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.status, p.amount])).toEqual([['SUCCEEDED', 8_900]]);
    expect((await itemsOf(who))[0]!.nextPaymentDate).toBe(addMonths('2026-08-01', 2));
    const attempts = await t.db.select().from(renewalAttempts).where(eq(renewalAttempts.purchasedItemId, item!.id));
    expect(attempts).toHaveLength(1);
  });
});
