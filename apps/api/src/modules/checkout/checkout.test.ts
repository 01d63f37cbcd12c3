import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, purchaseAmount } from '@orioni/contracts';
import { outboxEmails, paymentLines, payments, purchasedItems, users } from '../../db/schema/index.ts';
import { createSignedInUser, personalNumberFor, type TestUser } from '../../test/auth.ts';
import type { SandboxGateway } from '../payments/sandbox/sandbox-gateway.ts';
import { addToCart as addToCartAs, saveCard as saveCardAs } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const key = () => `test-${randomUUID()}`;
/** A personal customer's form; `purchase` adds the account's own personal number when the body names none (ADR 042). */
const PERSONAL = { firstName: 'Nino', lastName: 'Beridze' };

const saveCard = (who: TestUser, number?: string) => saveCardAs(t, who, number);
const addToCart = (who: TestUser, productKey: string, quantity: number) => addToCartAs(t, who, productKey, quantity);
const cartOf = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/product/cart', headers: who.headers })).json().data as {
    product: { productKey: string };
    quantity: number;
    firstPurchase: boolean;
  }[];
const purchase = (who: TestUser, body: object = PERSONAL, idempotencyKey: string | null = key(), url = '/api/product/purchase') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { ...who.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: 'idNumber' in body ? body : { ...body, idNumber: personalNumberFor(who.id) },
  });

describe('checkout preconditions', () => {
  it('needs a session, an Idempotency-Key, a card and a non-empty cart', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/product/purchase', payload: PERSONAL })).statusCode).toBe(401);
    const user = await createSignedInUser(t);
    expect((await purchase(user, PERSONAL, null)).statusCode).toBe(400);
    expect((await purchase(user)).json().errorKey).toBe('CART_EMPTY');
    await addToCart(user, 'HW_CASH_DRAWER_PREMISE', 1);
    const noCard = await purchase(user);
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().errorKey).toBe('CARD_REQUIRED');
  });

  it('[R5.profile.07] validates the form with the rules of the customer type', async () => {
    const personal = await createSignedInUser(t);
    const bad = await purchase(personal, { firstName: 'ნინო', lastName: 'Beridze', idNumber: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ firstName: 'Only Latins Allowed', idNumber: 'should contain 11 digits' });
    const company = await createSignedInUser(t, { customerType: 'LEGAL', fullName: 'Acme LLC' });
    const corp = await purchase(company, { fullName: 'Acme LLC', idNumber: '123456789' });
    expect(corp.statusCode).toBe(400);
    expect(Object.keys(corp.json().fieldErrors)).toEqual(expect.arrayContaining(['chiefManager', 'fieldOfActivity']));
    // A personal form sent by a company is refused (unknown fields for its type).
    expect((await purchase(company, PERSONAL)).statusCode).toBe(400);
    // [R3.purchase.02] The spec's fullName may come along with a personal form.
    const withFullName = await purchase(personal, { ...PERSONAL, fullName: 'Nino Beridze' });
    expect(withFullName.json().errorKey).toBe('CART_EMPTY');
  });

  it('refuses a price, an amount or any other field the client has no say in, in the body or the query', async () => {
    const user = await createSignedInUser(t);
    for (const extra of [{ amount: 1 }, { price: 1 }, { total: 0 }, { lines: [] }]) {
      const res = await purchase(user, { ...PERSONAL, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorKey).toBe('VALIDATION_ERROR');
    }
    expect((await purchase(user, PERSONAL, key(), '/api/product/purchase?amount=1')).statusCode).toBe(400);
  });
});

describe('a purchase', () => {
  it('[R7.product.02] charges database prices with the first-purchase split, records items and lines, empties the cart', async () => {
    const user = await createSignedInUser(t, { language: 'RU' });
    await saveCard(user);
    await addToCart(user, 'ORIONI_ERP_M1', 2); // first purchase: 299.00 + 149.00
    await addToCart(user, 'ORIONI_ACCOUNTING_Y1', 1); // no base price: 590.00
    await addToCart(user, 'HW_RECEIPT_PRINTER_PREMISE', 3); // 3 × 520.00
    const charge = vi.spyOn(t.app.services.gateway, 'chargeSavedCard');
    try {
      const res = await purchase(user);
      expect(res.statusCode, res.body).toBe(200);
      const { paymentId } = res.json().data;
      expect(charge).toHaveBeenCalledTimes(1);
      const expected = 29900 + 14900 + 59000 + 3 * 52000;
      expect(charge.mock.calls[0]![0]).toMatchObject({ amount: expected, idempotencyKey: `orioni-payment-${paymentId}` });

      const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: expected, userId: user.id });
      expect(payment!.externalId).toMatch(/^sbx_pay_/);

      const items = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, user.id));
      const byKey = Object.fromEntries(items.map((i) => [i.productKey, i]));
      expect(byKey.ORIONI_ERP_M1).toMatchObject({
        period: 'M1',
        status: 'ACTIVE',
        quantity: 2,
        unitCost: 14900,
        price: 29900 + 14900,
        upcomingPayment: 2 * 14900,
        firstPurchase: true,
        nextPaymentDate: '2026-02-15',
        firstPaymentId: paymentId,
      });
      expect(byKey.ORIONI_ACCOUNTING_Y1).toMatchObject({ nextPaymentDate: '2027-01-15', upcomingPayment: 59000, price: 59000 });
      expect(byKey.HW_RECEIPT_PRINTER_PREMISE).toMatchObject({
        period: 'PREMISE',
        nextPaymentDate: null,
        upcomingPayment: 0,
        price: 156000,
      });

      const lines = await t.db.select().from(paymentLines).where(eq(paymentLines.paymentId, paymentId));
      expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(expected);
      expect(lines.filter((l) => l.productKey === 'ORIONI_ERP_M1').map((l) => [l.quantity, l.unitAmount])).toEqual(
        expect.arrayContaining([
          [1, 29900],
          [1, 14900],
        ]),
      );

      expect(await cartOf(user)).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        status: 'PAYED',
        idNumber: personalNumberFor(user.id),
        firstName: 'Nino',
        lastName: 'Beridze',
        fullName: 'Nino Beridze',
      });

      const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(`№ ${paymentId}`);
      expect(mails[0]!.language).toBe('RU');
      expect(mails[0]!.text).toContain('Orioni ERP'.replace('Orioni', 'Орион'));
    } finally {
      charge.mockRestore();
    }
  });

  it('[R4.split.06] a second purchase of the same product is charged without the base price, and a stored ID cannot be replaced', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'ORIONI_ERP_Y1', 1);
    expect((await cartOf(user))[0]!.firstPurchase).toBe(true);
    expect((await purchase(user)).statusCode).toBe(200);
    // Another price of the same product: not a first purchase, in the answer to the change and in a read.
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/product/cart?productKey=ORIONI_ERP_M1&quantity=1',
      headers: user.headers,
    });
    expect(added.json().data[0].firstPurchase).toBe(false);
    expect((await cartOf(user))[0]!.firstPurchase).toBe(false);
    // Issue 15: the locked ID cannot be replaced through the purchase.
    const replaced = await purchase(user, { ...PERSONAL, idNumber: '99999999999' });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().fieldErrors).toEqual({ idNumber: MESSAGES.idLocked });
    const res = await purchase(user);
    expect(res.statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, res.json().data.paymentId));
    expect(payment!.amount).toBe(14900);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.idNumber).toBe(personalNumberFor(user.id));
  });

  it('[R3.purchase.02] accepts the spec payload: a personal fullName is split into first and last name as registration does', async () => {
    const user = await createSignedInUser(t, { firstName: null, lastName: null, fullName: 'someone' });
    await saveCard(user);
    await addToCart(user, 'HW_CASH_DRAWER_PREMISE', 1);
    const bad = await purchase(user, { idNumber: personalNumberFor(user.id), fullName: 'ნინო Beridze', emails: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ firstName: MESSAGES.onlyLatins });
    const res = await purchase(user, {
      idNumber: personalNumberFor(user.id),
      fullName: 'Tamar  Van Dyke',
      emails: [],
      savePersonalInfo: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Tamar',
      lastName: 'Van Dyke',
      fullName: 'Tamar Van Dyke',
      idNumber: personalNumberFor(user.id),
    });
  });

  it('needs one valid e-mail per training seat', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'TRAINING_ERP_ACCOUNTANTS_PREMISE', 2);
    const missing = await purchase(user, { ...PERSONAL, emails: ['a@example.ge'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.emails).toBeDefined();
    const invalid = await purchase(user, { ...PERSONAL, emails: ['a@example.ge', 'not-an-email'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors['emails.1']).toBe('Not Valid Email Format');
    const ok = await purchase(user, { ...PERSONAL, emails: ['a@example.ge', 'b@example.ge'] });
    expect(ok.statusCode).toBe(200);
    const [item] = await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, user.id));
    expect(item!.trainingEmails).toEqual(['a@example.ge', 'b@example.ge']);
  });
});

describe('issue 25 item 7: the add-to-cart dialog knows a first purchase', () => {
  const firstPurchaseOf = (who: TestUser, productKey: string) =>
    t.app.inject({ url: `/api/product/purchase/first-purchase?productKey=${productKey}`, headers: who.headers });

  it('issue 25 item 7: the first-purchase answer with the shared rule gives the amount the charge takes (ERP monthly, then annual)', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    const content = (await t.app.inject({ url: '/cms/api/products?populate=deep&locale=en' })).json() as {
      data: { attributes: { prices?: { productKey: string; price: number; basePrice: number | null }[] } }[];
    };
    const priceOf = (key: string) => content.data.flatMap((p) => p.attributes.prices ?? []).find((p) => p.productKey === key)!;

    for (const key of ['ORIONI_ERP_M1', 'ORIONI_ERP_Y1']) {
      const first = await firstPurchaseOf(user, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toContain('no-store');
      const { firstPurchase } = first.json().data;
      // What the dialog shows for one unit.
      const shown = purchaseAmount(priceOf(key), 1, firstPurchase);
      await addToCart(user, key, 1);
      const charge = vi.spyOn(t.app.services.gateway, 'chargeSavedCard');
      try {
        expect((await purchase(user)).statusCode).toBe(200);
        expect(charge.mock.calls[0]![0].amount).toBe(shown);
      } finally {
        charge.mockRestore();
      }
    }
    // ERP monthly on a first purchase: 299.00; the annual one is no first purchase any more: 1,490.00.
    expect(purchaseAmount(priceOf('ORIONI_ERP_M1'), 1, true)).toBe(29900);
    expect((await firstPurchaseOf(user, 'ORIONI_ERP_Y1')).json().data.firstPurchase).toBe(false);
    expect((await firstPurchaseOf(user, 'ORIONI_ACCOUNTING_M1')).json().data.firstPurchase).toBe(true);
  });

  it('issue 25 item 7: a key not on sale is 404, a demo price too, and the answer needs a session', async () => {
    const user = await createSignedInUser(t);
    expect((await firstPurchaseOf(user, 'NO_SUCH_KEY')).statusCode).toBe(404);
    expect((await firstPurchaseOf(user, 'ORIONI_ERP_DEMO')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/product/purchase/first-purchase?productKey=ORIONI_ERP_M1' })).statusCode).toBe(401);
  });
});

describe('idempotency', () => {
  it('the same key sent concurrently charges once and answers the same', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'ORIONI_HR_M1', 3);
    const charge = vi.spyOn(t.app.services.gateway, 'chargeSavedCard');
    try {
      const k = key();
      const answers = await Promise.all(Array.from({ length: 5 }, () => purchase(user, PERSONAL, k)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(answers.map((a) => a.json().data.paymentId));
      expect(ids.size).toBe(1);
      expect(charge).toHaveBeenCalledTimes(1);
      const again = await purchase(user, PERSONAL, k);
      expect(again.json().data.paymentId).toBe([...ids][0]);
      expect(charge).toHaveBeenCalledTimes(1);
      const rows = await t.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(rows).toHaveLength(1);
    } finally {
      charge.mockRestore();
    }
  });

  it('a second purchase with another key while the first waits for the bank is refused, and the card is charged once', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'ORIONI_ACCOUNTING_M1', 1);
    const gateway = t.app.services.gateway;
    const original = gateway.chargeSavedCard.bind(gateway);
    // A slow bank: the charge waits until the test lets it go, so the second purchase surely arrives
    // while the first is at the bank (no timing guess).
    let atBank!: () => void;
    const reachedBank = new Promise<void>((resolve) => (atBank = resolve));
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const charge = vi.spyOn(gateway, 'chargeSavedCard').mockImplementation(async (request) => {
      atBank();
      await released;
      return original(request);
    });
    try {
      const first = purchase(user, PERSONAL, key());
      await reachedBank;
      const second = await purchase(user, PERSONAL, key());
      letGo();
      expect(second.statusCode).toBe(409);
      expect(second.json().errorKey).toBe('IDEMPOTENCY_CONFLICT');
      expect((await first).statusCode).toBe(200);
      expect(charge).toHaveBeenCalledTimes(1);
    } finally {
      charge.mockRestore();
    }
  });

  it('the same key with a different body or a different cart is a conflict', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'ORIONI_HR_Y1', 1);
    const k = key();
    expect((await purchase(user, PERSONAL, k)).statusCode).toBe(200);
    const otherBody = await purchase(user, { ...PERSONAL, firstName: 'Tamar' }, k);
    expect(otherBody.statusCode).toBe(409);
    await addToCart(user, 'HW_CASH_DRAWER_PREMISE', 1);
    const otherCart = await purchase(user, PERSONAL, k);
    expect(otherCart.statusCode).toBe(409);
    expect(otherCart.json().errorKey).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('a bank that does not answer', () => {
  it('keeps the payment pending and the cart; the same key asks the bank again and finishes it', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user);
    await addToCart(user, 'HW_POS_TERMINAL_PREMISE', 1);
    const gateway = t.app.services.gateway as SandboxGateway;
    const moved = gateway.bank.chargeCount;
    const original = gateway.chargeSavedCard.bind(gateway);
    // The bank takes the money but its answer is lost on the way back.
    const lost = vi.spyOn(gateway, 'chargeSavedCard').mockImplementationOnce(async (request) => {
      await original(request);
      throw new Error('socket hang up');
    });
    try {
      const k = key();
      const first = await purchase(user, PERSONAL, k);
      expect(first.statusCode).toBe(503);
      expect(await cartOf(user)).toHaveLength(1);
      const [pending] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
      expect(pending!.status).toBe('PENDING');
      const retry = await purchase(user, PERSONAL, k);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().data.paymentId).toBe(pending!.id);
      expect(gateway.bank.chargeCount - moved).toBe(1);
      expect(await cartOf(user)).toEqual([]);
      expect(await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, user.id))).toHaveLength(1);
    } finally {
      lost.mockRestore();
    }
  });
});

describe('a refused charge', () => {
  it('[R8] a declined card leaves the cart as it was, records the failure and answers 402 CARD_DECLINED', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user, '4000 0000 0000 0002');
    await addToCart(user, 'ORIONI_ERP_PREMISE', 1);
    await addToCart(user, 'HW_POS_TERMINAL_PREMISE', 2);
    const before = await cartOf(user);
    const k = key();
    const res = await purchase(user, PERSONAL, k);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ errorKey: 'CARD_DECLINED', errorMessage: 'The card was declined' });
    expect(await cartOf(user)).toEqual(before);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'FAILED', failureKey: 'CARD_DECLINED' });
    expect(await t.db.select().from(purchasedItems).where(eq(purchasedItems.userId, user.id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('VERIFIED');
    // The same key replays the failure without asking the bank again.
    const charge = vi.spyOn(t.app.services.gateway, 'chargeSavedCard');
    try {
      expect((await purchase(user, PERSONAL, k)).json().errorKey).toBe('CARD_DECLINED');
      expect(charge).not.toHaveBeenCalled();
    } finally {
      charge.mockRestore();
    }
  });

  it('insufficient funds answers 402 INSUFFICIENT_FUNDS', async () => {
    const user = await createSignedInUser(t);
    await saveCard(user, '4000 0000 0000 9995');
    await addToCart(user, 'HW_BARCODE_SCANNER_PREMISE', 1);
    const res = await purchase(user);
    expect(res.statusCode).toBe(402);
    expect(res.json().errorKey).toBe('INSUFFICIENT_FUNDS');
    expect(await cartOf(user)).toHaveLength(1);
  });
});
