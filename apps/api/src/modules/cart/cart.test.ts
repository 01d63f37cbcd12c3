import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, prices } from '../../db/schema/index.ts';
import { MAX_CART_LINES } from './cart.service.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await createSignedInUser(t, { language: 'KA' });
});
afterAll(() => t.close());

const put = (query: string, who: TestUser = user) =>
  t.app.inject({ method: 'PUT', url: `/api/product/cart?${query}`, headers: who.headers });
const get = (who: TestUser = user) => t.app.inject({ method: 'GET', url: '/api/product/cart', headers: who.headers });

describe('cart', () => {
  it('needs a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/product/cart?productKey=ORIONI_ERP_M1&quantity=1' });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorKey).toBe('UNAUTHORIZED');
    }
  });

  it('[R7.product.04] adds a price with catalogue data in the customer language, priced from the database', async () => {
    const res = await put('productKey=ORIONI_ERP_M1&quantity=2');
    expect(res.statusCode).toBe(200);
    const [item] = res.json().data;
    expect(item).toMatchObject({
      product: {
        productKey: 'ORIONI_ERP_M1',
        price: 14900,
        basePrice: 29900,
        period: 'M1',
        type: 'SOLUTION',
        name: 'ორიონი ERP',
        slug: 'orioni-erp',
      },
      quantity: 2,
      isPermise: false,
      firstPurchase: true,
      training: false,
      countable: true,
      fixedQuantity: false,
      porting: false,
      hasBasicItem: false,
    });
    // The price follows the database, whatever was sent before.
    await t.db.update(prices).set({ amount: 15000 }).where(eq(prices.productKey, 'ORIONI_ERP_M1'));
    const again = (await get()).json().data;
    expect(again[0].product.price).toBe(15000);
    await t.db.update(prices).set({ amount: 14900 }).where(eq(prices.productKey, 'ORIONI_ERP_M1'));
  });

  it('[R3.cartitem.06] sets quantity as an absolute number; on-premise lines are flagged isPermise', async () => {
    await put('productKey=ORIONI_ERP_M1&quantity=5');
    await put('productKey=HW_RECEIPT_PRINTER_PREMISE&quantity=3');
    const data = (await get()).json().data as { product: { productKey: string }; quantity: number; isPermise: boolean }[];
    expect(data.map((d) => [d.product.productKey, d.quantity, d.isPermise])).toEqual([
      ['ORIONI_ERP_M1', 5, false],
      ['HW_RECEIPT_PRINTER_PREMISE', 3, true],
    ]);
  });

  it('answers a change with the whole cart as a read gives it: a changed line keeps its place', async () => {
    const changed = await put('productKey=ORIONI_ERP_M1&quantity=4');
    expect(changed.statusCode).toBe(200);
    const answer = changed.json().data as { product: { productKey: string }; quantity: number }[];
    expect(answer.map((d) => [d.product.productKey, d.quantity])).toEqual([
      ['ORIONI_ERP_M1', 4],
      ['HW_RECEIPT_PRINTER_PREMISE', 3],
    ]);
    expect(answer).toEqual((await get()).json().data);
    await put('productKey=ORIONI_ERP_M1&quantity=5');
  });

  it('[R5.qty.05] quantity 0 removes the line', async () => {
    const res = await put('productKey=HW_RECEIPT_PRINTER_PREMISE&quantity=0');
    expect(res.json().data.map((d: { product: { productKey: string } }) => d.product.productKey)).toEqual(['ORIONI_ERP_M1']);
  });

  it('[R5.qty.07] non-countable and fixed-quantity products stay at 1', async () => {
    const res = await put('productKey=SUPPORT_STANDARD_M1&quantity=7');
    const line = res.json().data.find((d: { product: { productKey: string } }) => d.product.productKey === 'SUPPORT_STANDARD_M1');
    expect(line).toMatchObject({ quantity: 1, countable: false, fixedQuantity: true });
  });

  it('[R7.product.06] keeps the porting flag Y', async () => {
    const res = await put('productKey=SERVICE_DATA_PORTING_PREMISE&quantity=1&porting=Y');
    const line = res.json().data.find((d: { product: { productKey: string } }) => d.product.productKey === 'SERVICE_DATA_PORTING_PREMISE');
    expect(line.porting).toBe(true);
    expect((await put('productKey=SERVICE_DATA_PORTING_PREMISE&quantity=1&porting=N')).statusCode).toBe(400);
  });

  it('marks training products', async () => {
    const res = await put('productKey=TRAINING_ERP_ACCOUNTANTS_PREMISE&quantity=3');
    const line = res
      .json()
      .data.find((d: { product: { productKey: string } }) => d.product.productKey === 'TRAINING_ERP_ACCOUNTANTS_PREMISE');
    expect(line).toMatchObject({ training: true, quantity: 3 });
  });

  it('refuses unknown, inactive and demo prices', async () => {
    expect((await put('productKey=NO_SUCH_PRODUCT&quantity=1')).json().errorKey).toBe('PRODUCT_NOT_FOUND');
    const demo = await put('productKey=ORIONI_ERP_DEMO&quantity=1');
    expect(demo.statusCode).toBe(404);
    expect(demo.json().errorKey).toBe('PRODUCT_NOT_FOUND');
    await t.db.update(prices).set({ active: false }).where(eq(prices.productKey, 'HW_CASH_DRAWER_PREMISE'));
    expect((await put('productKey=HW_CASH_DRAWER_PREMISE&quantity=1')).statusCode).toBe(404);
    await t.db.update(prices).set({ active: true }).where(eq(prices.productKey, 'HW_CASH_DRAWER_PREMISE'));
  });

  it('[R5.qty.01] [R5.qty.02] refuses non-digit, negative and too-large quantities, and extra fields such as a price', async () => {
    for (const q of [
      'quantity=-1',
      'quantity=1.5',
      'quantity=abc',
      'quantity=1000000000',
      'quantity=',
      'quantity=1&price=1',
      'quantity=1&amount=0',
    ]) {
      const res = await put(`productKey=ORIONI_ERP_Y1&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errorKey).toBe('VALIDATION_ERROR');
    }
    const max = await put('productKey=ORIONI_ERP_Y1&quantity=999999999');
    expect(max.statusCode).toBe(200);
    await put('productKey=ORIONI_ERP_Y1&quantity=0');
  });

  it("keeps each customer's cart separate and empties it on DELETE", async () => {
    const other = await createSignedInUser(t, { language: 'EN' });
    expect((await get(other)).json().data).toEqual([]);
    const res = await put('productKey=ORIONI_ERP_M1&quantity=1', other);
    expect(res.json().data[0].product.name).toBe('Orioni ERP');
    expect((await get()).json().data.length).toBeGreaterThan(1);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/product/cart', headers: user.headers });
    expect(del.statusCode).toBe(200);
    expect((await get()).json().data).toEqual([]);
    expect((await get(other)).json().data).toHaveLength(1);
  });
  it('holds at most 50 lines: a new one beyond is refused, an existing one still changes', async () => {
    const full = await createSignedInUser(t, { language: 'EN' });
    expect((await put('productKey=ORIONI_ERP_M1&quantity=1', full)).statusCode).toBe(200);
    // 49 more lines (of prices the catalogue no longer sells, so the listing leaves them out).
    await t.db
      .insert(cartItems)
      .values(Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({ userId: full.id, productKey: `WITHDRAWN_${i}`, quantity: 1 })));
    const refused = await put('productKey=ORIONI_ERP_Y1&quantity=1', full);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.productKey).toBe('A cart holds at most 50 products');
    const changed = await put('productKey=ORIONI_ERP_M1&quantity=3', full);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual([expect.objectContaining({ quantity: 3 })]);
    // Removing a line makes room again.
    await put('productKey=ORIONI_ERP_M1&quantity=0', full);
    expect((await put('productKey=ORIONI_ERP_Y1&quantity=1', full)).statusCode).toBe(200);
  });

  it('refuses a new line to a cart full of withdrawn prices as full, not as an unknown price', async () => {
    const withdrawn = await createSignedInUser(t, { language: 'EN' });
    await t.db
      .insert(cartItems)
      .values(Array.from({ length: MAX_CART_LINES }, (_, i) => ({ userId: withdrawn.id, productKey: `WITHDRAWN_${i}`, quantity: 1 })));
    expect((await get(withdrawn)).json().data).toEqual([]);
    const refused = await put('productKey=ORIONI_ERP_Y1&quantity=1', withdrawn);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.productKey).toBe('A cart holds at most 50 products');
    expect((await put('productKey=NO_SUCH_PRODUCT&quantity=1', withdrawn)).statusCode).toBe(404);
  });
});
