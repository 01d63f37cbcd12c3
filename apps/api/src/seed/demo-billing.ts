import { eq } from 'drizzle-orm';
import { periodMonths, toApiDate, type PricePeriod } from '@orioni/contracts';
import { DEFAULT_RETRY_DAYS, periodStart, retryAt } from '@orioni/contracts/billing-rules';
import { purchaseAmount } from '@orioni/contracts/cart-rules';
import type { Db } from '../db/client.ts';
import { cards, paymentLines, payments, prices, purchasedItems, renewalAttempts, users } from '../db/schema/index.ts';
import { firstPaymentOf, seedPartialRefund } from './demo-refund.ts';

type Line = { productKey: string; quantity: number };
const DAY = 86_400_000;
/** The demo customer's first purchase, and how long ago her account was opened. */
const FIRST_PURCHASE_DAYS_AGO = 160;
const ACCOUNT_AGE_DAYS = 170;
/** The demo card expires this many years after the seed. */
const DEMO_CARD_YEARS = 4;

/**
 * The demo customer's paid history, so that current products, billing and payment history are
 * worth looking at after `npm start`: a monthly and an annual subscription renewing, an on-premise
 * licence, one overdue subscription (its renewal was refused; the next try is in two days), one
 * CANCELING subscription (whose cancellation she can undo, issue 28 item 3), a partly refunded
 * purchase (issue 28 item 2), a saved sandbox card, a personal URL in the notes, and the payments.
 * Dates are relative to `now`. Runs once, when the demo account is created.
 */
/** The demo customer's personal number. */
export const DEMO_PERSONAL_NUMBER = '01019062418';

/** `vatRateBp`: the seller's VAT rate (issue 41), kept on each payment as checkout and renewals keep it. */
export async function seedDemoBilling(db: Db, userId: number, now: Date, vatRateBp: number | null = null): Promise<void> {
  const today = toApiDate(now);
  const priceRows = await db.select().from(prices);
  const unit = (productKey: string) => priceRows.find((p) => p.productKey === productKey)!;

  // One story: the account opened 170 days ago and was confirmed minutes later, the card was saved
  // with the first purchase (160 days ago), and the back office knows her, so staff can edit the
  // note that holds her personal URL (issue 26 item 14).
  const opened = new Date(now.getTime() - ACCOUNT_AGE_DAYS * DAY);
  await db
    .update(users)
    .set({
      notes: 'https://nino-beridze.orioni.ge',
      externalUserId: 'BO-100231',
      // Her own number (ADR 042: one personal account per number); 01001012345 stays a sample for tests.
      idNumber: DEMO_PERSONAL_NUMBER,
      status: 'PAYED',
      createdAt: opened,
      verifiedAt: new Date(opened.getTime() + 12 * 60_000),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.insert(cards).values({
    userId,
    gateway: 'sandbox',
    gatewayToken: 'sbx_success_demoCustomerCard00000000',
    mask: '424242******4242',
    brand: 'VISA',
    // Valid for years to come (issue 28 item 4): the demo gets no card-expiring notice.
    expiryMonth: Number(today.slice(5, 7)),
    expiryYear: Number(today.slice(0, 4)) + DEMO_CARD_YEARS,
    createdAt: new Date(now.getTime() - FIRST_PURCHASE_DAYS_AGO * DAY),
  });

  const pay = async (
    at: Date,
    kind: 'PURCHASE' | 'RENEWAL',
    lines: (Line & { itemId: number; periodStart: string | null; amount?: number })[],
  ) => {
    const amount = lines.reduce((sum, l) => sum + (l.amount ?? unit(l.productKey).amount * l.quantity), 0);
    const [payment] = await db
      .insert(payments)
      .values({
        userId,
        kind,
        status: 'SUCCEEDED',
        amount,
        externalId: `sbx_pay_demo_${at.getTime().toString(36)}`,
        idempotencyKey: `demo-${kind.toLowerCase()}-${at.getTime()}`,
        idNumber: DEMO_PERSONAL_NUMBER,
        vatRateBp,
        createdAt: at,
        paidAt: at,
      })
      .returning({ id: payments.id });
    await db.insert(paymentLines).values(
      lines.map((l) => {
        const price = unit(l.productKey);
        return {
          paymentId: payment!.id,
          purchasedItemId: l.itemId,
          productKey: l.productKey,
          period: price.period,
          quantity: l.quantity,
          unitAmount: price.amount,
          amount: l.amount ?? price.amount * l.quantity,
          periodStart: l.periodStart,
        };
      }),
    );
    return payment!.id;
  };

  /** A subscription bought `startedDaysAgo` days ago, renewed on every due day since (except `unpaidFrom`). */
  const subscription = async (
    line: Line,
    startedDaysAgo: number,
    options: { status?: 'ACTIVE' | 'CANCELING'; unpaidFrom?: number } = {},
  ) => {
    const price = unit(line.productKey);
    const months = periodMonths(price.period as PricePeriod);
    const started = new Date(now.getTime() - startedDaysAgo * DAY);
    const anchor = toApiDate(started);
    // Every demo subscription is her first purchase of its product: the first unit at the base price.
    const firstPaid = purchaseAmount({ price: price.amount, basePrice: price.baseAmount }, line.quantity, true);
    let paid = 1;
    if (months !== null) while (periodStart(anchor, months, paid) <= today && paid < (options.unpaidFrom ?? Infinity)) paid += 1;
    const [item] = await db
      .insert(purchasedItems)
      .values({
        userId,
        productKey: line.productKey,
        period: price.period,
        status: options.status ?? 'ACTIVE',
        quantity: line.quantity,
        unitCost: price.amount,
        price: firstPaid,
        upcomingPayment: months === null ? 0 : price.amount * line.quantity,
        firstPurchase: true,
        createdAt: started,
        lastPaymentAt: started,
        anchorDate: months === null ? null : anchor,
        paidPeriods: paid,
        nextPaymentDate: months === null ? null : periodStart(anchor, months, paid),
        canceledAt: options.status === 'CANCELING' ? new Date(now.getTime() - 2 * DAY) : null,
      })
      .returning();
    const first = await pay(started, 'PURCHASE', [
      {
        ...line,
        itemId: item!.id,
        periodStart: months === null ? null : anchor,
        amount: firstPaid,
      },
    ]);
    await db.update(purchasedItems).set({ firstPaymentId: first }).where(eq(purchasedItems.id, item!.id));
    if (months !== null) {
      for (let k = 1; k < paid; k += 1) {
        const start = periodStart(anchor, months, k);
        const at = new Date(Date.parse(`${start}T05:00:00Z`));
        const paymentId = await pay(at, 'RENEWAL', [{ ...line, itemId: item!.id, periodStart: start }]);
        await db
          .insert(renewalAttempts)
          .values({ purchasedItemId: item!.id, periodStart: start, paymentId, status: 'SUCCEEDED', tries: 1 });
        await db.update(purchasedItems).set({ lastPaymentAt: at }).where(eq(purchasedItems.id, item!.id));
      }
    }
    return item!;
  };

  const erp = await subscription({ productKey: 'ORIONI_ERP_M1', quantity: 1 }, 130);
  await seedPartialRefund(db, erp.firstPaymentId ?? (await firstPaymentOf(db, erp.id)), new Date(now.getTime() - 120 * DAY));
  await subscription({ productKey: 'ORIONI_ACCOUNTING_Y1', quantity: 2 }, FIRST_PURCHASE_DAYS_AGO);
  await subscription({ productKey: 'ORIONI_HR_PREMISE', quantity: 1 }, 95);
  await subscription({ productKey: 'ORIONI_HR_M1', quantity: 3 }, 50, { status: 'CANCELING' });

  // Overdue: bought 36 days ago; the renewal 5 days ago was refused three times (the due day, days 1
  // and 3 of the retry schedule); its last try is on day 7, and never sooner than two days from now.
  const TRIES = 3;
  const overdue = await subscription({ productKey: 'ORIONI_RETAIL_M1', quantity: 2 }, 36, { unpaidFrom: 1 });
  const due = overdue.nextPaymentDate!;
  const [failed] = await db
    .insert(payments)
    .values({
      userId,
      kind: 'RENEWAL',
      status: 'FAILED',
      amount: overdue.unitCost * overdue.quantity,
      idempotencyKey: `demo-renewal-failed-${due}`,
      failureKey: 'CARD_DECLINED',
      failureReason: 'Do not honour',
      vatRateBp,
      createdAt: new Date(Date.parse(`${due}T05:00:00Z`)),
    })
    .returning({ id: payments.id });
  await db.insert(renewalAttempts).values({
    purchasedItemId: overdue.id,
    periodStart: due,
    paymentId: failed!.id,
    status: 'FAILED',
    tries: TRIES,
    failureKey: 'CARD_DECLINED',
    nextRetryAt: new Date(Math.max(retryAt(due, TRIES, DEFAULT_RETRY_DAYS)!.getTime(), now.getTime() + 2 * DAY)),
  });
}
