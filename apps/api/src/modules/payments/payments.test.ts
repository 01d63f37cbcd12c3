import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardOrders, cards, sandboxBankCharges, sandboxBankOrders, sandboxBankTokens } from '../../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { resolveRedirectUrl } from './redirect-url.ts';
import { luhnValid, SandboxBank, signSandboxPayload } from './sandbox/sandbox-bank.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { SandboxLedger } from './sandbox/sandbox-ledger.ts';

let t: TestContext;
let user: TestUser;
const PUBLIC = 'http://shop.test:3000';

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { publicUrl: PUBLIC } });
  user = await createSignedInUser(t, { language: 'EN' });
});
afterAll(() => t.close());

const openCardPage = async (who: TestUser, query = 'successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/payment/card?${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl: string = res.json().data.redirectUrl;
  return new URL(redirectUrl);
};

const submit = (page: URL, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `${page.pathname}${page.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const goodForm = { cardholder: 'Nino Beridze', cardnumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', action: 'save' };

/** Saves a sandbox card for a user through the bank page, as a browser would. */
async function saveCard(who: TestUser, number = '4242 4242 4242 4242') {
  const page = await openCardPage(who);
  return submit(page, { ...goodForm, cardnumber: number });
}

describe('redirect URL rule', () => {
  it('accepts site paths and URLs under PUBLIC_URL only', () => {
    expect(resolveRedirectUrl('/cart/default/success', PUBLIC)).toBe(`${PUBLIC}/cart/default/success`);
    expect(resolveRedirectUrl(`${PUBLIC}/currentproducts/default/id/billing?productId=success`, PUBLIC)).toBe(
      `${PUBLIC}/currentproducts/default/id/billing?productId=success`,
    );
    for (const bad of [
      'https://evil.example/cart',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://shop.test:3001/x',
      `${PUBLIC}@evil.example/`,
      'cart',
    ]) {
      expect(resolveRedirectUrl(bad, PUBLIC), bad).toBeNull();
    }
  });
});

describe('card routes', () => {
  it('need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/card?successRedirectUrl=/a&errorRedirectUrl=/b' })).statusCode).toBe(
      401,
    );
  });

  it('[R7.payment.01] refuses redirect addresses outside the site (no open redirect)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/card?successRedirectUrl=${encodeURIComponent('https://evil.example/')}&errorRedirectUrl=/cart/default/failure`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.successRedirectUrl).toBeDefined();
  });

  it('[R7.payment.02] [R4.checkout.06] returns the bank page, which saves the card and sends the browser back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json()).toEqual({ data: null });
    const page = await openCardPage(user);
    expect(page.origin).toBe(PUBLIC);
    expect(page.pathname).toMatch(/^\/sandbox-gateway\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(page.searchParams.get('lang')).toBe('en');

    const html = await t.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    for (const ac of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc']) expect(html.body).toContain(`autocomplete="${ac}"`);
    for (const label of ['for="cc-name"', 'for="cc-number"', 'for="cc-exp"', 'for="cc-csc"']) expect(html.body).toContain(label);
    expect(html.body).toContain('Sandbox Bank');
    expect(html.body).toContain('4242 4242 4242 4242');
    expect(html.body).toContain('4000 0000 0000 0002');
    expect(html.body).toContain('4000 0000 0000 9995');
    expect(html.body).not.toMatch(/<script/i);
    expect(html.headers['content-security-policy']).toContain("form-action 'self' http://shop.test:3000");

    const done = await submit(page, goodForm);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC}/cart/default/success`);

    const card = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    expect(card).toMatchObject({ mask: '424242******4242', brand: 'VISA' });
    // No full card number stored anywhere we own.
    const [row] = await t.db.select().from(cards).where(eq(cards.userId, user.id));
    expect(JSON.stringify(row)).not.toContain('4242424242424242');

    // The order id is single use.
    const again = await submit(page, goodForm);
    expect(again.statusCode).toBe(410);
  });

  it('shows the page in Georgian and Russian', async () => {
    const page = await openCardPage(user);
    const ka = await t.app.inject({ method: 'GET', url: `${page.pathname}?lang=ka` });
    expect(ka.body).toContain('lang="ka"');
    expect(ka.body).toContain('ბარათის ნომერი');
    const ru = await t.app.inject({ method: 'GET', url: `${page.pathname}?lang=ru` });
    expect(ru.body).toContain('Номер карты');
  });

  it('refuses a number failing the Luhn check, and an expired card, on the page', async () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    const page = await openCardPage(user);
    const luhn = await submit(page, { ...goodForm, cardnumber: '4242 4242 4242 4241' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.body).toContain('This card number is not valid');
    expect(luhn.body).not.toContain('4242 4242 4242 4241');
    const expired = await submit(page, { ...goodForm, expiry: '12/25' }); // the clock is in January 2026
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This card has expired');
    // The order is still open after a refusal.
    expect((await submit(page, goodForm)).statusCode).toBe(303);
  });

  it('issue 26 item 15: cancelling on the bank page returns to the failure address as its own outcome (outcome=cancelled) and keeps the old card', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    const page = await openCardPage(user);
    const res = await submit(page, { action: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC}/cart/default/failure?outcome=cancelled`);
    // A failure address with a query of its own keeps it.
    const billing = await openCardPage(
      user,
      `successRedirectUrl=${encodeURIComponent('/currentproducts/default/id/billing?productId=success')}&errorRedirectUrl=${encodeURIComponent('/currentproducts/default/id/billing?productId=failure')}`,
    );
    expect((await submit(billing, { action: 'cancel' })).headers.location).toBe(
      `${PUBLIC}/currentproducts/default/id/billing?productId=failure&outcome=cancelled`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data).toEqual(before);
  });

  it('one card per customer: a new card replaces the old one', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    await saveCard(user, '5555 5555 5555 4444');
    const after = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    expect(after.cardId).not.toBe(before.cardId);
    expect(after).toMatchObject({ mask: '555555******4444', brand: 'MASTERCARD' });
  });

  it("[R7.payment.04] deletes only the owner's card; another customer's card id is 404", async () => {
    const other = await createSignedInUser(t);
    await saveCard(other);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data;
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: other.headers })).json().data;
    const steal = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${theirs.cardId}`, headers: user.headers });
    expect(steal.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: other.headers })).json().data).toEqual(theirs);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${mine.cardId}`, headers: user.headers });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/card', headers: user.headers })).json().data).toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/payment/card?cardId=${mine.cardId}`, headers: user.headers })).statusCode,
    ).toBe(404);
  });
});

describe('sandbox callback signature', () => {
  const gateway = () => t.app.services.gateway as SandboxGateway;

  it('refuses a tampered body, a wrong key and an old timestamp', async () => {
    const page = await openCardPage(user);
    const orderId = page.pathname.split('/').pop()!;
    const body = JSON.stringify({
      event: 'card_order',
      orderId,
      status: 'succeeded',
      card: { token: 'sbx_success_forged', mask: '4242', brand: 'VISA' },
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const post = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload,
      });

    const tampered = await post(body.replace('4242', '1111'), signAndHeader(body, now));
    expect(tampered.statusCode).toBe(401);
    expect((await post(body, signSandboxPayload('wrong-secret', now, body))).statusCode).toBe(401);
    expect((await post(body, signAndHeader(body, now - 3600))).statusCode).toBe(401);
    expect((await post(body, '')).statusCode).toBe(401);
    expect((await post(body, signAndHeader(body, now))).statusCode).toBe(200);
    expect(gateway().name).toBe('sandbox');

    function signAndHeader(b: string, ts: number) {
      return signSandboxPayload(t.config.payments.sandboxSecret, ts, b);
    }
  });
});

describe('sandbox bank charges', () => {
  it('the same idempotency key returns the first answer and moves money once; the outcome follows the test number', async () => {
    const bank = new SandboxBank(t.clock, new SandboxLedger(t.db));
    const good = await bank.saveCard('4242424242424242');
    // The bank's record of the saved card, shared by every instance: no card number.
    const [tokenRow] = await t.db.select().from(sandboxBankTokens).where(eq(sandboxBankTokens.token, good.token));
    expect(tokenRow).toMatchObject({ last4: '4242', brand: 'VISA', outcome: 'success' });
    expect(JSON.stringify(tokenRow)).not.toContain('4242424242424242');
    const first = await bank.charge({ token: good.token, amount: 1000, idempotencyKey: 'key-1' });
    const again = await bank.charge({ token: good.token, amount: 1000, idempotencyKey: 'key-1' });
    expect(first.status).toBe('succeeded');
    expect(again).toEqual(first);
    expect(bank.chargeCount).toBe(1);
    const charge = async (digits: string, key: string) =>
      (await bank.charge({ token: (await bank.saveCard(digits)).token, amount: 1000, idempotencyKey: key })).status;
    expect(await charge('4000000000000002', 'key-2')).toBe('declined');
    expect(await charge('4000000000009995', 'key-3')).toBe('insufficient_funds');
    expect((await bank.charge({ token: 'sbx_unknown', amount: 1000, idempotencyKey: 'key-4' })).status).toBe('failed');
    // A saved token still charges after a restart (a new bank object: nothing is kept in memory).
    expect(
      (await new SandboxBank(t.clock, new SandboxLedger(t.db)).charge({ ...good, amount: 1000, idempotencyKey: 'key-5' })).status,
    ).toBe('succeeded');
    // A token the bank no longer holds (saved before its books were in the database) charges as its number did.
    await bank.deleteToken(good.token);
    expect((await bank.charge({ token: good.token, amount: 1000, idempotencyKey: 'key-6' })).status).toBe('succeeded');
    expect(JSON.stringify(good)).not.toContain('4242424242424242');
  });
});

/** Two gateways on one database stand for two instances behind a balancer: nothing the bank knows is in one process. */
describe('sandbox bank on several instances', () => {
  const instance = () =>
    new SandboxGateway({ secret: t.config.payments.sandboxSecret, publicUrl: PUBLIC, clock: t.clock, ledger: new SandboxLedger(t.db) });

  it('a card page opened on one instance is shown and completed on another, once', async () => {
    const [a, b, c] = [instance(), instance(), instance()];
    const { gatewayOrderId } = await a.createCardOrder({
      reference: 'ref-1',
      language: 'EN',
      successUrl: `${PUBLIC}/ok`,
      failUrl: `${PUBLIC}/no`,
      callbackUrl: `${PUBLIC}/api/payment/callback/sandbox`,
    });
    expect(await b.bank.order(gatewayOrderId)).toMatchObject({ reference: 'ref-1', language: 'EN', state: 'open' });
    const [onB, onC] = await Promise.all([b.bank.complete(gatewayOrderId), c.bank.complete(gatewayOrderId)]);
    expect([onB, onC].filter(Boolean)).toHaveLength(1);
    expect(await a.bank.order(gatewayOrderId)).toBeNull();
  });

  it('an order expires after 30 minutes and old orders are deleted', async () => {
    const a = instance();
    const open = () => a.createCardOrder({ reference: 'ref-2', language: 'KA', successUrl: PUBLIC, failUrl: PUBLIC, callbackUrl: PUBLIC });
    const { gatewayOrderId } = await open();
    t.clock.advance(31 * 60_000);
    expect(await instance().bank.order(gatewayOrderId)).toBeNull();
    expect(await instance().bank.complete(gatewayOrderId)).toBeNull();
    t.clock.advance(30 * 60_000);
    await open(); // opening a page sweeps what is long expired
    expect(await t.db.select().from(sandboxBankOrders).where(eq(sandboxBankOrders.id, gatewayOrderId))).toEqual([]);
  });

  it('the same charge key answers the same result on every instance and charges once', async () => {
    const [a, b] = [instance(), instance()];
    const { token } = await a.bank.saveCard('4242424242424242');
    const request = { token, amount: 2500, idempotencyKey: 'cluster-key-1', description: 'test' };
    const answers = await Promise.all([a.chargeSavedCard(request), b.chargeSavedCard(request), a.chargeSavedCard(request)]);
    expect(new Set(answers.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(answers[0]!.status).toBe('succeeded');
    expect(a.bank.chargeCount + b.bank.chargeCount).toBe(1);
    expect(await b.getPaymentStatus(answers[0]!.externalId!)).toEqual(answers[0]);
    expect(await t.db.select().from(sandboxBankCharges).where(eq(sandboxBankCharges.idempotencyKey, 'cluster-key-1'))).toHaveLength(1);
  });
});

describe('issue 39 item 16: a sandbox card save cut by a crash', () => {
  const sandbox = () => t.app.services.gateway as SandboxGateway;
  const orderRow = async (gatewayOrderId: string) =>
    (await t.db.select().from(cardOrders).where(eq(cardOrders.gatewayOrderId, gatewayOrderId)))[0]!;

  it('is finished by the reconciliation from what the bank kept with the page, while the page itself answers 410', async () => {
    const who = await createSignedInUser(t, { language: 'EN' });
    const page = await openCardPage(who);
    const orderId = page.pathname.split('/').pop()!;
    // What the page's POST does before it delivers the callback; the process dies right there.
    const card = await sandbox().bank.saveCard('5555555555554444', { month: 11, year: 2031 });
    expect(await sandbox().bank.complete(orderId, { status: 'succeeded', card })).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` })).statusCode).toBe(410);
    expect((await orderRow(orderId)).status).toBe('PENDING');

    await t.app.services.cards.reconcileOrders(); // still in flight: left alone
    expect((await orderRow(orderId)).status).toBe('PENDING');
    t.clock.advance(6 * 60_000);
    await t.app.services.cards.reconcileOrders();
    expect((await orderRow(orderId)).status).toBe('SUCCEEDED');
    expect(await t.app.services.cards.current(who.id)).toMatchObject({ mask: '555555******4444', brand: 'MASTERCARD' });
    const [saved] = await t.db.select().from(cards).where(eq(cards.userId, who.id));
    expect([saved!.gatewayToken, saved!.expiryMonth, saved!.expiryYear]).toEqual([card.token, 11, 2031]);
  });

  it('a page cancelled before the crash, or left open past its lifetime, closes the card order as failed', async () => {
    const who = await createSignedInUser(t, { language: 'EN' });
    const cancelled = (await openCardPage(who)).pathname.split('/').pop()!;
    await sandbox().bank.complete(cancelled, { status: 'failed', reason: 'Cancelled by the customer' });
    const abandoned = (await openCardPage(who)).pathname.split('/').pop()!;
    t.clock.advance(10 * 60_000);
    await t.app.services.cards.reconcileOrders();
    expect([(await orderRow(cancelled)).status, (await orderRow(abandoned)).status]).toEqual(['FAILED', 'PENDING']);
    t.clock.advance(25 * 60_000);
    await t.app.services.cards.reconcileOrders();
    expect((await orderRow(abandoned)).status).toBe('FAILED');
    expect(await t.app.services.cards.current(who.id)).toBeNull();
  });
});
