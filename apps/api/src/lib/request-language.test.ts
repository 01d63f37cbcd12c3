import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../test/commerce.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { acceptedLanguage, cookieLanguage, requestLanguage } from './request-language.ts';

describe('the request language', () => {
  it('issue 26 item 1: takes the first supported Accept-Language tag by weight, then the lang cookie, then the stored language', () => {
    expect(acceptedLanguage('en')).toBe('EN');
    expect(acceptedLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('RU');
    expect(acceptedLanguage('fr-FR,ka;q=0.5,en;q=0.7')).toBe('EN');
    expect(acceptedLanguage('de, fr;q=0.9')).toBeNull();
    expect(acceptedLanguage('en;q=0, ka')).toBe('KA');
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(cookieLanguage('token=abc; lang=RU')).toBe('RU');
    expect(cookieLanguage('xlang=RU')).toBeNull();
    const headers = (h: Record<string, string>) => ({ headers: h });
    expect(requestLanguage(headers({ 'accept-language': 'ru', cookie: 'lang=EN' }), 'KA')).toBe('RU');
    expect(requestLanguage(headers({ cookie: 'lang=EN' }), 'KA')).toBe('EN');
    expect(requestLanguage(headers({ 'accept-language': '*' }), 'KA')).toBe('KA');
  });
});

describe('issue 26 item 1: names in the language on screen, not the account’s', () => {
  let t: TestContext;
  let georgian: TestUser;
  let paymentId: number;

  const get = (url: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...georgian.headers, ...(language ? { 'accept-language': language } : {}) } });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    georgian = await createSignedInUser(t, { language: 'KA' });
    await saveCard(t, georgian);
    await addToCart(t, georgian, 'ORIONI_ERP_M1', 1);
    paymentId = await purchaseCart(t, georgian);
    await addToCart(t, georgian, 'ORIONI_RETAIL_M1', 1);
  });
  afterAll(() => t.close());

  it('issue 26 item 1: a Georgian account on an English screen gets English names in the cart, history, receipt and current products, Russian after a switch', async () => {
    const names = async (language: string) => ({
      cart: (await get('/api/product/cart', language)).json().data.map((i: { product: { name: string } }) => i.product.name),
      history: (await get('/api/user/report/payment-history?offset=0&limit=10', language))
        .json()
        .data.list[0].purchaseList.map((l: { productName: string }) => l.productName),
      receipt: (await get(`/api/user/report/payment-receipt?paymentId=${paymentId}`, language))
        .json()
        .data.purchaseList.map((l: { productName: string }) => l.productName),
      products: (await get('/api/user/report/purchase-history?onPremise=false&offset=0&limit=10', language))
        .json()
        .data.list.map((i: { itemName: string }) => i.itemName),
    });
    expect(await names('en')).toEqual({
      cart: ['Orioni Retail POS'],
      history: ['Orioni ERP'],
      receipt: ['Orioni ERP'],
      products: ['Orioni ERP'],
    });
    expect(await names('ru')).toEqual({ cart: ['Орион Ритейл'], history: ['Орион ERP'], receipt: ['Орион ERP'], products: ['Орион ERP'] });
    // A change of the cart answers in the language it was asked in.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=2',
      headers: { ...georgian.headers, cookie: 'lang=RU' },
    });
    expect(put.json().data[0].product.name).toBe('Орион Ритейл');
    // A client that names no language gets the account's.
    expect((await get('/api/product/cart')).json().data[0].product.name).toBe('ორიონი რითეილი');
  });

  it('issue 26 item 1: the e-mail stays in the stored language whatever the screen’s', async () => {
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, georgian.email));
    const receipt = mails.find((m) => m.template === 'purchase-receipt');
    expect(receipt?.language).toBe('KA');
    expect(receipt?.text).toContain('ორიონი ERP');
  });

  it('issue 26 item 1: the bank’s card page opens in the language on screen', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
      headers: { ...georgian.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = new URL(res.json().data.redirectUrl);
    expect(page.searchParams.get('lang')).toBe('en');
    const html = await t.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(html.body).toContain('<html lang="en"');
  });
});
