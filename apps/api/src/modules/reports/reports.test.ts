import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionService } from '../accounts/session.service.ts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../test/auth.ts';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { saveCard as saveCardAs } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
/** A personal customer's form with the account's own personal number (ADR 042). */
const personal = (who: TestUser) => ({ firstName: 'Alice', lastName: 'Smith', idNumber: personalNumberFor(who.id) });
const paymentIds: number[] = [];

const saveCard = (who: TestUser, number: string) => saveCardAs(t, who, number);

async function buy(who: TestUser, items: [string, number][]) {
  for (const [productKey, quantity] of items) {
    await t.app.inject({ method: 'PUT', url: `/api/product/cart?productKey=${productKey}&quantity=${quantity}`, headers: who.headers });
  }
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...who.headers, 'idempotency-key': `k-${randomUUID()}` },
    payload: personal(who),
  });
  return res;
}

const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await createSignedInUser(t, { language: 'EN' });
  bob = await createSignedInUser(t, { language: 'KA' });
  await saveCard(alice, '4242 4242 4242 4242');
  await saveCard(bob, '4242 4242 4242 4242');
  for (const items of [
    [['ORIONI_ERP_M1', 1]],
    [['HW_RECEIPT_PRINTER_PREMISE', 2]],
    [
      ['ORIONI_HR_Y1', 1],
      ['HW_CASH_DRAWER_PREMISE', 1],
    ],
  ] as [string, number][][]) {
    const res = await buy(alice, items);
    expect(res.statusCode, res.body).toBe(200);
    paymentIds.push(res.json().data.paymentId);
    t.clock.advance(60_000);
  }
  const bobs = await buy(bob, [['ORIONI_RETAIL_M1', 1]]);
  paymentIds.push(bobs.json().data.paymentId);
});
afterAll(() => t.close());

describe('payment history', () => {
  it('[R7.report.08] lists only the caller’s succeeded payments, newest first, with count and lines', async () => {
    // A declined payment does not show.
    await saveCard(alice, '4000 0000 0000 0002');
    expect((await buy(alice, [['HW_BARCODE_SCANNER_PREMISE', 1]])).statusCode).toBe(402);

    const res = await get(alice, '/api/user/report/payment-history?offset=0&limit=10');
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data;
    expect(count).toBe(3);
    expect(list.map((p: { paymentId: number }) => p.paymentId)).toEqual([paymentIds[2], paymentIds[1], paymentIds[0]]);
    expect(list[0]).toMatchObject({ amount: 69000 + 24000, email: alice.email, idNumber: personalNumberFor(alice.id) });
    expect(list[0].externalId).toMatch(/^sbx_pay_/);
    expect(list[0].paymentTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list[0].purchaseList.map((l: { productName: string }) => l.productName).sort()).toEqual(['Cash drawer', 'Orioni HR & Payroll']);
    expect(list[2].purchaseList).toEqual([
      expect.objectContaining({
        productKey: 'ORIONI_ERP_M1',
        period: 'M1',
        quantity: 1,
        price: 29900,
        purchasedItemId: expect.any(Number),
      }),
    ]);
  });

  it('pages with offset and limit', async () => {
    const res = await get(alice, '/api/user/report/payment-history?offset=1&limit=1');
    expect(res.json().data).toMatchObject({ count: 3, list: [expect.objectContaining({ paymentId: paymentIds[1] })] });
    expect((await get(alice, '/api/user/report/payment-history?limit=0')).statusCode).toBe(400);
  });

  it('without a limit, pages by the spec constant PAGE_SIZES.history (and follows a change of it, as the web does)', async () => {
    const sizes = PAGE_SIZES as { history: number };
    const original = sizes.history;
    expect((await get(alice, '/api/user/report/payment-history')).json().data.list).toHaveLength(Math.min(3, original));
    sizes.history = 2;
    try {
      expect((await get(alice, '/api/user/report/payment-history')).json().data).toMatchObject({ count: 3, list: [{}, {}] });
    } finally {
      sizes.history = original;
    }
  });
});

describe('payment receipt', () => {
  it('[R7.report.06] returns the caller’s payment', async () => {
    const res = await get(alice, `/api/user/report/payment-receipt?paymentId=${paymentIds[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paymentId: paymentIds[1], amount: 104000 });
  });

  it('another customer’s receipt is 404, as is an unknown one', async () => {
    const res = await get(alice, `/api/user/report/payment-receipt?paymentId=${paymentIds[3]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorKey).toBe('NOT_FOUND');
    expect((await get(bob, `/api/user/report/payment-receipt?paymentId=${paymentIds[0]}`)).statusCode).toBe(404);
    expect((await get(alice, '/api/user/report/payment-receipt?paymentId=999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/report/payment-receipt?paymentId=${paymentIds[0]}` })).statusCode).toBe(
      401,
    );
  });
});

describe('purchase history', () => {
  it('[R7.report.03] [R7.report.04] splits on-premise licences from subscriptions', async () => {
    const premise = (await get(alice, '/api/user/report/purchase-history?onPremise=true')).json().data;
    expect(premise.count).toBe(2);
    expect(premise.list.map((i: { product: { productKey: string } }) => i.product.productKey)).toEqual([
      'HW_CASH_DRAWER_PREMISE',
      'HW_RECEIPT_PRINTER_PREMISE',
    ]);
    expect(premise.list[1]).toMatchObject({ period: 'PREMISE', nextPaymentTime: null, overdueDays: null, quantity: 2, price: 104000 });

    const billing = (await get(alice, '/api/user/report/purchase-history?onPremise=false&offset=0&limit=10')).json().data;
    expect(billing.count).toBe(2);
    const erp = billing.list.find((i: { product: { productKey: string } }) => i.product.productKey === 'ORIONI_ERP_M1');
    expect(erp).toMatchObject({
      itemName: 'Orioni ERP',
      status: 'ACTIVE',
      unitCost: 14900,
      upcomingPayment: 14900,
      nextPaymentTime: '2026-02-15',
      overdueDays: null,
      paymentId: paymentIds[0],
      idNumber: personalNumberFor(alice.id),
    });
  });

  it('searches by product name and item id', async () => {
    const byName = (await get(alice, '/api/user/report/purchase-history?onPremise=false&query=payroll')).json().data;
    expect(byName.list.map((i: { itemName: string }) => i.itemName)).toEqual(['Orioni HR & Payroll']);
    const all = (await get(alice, '/api/user/report/purchase-history?onPremise=true')).json().data.list;
    const id = all[0].purchasedItemId;
    const byId = (await get(alice, `/api/user/report/purchase-history?onPremise=true&query=${id}`)).json().data;
    expect(byId.list.map((i: { purchasedItemId: number }) => i.purchasedItemId)).toContain(id);
    expect((await get(alice, '/api/user/report/purchase-history?onPremise=true&query=%25')).json().data.count).toBe(0);
    // Bob sees only his own.
    expect((await get(bob, '/api/user/report/purchase-history?onPremise=true')).json().data.count).toBe(0);
  });

  it('[R3.item.07] overdueDays is null until the due day, 0 on it, then counts days', async () => {
    // A month later the test session has expired: sign in again each time.
    const erpOverdue = async () => {
      const token = await new SessionService(t.db, t.clock, t.config).create(alice.id);
      const res = await get(
        { ...alice, headers: { authorization: `Bearer ${token}` } },
        '/api/user/report/purchase-history?onPremise=false&query=ERP',
      );
      return res.json().data.list[0].overdueDays;
    };
    expect(await erpOverdue()).toBeNull();
    t.clock.set('2026-02-15T08:00:00Z');
    expect(await erpOverdue()).toBe(0);
    t.clock.set('2026-02-18T08:00:00Z');
    expect(await erpOverdue()).toBe(3);
  });
});
