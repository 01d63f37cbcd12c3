import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from './plugins/scopes.ts';
import { createSignedInUser, type TestUser } from './test/auth.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

/**
 * Access by scope, deny by default: every operation of the OpenAPI document is named here with its
 * scope, and called without a token and with a customer's token. A new route must be added to this
 * list (the test fails otherwise); moving a signed-in route into the public scope fails it too.
 */
const EXPECTED: Record<string, Scope> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /cms/api/{type}': 'public',
  'POST /api/user/public/register': 'public',
  'POST /api/user/public/send-verification': 'public',
  'POST /api/user/public/verify': 'public',
  'POST /api/user/public/login': 'public',
  'POST /api/user/public/reset-password-request': 'public',
  'POST /api/user/public/reset-password-otp': 'public',
  'POST /api/user/public/reset-password': 'public',
  'POST /api/user/public/purchase-demo': 'public',
  'GET /api/dev/outbox': 'public',
  'POST /api/payment/callback/sandbox': 'public',
  'PUT /api/user/logout': 'signedIn',
  'GET /api/user': 'signedIn',
  'PUT /api/user': 'signedIn',
  'PUT /api/user/password': 'signedIn',
  'PUT /api/user/language': 'signedIn',
  'GET /api/product/cart': 'signedIn',
  'PUT /api/product/cart': 'signedIn',
  'DELETE /api/product/cart': 'signedIn',
  'POST /api/payment/card': 'signedIn',
  'GET /api/payment/card': 'signedIn',
  'DELETE /api/payment/card': 'signedIn',
  'PUT /api/product/purchase': 'signedIn',
  'GET /api/product/purchase/first-purchase': 'signedIn',
  'POST /api/product/repay': 'signedIn',
  'PUT /api/product/cancel': 'signedIn',
  'PUT /api/product/reactivate': 'signedIn',
  'GET /api/taxes/tax-number/{tin}': 'signedIn',
  'GET /api/admin/user/list': 'admin',
  'GET /api/admin/purchase/list': 'admin',
  'GET /api/admin/payment/list': 'admin',
  'PUT /api/admin/user/notes': 'admin',
  'POST /api/admin/notification/test': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/payment/refundable': 'admin',
  'POST /api/admin/payment/refund': 'admin',
  'POST /api/admin/payment/tax-invoice/retry': 'admin',
  'POST /api/admin/purchase/retry': 'admin',
  'PUT /api/admin/purchase/cancel': 'admin',
  'PUT /api/admin/purchase/reactivate': 'admin',
  'POST /api/admin/purchase/write-off': 'admin',
  'GET /api/admin/user/file': 'admin',
  'GET /api/admin/purchase/file': 'admin',
  'GET /api/admin/payment/file': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/dashboard/file': 'admin',
  'GET /api/user/report/payment-history': 'signedIn',
  'GET /api/user/report/payment-receipt': 'signedIn',
  'GET /api/user/report/purchase-history': 'signedIn',
  'GET /api/user/payments/{id}/document': 'signedIn',
  'GET /api/admin/payments/{id}/document': 'admin',
  'GET /api/admin/webhooks/endpoints': 'admin',
  'POST /api/admin/webhooks/endpoints': 'admin',
  'POST /api/admin/webhooks/endpoints/{id}/rotate': 'admin',
  'POST /api/admin/webhooks/endpoints/{id}/disable': 'admin',
  'POST /api/admin/webhooks/endpoints/{id}/enable': 'admin',
  'POST /api/admin/webhooks/endpoints/{id}/test': 'admin',
  'POST /api/admin/webhooks/endpoints/{id}/replay-failed': 'admin',
  'GET /api/admin/webhooks/endpoints/{id}/deliveries': 'admin',
  'GET /api/admin/webhooks/deliveries/{id}': 'admin',
  'POST /api/admin/webhooks/deliveries/{id}/replay': 'admin',
};

let t: TestContext;
let customer: TestUser;
let admin: TestUser;
let operations: { method: string; path: string; secured: boolean }[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  customer = await createSignedInUser(t);
  admin = await createSignedInUser(t, { role: 'ADMIN' });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, secured: Boolean(op.security?.length) })),
  );
});
afterAll(() => t.close());

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url: path.replace('{type}', 'home'),
    headers: { 'content-type': 'application/json', ...headers },
    payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });

describe('access by scope', () => {
  it('every operation in the OpenAPI document has a known scope, and the document marks the protected ones', () => {
    const named = operations.map((o) => `${o.method} ${o.path}`);
    expect(
      named.filter((n) => !(n in EXPECTED)),
      'routes without a scope in this test',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((n) => !named.includes(n)),
      'scopes of routes that no longer exist',
    ).toEqual([]);
    for (const o of operations) expect(o.secured, `${o.method} ${o.path}`).toBe(EXPECTED[`${o.method} ${o.path}`] !== 'public');
  });

  it('without a token: signed-in and admin routes answer 401, public routes never do', async () => {
    for (const o of operations) {
      const res = await call(o.method, o.path);
      const scope = EXPECTED[`${o.method} ${o.path}`];
      // A public route may refuse for its own reasons (a bank callback's bad signature), never for a missing session.
      if (scope === 'public') expect(res.statusCode === 401 && res.json().errorKey === 'UNAUTHORIZED', `${o.method} ${o.path}`).toBe(false);
      else {
        expect(res.statusCode, `${o.method} ${o.path}`).toBe(401);
        expect(res.json().errorKey).toBe('UNAUTHORIZED');
      }
    }
  });

  it("with a customer's token: admin routes answer 403, no other route refuses the role", async () => {
    for (const o of operations) {
      // Logging out would end the session the next calls use.
      if (o.path === '/api/user/logout') continue;
      const res = await call(o.method, o.path, customer.headers);
      const scope = EXPECTED[`${o.method} ${o.path}`];
      if (scope === 'admin') expect(res.statusCode, `${o.method} ${o.path}`).toBe(403);
      else {
        expect(res.statusCode, `${o.method} ${o.path}`).not.toBe(403);
        if (scope === 'signedIn') expect(res.statusCode, `${o.method} ${o.path}`).not.toBe(401);
      }
    }
  });

  it('issue 25 item 15: every answer of a signed-in or admin route is Cache-Control: no-store, refusals included; public ones are not made so', async () => {
    const walked: string[] = [];
    for (const o of operations) {
      // A route not yet named above is checked too, by the scope its document entry shows.
      const scope = EXPECTED[`${o.method} ${o.path}`] ?? (o.secured ? 'signedIn' : 'public');
      if (scope === 'public') continue;
      // Logging out ends the session it is sent with: a session of its own.
      const caller = o.path === '/api/user/logout' ? await createSignedInUser(t) : scope === 'admin' ? admin : customer;
      const answers = [await call(o.method, o.path, caller.headers), await call(o.method, o.path)];
      if (scope === 'admin') answers.push(await call(o.method, o.path, customer.headers));
      for (const res of answers) {
        expect(res.headers['cache-control'], `${o.method} ${o.path} (${res.statusCode})`).toBe('no-store');
      }
      walked.push(`${o.method} ${o.path}`);
    }
    expect(walked).toEqual(expect.arrayContaining(Object.keys(EXPECTED).filter((n) => EXPECTED[n] !== 'public')));
    // Shared content keeps its own caching: the scope sets the header, not a global hook.
    expect((await call('GET', '/cms/api/{type}')).headers['cache-control']).toMatch(/^public, max-age=/);
  });

  it('issue 25 item 15: a route newly added to the signed-in or admin scope answers no-store without setting it', async () => {
    const { registerScopes } = await import('./plugins/scopes.ts');
    const probe = await createTestApp({
      beforeReady: (app, deps) =>
        registerScopes(
          app,
          [
            {
              signedIn: (scope) => void scope.get('/api/__probe/mine', async () => ({ data: 'personal' })),
              admin: (scope) => void scope.get('/api/__probe/staff', async () => ({ data: 'staff' })),
            },
          ],
          deps,
        ),
    });
    try {
      const user = await createSignedInUser(probe);
      const staff = await createSignedInUser(probe, { role: 'ADMIN' });
      const mine = await probe.app.inject({ url: '/api/__probe/mine', headers: user.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      const listed = await probe.app.inject({ url: '/api/__probe/staff', headers: staff.headers });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
    } finally {
      await probe.close();
    }
  });

  it('the admin scope exists and denies by default: a probe in it answers 401, then 403 to a customer, 200 to an admin', async () => {
    const { registerScopes, signedInUser } = await import('./plugins/scopes.ts');
    const probe = await createTestApp({
      beforeReady: (app, deps) =>
        registerScopes(
          app,
          [{ admin: (scope) => void scope.get('/api/__probe/admin', async (r) => ({ data: signedInUser(r).role })) }],
          deps,
        ),
    });
    try {
      const user = await createSignedInUser(probe);
      const admin = await createSignedInUser(probe, { role: 'ADMIN' });
      expect((await probe.app.inject({ url: '/api/__probe/admin' })).statusCode).toBe(401);
      expect((await probe.app.inject({ url: '/api/__probe/admin', headers: user.headers })).statusCode).toBe(403);
      const ok = await probe.app.inject({ url: '/api/__probe/admin', headers: admin.headers });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toBe('ADMIN');
    } finally {
      await probe.close();
    }
  });
});
