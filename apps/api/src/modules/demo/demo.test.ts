import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoRequests, outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // Production limits (10 requests per IP and hour) so the per-IP limit can be reached.
  t = await createTestApp({
    config: { isProduction: true, mail: { smtpUrl: undefined, from: 'Orioni <no-reply@orioni.ge>', staffEmail: 'staff@orioni.test' } },
  });
});
afterAll(() => t.close());

const demo = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/public/purchase-demo', payload, remoteAddress: ip });
const valid = {
  email: 'Lead@Example.ge',
  customerType: 'LEGAL',
  fullName: 'Acme LLC',
  productKey: 'ORIONI_ERP_DEMO',
  mobile: '+995 555 11 22 33',
  language: 'EN',
};

describe('demo request', () => {
  it('[R7.user.16] is stored and staff are told by e-mail, without a session', async () => {
    const res = await demo(valid);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db.select().from(demoRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'lead@example.ge',
      customerType: 'LEGAL',
      fullName: 'Acme LLC',
      productKey: 'ORIONI_ERP_DEMO',
      language: 'EN',
    });
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'staff@orioni.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('lead@example.ge');
    expect(mails[0]!.text).toContain('+995 555 11 22 33');
  });

  it('[R5.demo.04] refuses missing or malformed fields and unknown ones', async () => {
    for (const bad of [
      { ...valid, email: 'nope' },
      { ...valid, fullName: '' },
      { ...valid, mobile: '' },
      { ...valid, language: 'ka' },
      { ...valid, customerType: 'OTHER' },
      { ...valid, extra: 1 },
    ]) {
      const res = await demo(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorKey).toBe('VALIDATION_ERROR');
    }
  });

  it('is rate-limited per e-mail address, whatever the IP', async () => {
    const email = 'repeat@example.ge';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await demo({ ...valid, email }, `10.0.1.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('is rate-limited per IP, whatever the e-mail', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await demo({ ...valid, email: `lead${i}@example.ge` }, '10.9.9.9')).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    const limited = await demo({ ...valid, email: 'someone-else@example.ge' }, '10.9.9.9');
    expect(limited.json().errorKey).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await demo({ ...valid, email: 'someone-else@example.ge' }, '10.9.9.10')).statusCode).toBe(200);
  });
});
