import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/auth.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { hashToken, ROTATION_GRACE_MS, SessionService } from '../modules/accounts/session.service.ts';
import { sessions } from '../db/schema/index.ts';
import { registerScopes, signedInUser } from './scopes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    config: { session: { idleMinutes: 60, absoluteDays: 1 } },
    // Probes in the signed-in and admin scopes: the scope's hook checks, the handler only reads the user.
    beforeReady: (app, deps) =>
      registerScopes(
        app,
        [
          {
            signedIn: (scope) => void scope.get('/api/__test/me', async (request) => ({ data: signedInUser(request) })),
            admin: (scope) => void scope.get('/api/__test/admin', async (request) => ({ data: signedInUser(request) })),
          },
        ],
        deps,
      ),
  });
}, 60_000);
afterAll(() => t.close());

describe('sessions', () => {
  it('stores only the hash of a 256-bit token', async () => {
    const user = await createSignedInUser(t);
    expect(Buffer.from(user.token, 'base64url')).toHaveLength(32);
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(user.token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === user.token)).toBe(false);
  });

  it('identifies the user from the bearer token, and refuses a bad one', async () => {
    const user = await createSignedInUser(t);
    const ok = await t.app.inject({ url: '/api/__test/me', headers: user.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toBe(user.id);
    const bad = await t.app.inject({ url: '/api/__test/me', headers: { authorization: `Bearer ${user.token}x` } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errorKey).toBe('UNAUTHORIZED');
  });

  it('expires after the idle period, slides with use, and rotates the token past half of it', async () => {
    const user = await createSignedInUser(t);
    t.clock.advance(31 * 60_000);
    const used = await t.app.inject({ url: '/api/__test/me', headers: user.headers });
    expect(used.statusCode).toBe(200);
    const renewed = /^Bearer (\S+)$/.exec(String(used.headers.authorization))?.[1];
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(user.token);
    // The replaced token is accepted for the grace period only, and is never rotated again.
    t.clock.advance(ROTATION_GRACE_MS - 1000);
    const inGrace = await t.app.inject({ url: '/api/__test/me', headers: user.headers });
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.headers.authorization).toBeUndefined();
    t.clock.advance(2000);
    const old = await t.app.inject({ url: '/api/__test/me', headers: user.headers });
    expect(old.statusCode).toBe(401);
    t.clock.advance(58 * 60_000);
    expect((await t.app.inject({ url: '/api/__test/me', headers: { authorization: `Bearer ${renewed}` } })).statusCode).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await t.app.inject({ url: '/api/__test/me', headers: { authorization: `Bearer ${renewed}` } })).statusCode).toBe(401);
  });

  it('keeps the customer signed in when parallel requests carry the token being rotated (issue 15.3)', async () => {
    const user = await createSignedInUser(t);
    t.clock.advance(31 * 60_000);
    // What the web does on load: user and cart at once, both with the same (now rotating) token.
    const answers = await Promise.all(
      ['/api/user', '/api/product/cart', '/api/user', '/api/product/cart', '/api/__test/me'].map((url) =>
        t.app.inject({ url, headers: user.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const renewed = answers.map((a) => /^Bearer (\S+)$/.exec(String(a.headers.authorization ?? ''))?.[1]).filter(Boolean);
    // Exactly one request rotated; the token it handed out is the live one.
    expect(renewed).toHaveLength(1);
    const next = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${renewed[0]}` } });
    expect(next.statusCode).toBe(200);
    expect(next.headers.authorization).toBeUndefined();
  });

  it('ends at the absolute expiry however much it is used', async () => {
    const user = await createSignedInUser(t);
    let token = user.token;
    for (let i = 0; i < 30; i += 1) {
      t.clock.advance(50 * 60_000);
      const res = await t.app.inject({ url: '/api/__test/me', headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode === 401) {
        expect(i * 50).toBeGreaterThanOrEqual(23 * 60);
        return;
      }
      token = /^Bearer (\S+)$/.exec(String(res.headers.authorization ?? ''))?.[1] ?? token;
    }
    throw new Error('session outlived its absolute expiry');
  });

  it('revokes one session or all of a user', async () => {
    const user = await createSignedInUser(t);
    const service = new SessionService(t.db, t.clock, t.config);
    const second = await service.create(user.id);
    await service.revokeAllForUser(user.id);
    expect((await t.app.inject({ url: '/api/__test/me', headers: user.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/__test/me', headers: { authorization: `Bearer ${second}` } })).statusCode).toBe(401);
  });

  it('lets only admins through admin checks: 401 anonymous, 403 customer', async () => {
    const customer = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { role: 'ADMIN' });
    expect((await t.app.inject({ url: '/api/__test/admin' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/__test/admin', headers: customer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/__test/admin', headers: admin.headers })).statusCode).toBe(200);
  });
});
