import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { RateLimiter } from '../../plugins/rate-limit.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { FakeRsgeServer } from '../../test/fake-rsge/fake-rsge-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { RevenueServiceError } from './rsge/revenue-service.ts';
import { TaxNumbersService } from './tax-numbers.service.ts';

const KNOWN = '404123456';
let fake: FakeRsgeServer;
let t: TestContext;
let user: TestUser;

beforeAll(async () => {
  fake = await new FakeRsgeServer({ holdMs: 3000 }).start();
  fake.addTaxpayer(KNOWN, 'Tbilisi Consulting LLC', true);
  fake.addTaxpayer('205987654', 'Batumi Print Ltd', false);
  t = await createTestApp({
    config: { rsge: { credentials: fake.credentials, invoiceUrl: fake.url, waybillUrl: fake.waybillUrl, timeoutMs: 1000, intervalMs: 0 } },
  });
  user = await createSignedInUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const lookup = (tin: string, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method: 'GET', url: `/api/taxes/tax-number/${tin}`, headers });

describe('GET /api/taxes/tax-number/:tin', () => {
  it('answers 401 without a session and 400 for a number that is not 9 digits', async () => {
    expect((await lookup(KNOWN, {})).statusCode).toBe(401);
    for (const bad of ['40412345', '4041234567', '40412345a', '%20404123456']) {
      const res = await lookup(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('finds a registered name (VAT payer or not) and says when the number is unknown', async () => {
    expect((await lookup(KNOWN)).json()).toEqual({ data: { status: 'found', name: 'Tbilisi Consulting LLC', vatPayer: true } });
    expect((await lookup('205987654')).json()).toEqual({ data: { status: 'found', name: 'Batumi Print Ltd', vatPayer: false } });
    expect((await lookup('999999999')).json()).toEqual({ data: { status: 'unknown' } });
  });

  it('keeps an answer a day, and says unavailable (200) when the service is down', async () => {
    const asked = () => fake.calls.filter((c) => c.operation === 'get_name_from_tin').length;
    const before = asked();
    await lookup(KNOWN);
    expect(asked()).toBe(before);
    fake.failNext('get_name_from_tin', 'html');
    const down = await lookup('206000001');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ data: { status: 'unavailable' } });
    fake.failNext('get_name_from_tin', 'timeout');
    expect((await lookup('206000002')).json()).toEqual({ data: { status: 'unavailable' } });
    // Not kept: asked again, and found once the service knows it.
    fake.addTaxpayer('206000001', 'New Company LLC', true);
    expect((await lookup('206000001')).json()).toEqual({ data: { status: 'found', name: 'New Company LLC', vatPayer: true } });
    t.clock.advance(86_400_001);
    const beforeExpiry = asked();
    const later = await createSignedInUser(t);
    expect((await lookup(KNOWN, later.headers)).json().data.status).toBe('found');
    expect(asked()).toBe(beforeExpiry + 1);
  });

  it('says unavailable without RS.ge credentials', async () => {
    const plain = await createTestApp();
    try {
      const someone = await createSignedInUser(plain);
      const res = await plain.app.inject({ method: 'GET', url: `/api/taxes/tax-number/${KNOWN}`, headers: someone.headers });
      expect(res.json()).toEqual({ data: { status: 'unavailable' } });
    } finally {
      await plain.close();
    }
  });
});

describe('TaxNumbersService', () => {
  it('never throws for the service, and limits a customer', async () => {
    const clock = new ManualClock();
    const numbers = new TaxNumbersService({
      revenue: {
        lookupTin: () => Promise.reject(new RevenueServiceError('refused', 'RS.ge refused the service user', 'chek_service_user')),
      },
      clock,
      limiter: new RateLimiter(t.db, clock),
    });
    expect(await numbers.lookup(KNOWN)).toEqual({ status: 'unavailable' });
    expect(await numbers.lookup('12345')).toEqual({ status: 'unknown' });
    for (let i = 0; i < 60; i += 1) await numbers.lookupFor(999_001, KNOWN);
    await expect(numbers.lookupFor(999_001, KNOWN)).rejects.toMatchObject({ status: 429, key: 'RATE_LIMITED' });
  });
});
