import { describe, expect, it } from 'vitest';
import type { Customer } from '../accounts/accounts.service.ts';
import type { ChargeResult } from '../payments/gateway.ts';
import {
  customerBatches,
  planRecord,
  splitOutcomes,
  type PlanAttempt,
  type PlanItem,
  type PlanPayment,
  type RecordInput,
} from './renewal-plan.ts';
import { subscriptionMailsOf } from './subscription-mails.ts';

/**
 * Issue 27 item 3: what recording the bank's answers writes, decided without a database: the
 * period moves, the retry schedule and the events, for each kind of answer; and the mails those
 * events send (issue 40: the mails react to the events, `subscriptionMailsOf`).
 */
const NOW = new Date('2026-06-08T06:00:00Z');
const customer: Customer = { id: 7, email: 'nino@example.ge', language: 'EN', customerType: 'PHYSICAL', fullName: 'Nino', idNumber: null };
const erp: PlanItem = {
  id: 11,
  productKey: 'ORIONI_ERP_M1',
  period: 'M1',
  anchorDate: '2026-01-31',
  nextPaymentDate: '2026-05-31',
  paidPeriods: 4,
  unitCost: 14_900,
  quantity: 1,
};
const hr: PlanItem = {
  ...erp,
  id: 12,
  productKey: 'ORIONI_HR_M1',
  anchorDate: null,
  nextPaymentDate: '2026-06-01',
  unitCost: 5_000,
  quantity: 2,
};
const names = new Map([['ORIONI_ERP_M1', { ka: 'ორიონი ERP', en: 'Orioni ERP', ru: 'Орион ERP' }]]);

const payment = (id: number, kind: 'RENEWAL' | 'REPAY', amount: number): PlanPayment => ({ id, userId: customer.id, kind, amount });
const attempt = (paymentId: number, item: PlanItem, periodStart: string, tries: number, attemptId = paymentId * 10): PlanAttempt => ({
  attemptId,
  paymentId,
  periodStart,
  tries,
  item,
});
const succeeded: ChargeResult = { status: 'succeeded', externalId: 'bank-1', reason: null };
const declined: ChargeResult = { status: 'declined', externalId: 'bank-2', reason: 'Do not honour' };

function plan(
  input: Partial<RecordInput> & Pick<RecordInput, 'payments' | 'answered' | 'attempts'> & { customers?: Map<number, Customer> },
) {
  const { customers = new Map([[customer.id, customer]]), ...rest } = input;
  const planned = planRecord({ retryDays: [1, 3, 7], now: NOW, ...rest });
  const subscriptionEvents = planned.events.map((e, i) => ({
    ...e,
    id: i + 1,
    version: 1,
    paymentId: e.paymentId ?? null,
    purchasedItemIds: e.purchasedItemIds ?? [],
    amount: e.amount ?? null,
    occurredAt: NOW.toISOString(),
  })) as Parameters<typeof subscriptionMailsOf>[0];
  return { ...planned, mails: subscriptionMailsOf(subscriptionEvents, customers, names) };
}

describe('issue 27 item 3: the record planner', () => {
  it('a paid renewal: one line per period, the item moves to its next period from the anchor, one receipt', () => {
    const p = plan({
      payments: [payment(1, 'RENEWAL', 14_900)],
      answered: new Map([[1, succeeded]]),
      attempts: [attempt(1, erp, '2026-05-31', 1)],
    });
    expect(p.paid).toEqual([{ id: 1, externalId: 'bank-1' }]);
    expect(p.attemptsPaid).toEqual([10]);
    expect(p.lines).toEqual([
      {
        paymentId: 1,
        purchasedItemId: 11,
        productKey: 'ORIONI_ERP_M1',
        period: 'M1',
        quantity: 1,
        unitAmount: 14_900,
        amount: 14_900,
        periodStart: '2026-05-31',
      },
    ]);
    // Anchored on Jan 31: the period after May 31 starts on Jun 30, not drifting to the 28th.
    expect(p.moves).toEqual([{ itemId: 11, from: '2026-05-31', to: '2026-06-30', periods: 1 }]);
    expect(p.failed).toEqual([]);
    expect(p.attemptsFailed).toEqual([]);
    expect(p.totals).toEqual({ settled: 1, charged: 1, failed: 0, amount: 14_900 });
    expect(p.mails).toHaveLength(1);
    expect(p.mails[0]).toMatchObject({ to: 'nino@example.ge', language: 'EN', template: 'renewal-receipt' });
    expect(p.mails[0]!.data).toMatchObject({
      paymentId: 1,
      paidAt: NOW.toISOString(),
      lines: [{ name: 'Orioni ERP', periodStart: '2026-05-31', nextPaymentDate: '2026-06-30' }],
    });
  });

  it.each([
    // tries so far → the next try (the due day's try is the first; then 1, 3 and 7 days after it)
    // Recorded on 8 June, a week late: the try of 1 June is made by the next pass, and the mail names
    // today, not a day already past (issue 39 item 20).
    { day: 0, tries: 1, next: '2026-05-31T20:00:00.000Z', mail: true, nextRetryDate: '2026-06-08' },
    { day: 1, tries: 2, next: '2026-06-02T20:00:00.000Z', mail: false },
    { day: 3, tries: 3, next: '2026-06-06T20:00:00.000Z', mail: false },
    { day: 7, tries: 4, next: null, mail: false },
  ])(
    'a renewal refused on day $day (try $tries): next try $next, a mail only on the first refusal',
    ({ tries, next, mail, nextRetryDate }) => {
      const p = plan({
        payments: [payment(2, 'RENEWAL', 14_900)],
        answered: new Map([[2, declined]]),
        attempts: [attempt(2, erp, '2026-05-31', tries)],
      });
      expect(p.failed).toEqual([{ id: 2, externalId: 'bank-2', failureKey: 'CARD_DECLINED', reason: 'Do not honour' }]);
      expect(p.attemptsFailed.map((a) => [a.attemptId, a.failureKey, a.nextRetryAt?.toISOString() ?? null])).toEqual([
        [20, 'CARD_DECLINED', next],
      ]);
      expect(p.moves).toEqual([]);
      expect(p.lines).toEqual([]);
      expect(p.paid).toEqual([]);
      expect(p.totals).toEqual({ settled: 1, charged: 0, failed: 1, amount: 0, failureKey: 'CARD_DECLINED' });
      expect(p.mails.map((m) => m.template)).toEqual(mail ? ['renewal-failed'] : []);
      if (mail) expect(p.mails[0]!.data).toMatchObject({ dueDate: '2026-05-31', nextRetryDate, amount: 14_900 });
    },
  );

  it('a refused renewal mails what Pay now would charge (every period owed), not the one period it tried (issue 39 item 20)', () => {
    // Two periods unpaid on 8 June (30 April and 31 May); the pass tried the later one alone.
    const behind: PlanItem = { ...erp, nextPaymentDate: '2026-04-30', paidPeriods: 3 };
    const p = plan({
      payments: [payment(5, 'RENEWAL', 14_900)],
      answered: new Map([[5, declined]]),
      attempts: [attempt(5, behind, '2026-05-31', 1)],
      now: new Date('2026-06-01T06:00:00Z'),
    });
    expect(p.mails[0]!.data).toMatchObject({
      amount: 29_800,
      items: [{ purchasedItemId: 11, amount: 29_800 }],
      // Tried a day late (Tbilisi's 1 June): the next try's day, a day after the period's start, is today.
      nextRetryDate: '2026-06-01',
    });
  });

  it('a refused Pay now mails nothing (the customer sees the answer) and each refusal kind has its key', () => {
    const refused = (status: 'insufficient_funds' | 'failed') =>
      plan({
        payments: [payment(3, 'REPAY', 14_900)],
        answered: new Map([[3, { status, externalId: null, reason: null }]]),
        attempts: [attempt(3, erp, '2026-05-31', 1)],
      });
    expect(refused('insufficient_funds').mails).toEqual([]);
    expect(refused('insufficient_funds').totals.failureKey).toBe('INSUFFICIENT_FUNDS');
    expect(refused('failed').totals.failureKey).toBe('PAYMENT_FAILED');
  });

  it('no answer (unknown or pending at the bank) is left PENDING and planned for nothing', () => {
    const { unknown, answered } = splitOutcomes([
      { paymentId: 4, result: null },
      { paymentId: 5, result: null, pending: true },
      { paymentId: 6, result: succeeded },
    ]);
    expect(unknown).toEqual([4, 5]);
    expect([...answered.keys()]).toEqual([6]);
    // A payment recorded meanwhile by another worker is not among the locked ones: nothing for it.
    const p = plan({ payments: [], answered, attempts: [] });
    expect(p).toMatchObject({ paid: [], failed: [], moves: [], mails: [], totals: { settled: 0, charged: 0, failed: 0, amount: 0 } });
  });

  it('several items in one payment, and a Pay now of three periods of one item: each moves past its own periods, one receipt each', () => {
    const renewal = plan({
      payments: [payment(7, 'RENEWAL', 14_900 + 10_000)],
      answered: new Map([[7, succeeded]]),
      attempts: [attempt(7, erp, '2026-05-31', 1, 71), attempt(7, hr, '2026-06-01', 1, 72)],
    });
    expect(renewal.moves).toEqual([
      { itemId: 11, from: '2026-05-31', to: '2026-06-30', periods: 1 },
      // No anchor: counted from its next payment date.
      { itemId: 12, from: '2026-06-01', to: '2026-07-01', periods: 1 },
    ]);
    expect(renewal.lines.map((l) => [l.purchasedItemId, l.amount])).toEqual([
      [11, 14_900],
      [12, 10_000],
    ]);
    expect(renewal.mails).toHaveLength(1);
    // A name the catalogue lacks falls back to the price key.
    expect((renewal.mails[0]!.data as { lines: { name: string }[] }).lines.map((l) => l.name)).toEqual(['Orioni ERP', 'ORIONI_HR_M1']);
    expect(renewal.totals).toEqual({ settled: 1, charged: 2, failed: 0, amount: 24_900 });

    const owed = { ...erp, nextPaymentDate: '2026-03-31', paidPeriods: 2 };
    const payNow = plan({
      payments: [payment(8, 'REPAY', 3 * 14_900)],
      answered: new Map([[8, succeeded]]),
      attempts: ['2026-03-31', '2026-04-30', '2026-05-31'].map((d, k) => attempt(8, owed, d, 1, 80 + k)),
    });
    expect(payNow.moves).toEqual([{ itemId: 11, from: '2026-03-31', to: '2026-06-30', periods: 3 }]);
    expect((payNow.mails[0]!.data as { lines: { nextPaymentDate: string }[] }).lines.map((l) => l.nextPaymentDate)).toEqual([
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });

  it('a customer who cannot be found gets no mail, and the payment is still recorded', () => {
    const p = plan({
      payments: [payment(9, 'RENEWAL', 14_900)],
      answered: new Map([[9, declined]]),
      attempts: [attempt(9, erp, '2026-05-31', 1)],
      customers: new Map(),
    });
    expect(p.failed).toHaveLength(1);
    expect(p.events.map((e) => e.type)).toEqual(['renewal.refused', 'item.overdue']);
    expect(p.mails).toEqual([]);
  });
});

describe('customerBatches (issue 30 item 2, ADR 036)', () => {
  const items = (...users: number[]) => users.map((userId, i) => ({ id: i + 1, userId }));

  it('cuts the due list into batches of whole customers, none over the size unless one customer is', () => {
    const batches = customerBatches(items(1, 1, 2, 3, 3, 3, 4, 5, 5, 5, 5, 5, 6), 4);
    expect(batches.map((b) => b.map((i) => i.userId))).toEqual([[1, 1, 2], [3, 3, 3, 4], [5, 5, 5, 5, 5], [6]]);
    expect(batches.flat().map((i) => i.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it('gives nothing for nothing due', () => {
    expect(customerBatches([], 500)).toEqual([]);
  });
});
