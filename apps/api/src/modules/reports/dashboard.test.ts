import { toApiDate, type Dashboard } from '@orioni/contracts';
import {
  forecastOf,
  movementMonths,
  movementsOf,
  mrrOn,
  mrrPoints,
  overdueByAge,
  paymentsPerDay,
  type RevenueItem,
  type RevenuePayment,
} from '@orioni/contracts/revenue-rules';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purchasedItems, users } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/*
 * The revenue dashboard against a known set of customers, items, payments, refunds and
 * cancellations (issue 29 item 1): each figure is computed again here, in TypeScript over the rows
 * read back plainly, by the contracts definitions (whose own tests check them on hand-computed
 * rows), and the headline figures are also written out by hand. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

const NOW = new Date('2026-06-15T09:30:00Z'); // 13:30 in Tbilisi
const TODAY = '2026-06-15';
let t: TestContext;
let staff: TestUser;
let customer: TestUser;

type Item = typeof purchasedItems.$inferInsert;
const item = (userId: number, over: Partial<Item> & Pick<Item, 'createdAt'>): Item => ({
  userId,
  productKey: 'ORIONI_ERP_M1',
  period: 'M1',
  status: 'ACTIVE',
  quantity: 1,
  unitCost: 10_000,
  price: 10_000,
  ...over,
});
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: new ManualClock(NOW) });
  staff = await createSignedInUser(t, { role: 'ADMIN' });
  customer = await createSignedInUser(t, { customerStatus: 'PAYED' });
  const a = customer.id;
  const b = (await createSignedInUser(t, { customerStatus: 'VERIFIED' })).id;
  const c = (await createSignedInUser(t, { customerStatus: 'DEMO' })).id;
  const d = (await createSignedInUser(t, { customerStatus: 'INCOMPLETE' })).id;
  await createSignedInUser(t, { customerStatus: 'PAYED' });
  await t.db.insert(purchasedItems).values([
    // 1. A: 2 × 100.00 monthly since September, paid ahead: due 10 July (in the forecast).
    item(a, {
      quantity: 2,
      createdAt: at('2025-09-10T08:00:00Z'),
      anchorDate: '2025-09-10',
      paidPeriods: 10,
      nextPaymentDate: '2026-07-10',
    }),
    // 2. A: one more of the same product in March: expansion.
    item(a, { createdAt: at('2026-03-20T08:00:00Z'), anchorDate: '2026-03-20', paidPeriods: 3, nextPaymentDate: '2026-06-20' }),
    // 3. B: an annual 1,200.00 (MRR 100.00) bought in January.
    item(b, {
      productKey: 'ORIONI_HR_Y1',
      period: 'Y1',
      unitCost: 120_000,
      createdAt: at('2026-01-05T08:00:00Z'),
      anchorDate: '2026-01-05',
      paidPeriods: 1,
      nextPaymentDate: '2027-01-05',
    }),
    // 4. B: cancelled; its paid period ended on 1 April (churned in April).
    item(b, {
      productKey: 'ORIONI_RETAIL_M1',
      unitCost: 5_000,
      status: 'CANCELED',
      createdAt: at('2025-12-01T08:00:00Z'),
      anchorDate: '2025-12-01',
      paidPeriods: 4,
      nextPaymentDate: '2026-04-01',
    }),
    // 5. C: 3 × 70.00 due 10 April, unpaid: 66 days overdue, owes April, May and June.
    item(c, {
      unitCost: 7_000,
      quantity: 3,
      createdAt: at('2026-02-10T08:00:00Z'),
      anchorDate: '2026-02-10',
      paidPeriods: 2,
      nextPaymentDate: '2026-04-10',
    }),
    // 6. C: 30.00 due 12 June: 3 days overdue.
    item(c, {
      productKey: 'ORIONI_RETAIL_M1',
      unitCost: 3_000,
      createdAt: at('2026-05-12T08:00:00Z'),
      anchorDate: '2026-05-12',
      paidPeriods: 1,
      nextPaymentDate: '2026-06-12',
    }),
    // 7. D: an annual 600.00 being cancelled, its paid period ended 1 January (churned in January).
    item(d, {
      productKey: 'ORIONI_HR_Y1',
      period: 'Y1',
      unitCost: 60_000,
      status: 'CANCELING',
      createdAt: at('2025-01-01T08:00:00Z'),
      anchorDate: '2025-01-01',
      paidPeriods: 1,
      nextPaymentDate: '2026-01-01',
    }),
    // 8. D: an on-premise licence: never in MRR.
    item(d, { productKey: 'HW_RECEIPT_PRINTER_PREMISE', period: 'PREMISE', unitCost: 50_000, createdAt: at('2026-06-01T08:00:00Z') }),
    // 9. A: 20.00 anchored on 31 January, due 30 June (forecast; the next one, 31 July, is outside).
    item(a, {
      productKey: 'ORIONI_RETAIL_M1',
      unitCost: 2_000,
      createdAt: at('2026-01-31T08:00:00Z'),
      anchorDate: '2026-01-31',
      paidPeriods: 5,
      nextPaymentDate: '2026-06-30',
    }),
    // 10. B: 10.00 due 1 February: 134 days overdue, five periods.
    item(b, {
      unitCost: 1_000,
      createdAt: at('2025-10-01T08:00:00Z'),
      anchorDate: '2025-10-01',
      paidPeriods: 4,
      nextPaymentDate: '2026-02-01',
    }),
    // 11. C: 40.00 due 25 May: 21 days overdue. Bought at 21:00 UTC on 24 April = 25 April in Tbilisi.
    item(c, {
      productKey: 'ORIONI_HR_M1',
      unitCost: 4_000,
      createdAt: at('2026-04-24T21:00:00Z'),
      anchorDate: '2026-04-25',
      paidPeriods: 1,
      nextPaymentDate: '2026-05-25',
    }),
    // 12. C: 5.00 anchored on 31 January, 3 periods paid: due 30 April (clamped), 46 days overdue, owes 30 April and 31 May.
    item(c, {
      productKey: 'ORIONI_RETAIL_M1',
      unitCost: 500,
      createdAt: at('2026-01-31T08:00:00Z'),
      anchorDate: '2026-01-31',
      paidPeriods: 3,
      nextPaymentDate: '2026-04-30',
    }),
  ]);
  let key = 0;
  const pay = (userId: number, v: Partial<typeof payments.$inferInsert>) =>
    ({ userId, kind: 'PURCHASE', status: 'SUCCEEDED', amount: 0, idempotencyKey: `k${(key += 1)}`, ...v }) as typeof payments.$inferInsert;
  const [purchase] = await t.db
    .insert(payments)
    .values(pay(a, { amount: 20_000, createdAt: at('2026-06-14T09:59:00Z'), paidAt: at('2026-06-14T10:00:00Z') }))
    .returning({ id: payments.id });
  await t.db.insert(payments).values([
    pay(c, { kind: 'RENEWAL', status: 'FAILED', amount: 21_000, createdAt: at('2026-06-10T05:00:00Z') }),
    pay(a, {
      kind: 'REFUND',
      amount: -5_000,
      refundOfPaymentId: purchase!.id,
      createdAt: at('2026-06-14T12:00:00Z'),
      paidAt: at('2026-06-14T12:00:00Z'),
    }),
    pay(b, { kind: 'REPAY', amount: 3_000, createdAt: at('2026-05-20T08:00:00Z'), paidAt: at('2026-05-20T08:00:00Z') }),
    // Paid 21:00 UTC on 14 June = 15 June in Tbilisi.
    pay(b, { kind: 'RENEWAL', amount: 1_000, createdAt: at('2026-06-14T21:00:00Z'), paidAt: at('2026-06-14T21:00:00Z') }),
    pay(c, { kind: 'REPAY', status: 'PENDING', amount: 9_000, createdAt: at('2026-06-15T08:00:00Z') }),
    // 18 March in Tbilisi (the first of the 90 days) and 17 March (outside).
    pay(d, { amount: 4_000, createdAt: at('2026-03-17T21:00:00Z'), paidAt: at('2026-03-17T21:00:00Z') }),
    pay(d, { amount: 8_000, createdAt: at('2026-03-17T19:00:00Z'), paidAt: at('2026-03-17T19:00:00Z') }),
  ]);
});
afterAll(() => t.close());

const get = async (url: string, who: TestUser | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: who ? { ...who.headers, 'accept-language': 'en' } : {} });

/** The rows read back plainly, as the contracts definitions take them. */
async function rows(): Promise<{ items: RevenueItem[]; pays: RevenuePayment[] }> {
  const items = (await t.db.select().from(purchasedItems)).map((i) => ({ ...i, createdDay: toApiDate(i.createdAt) }));
  const pays = (await t.db.select().from(payments)).map((p) => ({ ...p, day: toApiDate(p.paidAt ?? p.createdAt) }));
  return { items, pays };
}

describe('GET /api/admin/dashboard', () => {
  it('is for staff only: 401 anonymous, 403 a customer', async () => {
    expect((await get('/api/admin/dashboard', null)).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard', customer)).statusCode).toBe(403);
  });

  it('answers every figure as the definitions compute them on the same rows', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as Dashboard;
    const { items, pays } = await rows();
    expect(d.today).toBe(TODAY);

    // By hand: monthly 200 + 100 + 210 + 30 + 20 + 10 + 40 + 5 = 615.00, annual 1,200.00 / 12 = 100.00.
    expect(d.mrr).toEqual({ mrr: 71_500, arr: 858_000 });
    expect(d.mrrHistory.map((p) => p.day)).toEqual(mrrPoints(TODAY));
    expect(d.mrrHistory).toEqual(mrrPoints(TODAY).map((day) => ({ day, mrr: mrrOn(items, day), arr: mrrOn(items, day) * 12 })));
    // 31 December 2025: items 1, 4, 7 (annual 600 / 12 = 50), 10 running = 200 + 50 + 50 + 10.
    expect(d.mrrHistory.find((p) => p.day === '2025-12-31')!.mrr).toBe(31_000);

    expect(d.movements).toEqual(movementMonths(TODAY).map((m) => movementsOf(items, pays, m, TODAY)));
    const march = d.movements.find((m) => m.month === '2026-03')!;
    expect([march.newMrr, march.expansionMrr]).toEqual([0, 10_000]);
    expect(d.movements.find((m) => m.month === '2026-04')).toMatchObject({ newMrr: 4_000, churnedMrr: 5_000 });
    expect(d.movements.find((m) => m.month === '2026-01')).toMatchObject({ newMrr: 12_500, churnedMrr: 5_000 });
    expect(d.movements.find((m) => m.month === '2026-05')!.recovered).toBe(3_000);

    expect(d.subscriptionsByPeriod).toEqual([
      { period: 'M1', items: 8, quantity: 11, mrr: 61_500 },
      { period: 'Y1', items: 1, quantity: 1, mrr: 10_000 },
    ]);
    const erp = d.subscriptionsByProduct.find((p) => p.productKey === 'ORIONI_ERP_M1')!;
    expect(erp).toMatchObject({ period: 'M1', items: 4, quantity: 7, mrr: 20_000 + 10_000 + 21_000 + 1_000 });
    expect(erp.productName).not.toBe('ORIONI_ERP_M1');
    expect(d.subscriptionsByProduct.reduce((s, p) => s + p.mrr, 0)).toBe(71_500);

    const accounts = await t.db.select({ role: users.role, status: users.customerStatus }).from(users);
    for (const s of d.customersByStatus)
      expect(s.customers, s.status).toBe(accounts.filter((u) => u.role === 'USER' && u.status === s.status).length);
    expect(d.customersByStatus.map((s) => s.status)).toEqual(['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED']);

    const age = overdueByAge(items, TODAY);
    expect(d.overdue.map((o) => ({ items: o.items, amount: o.amount }))).toEqual([age.d0_7, age.d8_30, age.d31_90, age.d91]);
    expect(d.overdue.map((o) => o.amount)).toEqual([3_000, 4_000, 63_000 + 1_000, 5_000]);
    expect(d.overdue.map((o) => o.items)).toEqual([1, 1, 2, 1]);

    expect(d.forecast).toEqual(forecastOf(items, TODAY));
    expect(d.forecast.filter((f) => f.amount > 0).map((f) => [f.day, f.amount])).toEqual([
      ['2026-06-20', 10_000],
      ['2026-06-30', 2_000],
      ['2026-07-10', 20_000],
    ]);

    expect(d.payments).toEqual(paymentsPerDay(pays, TODAY));
    expect(d.payments.at(-1)).toMatchObject({ day: TODAY, succeeded: 1, succeededAmount: 1_000 });
    expect(d.payments.find((p) => p.day === '2026-06-14')).toMatchObject({
      succeeded: 1,
      succeededAmount: 20_000,
      refunds: 1,
      refundedAmount: -5_000,
    });
    expect(d.payments.find((p) => p.day === '2026-06-10')).toMatchObject({ refused: 1, refusedAmount: 21_000 });
    expect(d.payments[0]).toMatchObject({ day: '2026-03-18', succeeded: 1, succeededAmount: 4_000 });
  });

  it('each overdue age opens Current Billings filtered to the same items (overdueFrom, overdueTo)', async () => {
    const d = (await get('/api/admin/dashboard')).json().data as Dashboard;
    for (const o of d.overdue) {
      const url = `/api/admin/purchase/list?onPremise=false&isOverdue=true&overdueFrom=${o.minDays}&overdueTo=${o.maxDays ?? ''}&limit=50`;
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json().data as { count: number; list: { overdueDays: number; amountDue: number }[] };
      expect(page.count, o.bucket).toBe(o.items);
      expect(page.list.reduce((s, i) => s + i.amountDue, 0)).toBe(o.amount);
      for (const i of page.list) expect(i.overdueDays).toBeGreaterThanOrEqual(o.minDays);
    }
    expect((await get('/api/admin/purchase/list?overdueFrom=-1')).statusCode).toBe(400);
  });

  it('forecasts a second period inside the 30 days (February), anchored or not', async () => {
    const clock = t.clock as ManualClock;
    clock.set('2027-01-31T09:00:00Z'); // the window: 1 February to 2 March 2027
    const later = await createSignedInUser(t, { role: 'ADMIN' }); // the first session has expired by then
    const added = await t.db
      .insert(purchasedItems)
      .values([
        // Due 1 February, then 1 March: both inside.
        item(customer.id, { unitCost: 700, price: 700, createdAt: at('2026-12-01T08:00:00Z'), nextPaymentDate: '2027-02-01' }),
        // Anchored on 31 December, one period paid: due 31 January + 1 month = 28 February, then 31 March (outside).
        item(customer.id, {
          unitCost: 900,
          price: 900,
          createdAt: at('2026-12-31T08:00:00Z'),
          anchorDate: '2026-12-31',
          paidPeriods: 2,
          nextPaymentDate: '2027-02-28',
        }),
        // Due 3 February, then 3 March: only the first inside.
        item(customer.id, { unitCost: 500, price: 500, createdAt: at('2026-12-03T08:00:00Z'), nextPaymentDate: '2027-02-03' }),
      ])
      .returning({ id: purchasedItems.id });
    try {
      const res = await get('/api/admin/dashboard', later);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as Dashboard;
      const { items } = await rows();
      expect(d.forecast).toEqual(forecastOf(items, '2027-01-31'));
      const on = (day: string) => d.forecast.find((f) => f.day === day)!;
      expect(on('2027-02-01').amount).toBeGreaterThanOrEqual(700);
      expect(on('2027-03-01').amount).toBeGreaterThanOrEqual(700);
      expect(on('2027-02-28').amount).toBeGreaterThanOrEqual(900);
      expect(d.forecast.at(-1)!.day).toBe('2027-03-02');
    } finally {
      await t.db.delete(purchasedItems).where(
        inArray(
          purchasedItems.id,
          added.map((r) => r.id),
        ),
      );
      clock.set(NOW);
    }
  });

  it('exports each table as an XLSX workbook', async () => {
    const res = await get('/api/admin/dashboard/file?table=overdue');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orioni-dashboard-overdue-${TODAY}.xlsx"`);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await get('/api/admin/dashboard/file?table=nope')).statusCode).toBe(400);
    expect((await get('/api/admin/dashboard/file?table=mrr', customer)).statusCode).toBe(403);
  });
});
