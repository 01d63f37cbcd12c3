import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, MESSAGES } from '@orioni/contracts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ManualClock } from './lib/clock.ts';
import { listOutbox } from './modules/mail/mail.service.ts';
import { createTestApp, PRODUCTION_ENV, type TestContext } from './test/test-app.ts';
import { freshTestDatabase } from './test/test-database.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('app foundation', () => {
  it('reports a healthy database on GET /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'ok', database: 'up' } });
    expect(res.json().data.time).toBe(t.clock.now().toISOString());
  });

  it('answers 503 when the database is down', async () => {
    const original = t.database.ping;
    t.database.ping = async () => false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ data: { database: 'down' } });
    } finally {
      t.database.ping = original;
    }
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/health', '/api/does-not-exist', '/cms/api/home?locale=xx', '/cms/api/home', '/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers unknown API paths with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorKey: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

/**
 * Every route, whatever module it belongs to, answers a malformed request with a 4xx and the
 * error shape, never a 500. New routes are covered as soon as they are registered.
 */
describe('malformed requests to every route', () => {
  const garbage = [
    { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
    {
      payload: JSON.stringify({ unexpected: { deeply: ['nested', 1, null] }, quantity: 'x'.repeat(300) }),
      headers: { 'content-type': 'application/json' },
    },
    { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
    { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  ];

  it('never answers 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ path, method: m.toUpperCase() })),
    );
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { path, method } of routes) {
      const url = `${path.replace(/\{[^}]+\}/g, '%00bad%ZZ')}?offset=-1&limit=abc&id=%27%22&locale=xx&quantity=1e99`;
      for (const g of method === 'GET' || method === 'DELETE' ? [{ payload: undefined, headers: {} }] : garbage) {
        const res = await t.app.inject({ method: method as 'GET', url, payload: g.payload, headers: g.headers });
        if (res.statusCode >= 500) failures.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400) {
          const body = res.json();
          if (typeof body.errorKey !== 'string' || typeof body.errorMessage !== 'string')
            failures.push(`${method} ${path}: no error shape`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('error handler', () => {
  it('turns a body that fails its schema into 400 with field errors, naming unknown fields', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.post('/probe', { schema: { body: z.strictObject({ username: emailSchema, quantity: z.number().int() }) } }, async () => ({
      ok: true,
    }));
    const bad = await app.inject({ method: 'POST', url: '/probe', payload: { username: 'nope', quantity: 1.5, extra: 1 } });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.errorKey).toBe('VALIDATION_ERROR');
    expect(body.fieldErrors.username).toBe(MESSAGES.emailFormat);
    expect(body.fieldErrors.quantity).toBeDefined();
    expect(body.fieldErrors.extra).toBe('Unknown field');
    const good = await app.inject({ method: 'POST', url: '/probe', payload: { username: 'a@b.ge', quantity: 1 } });
    expect(good.statusCode).toBe(200);
    await app.close();
  });

  it('hides internals of unexpected errors', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ errorKey: 'INTERNAL_ERROR', errorMessage: 'Something wrong happened...' });
    await app.close();
  });
});

describe('codes and tokens never reach the log (issue 25 item 14)', () => {
  it('issue 25 item 14: after a verification and a password reset through the real routes, no log line holds the code, the OTP, the reset key or a link secret', async () => {
    const lines: string[] = [];
    const config = loadConfig({ ...PRODUCTION_ENV, LOG_LEVEL: 'info', WEB_DIST: 'apps/web/.no-dist-in-api-tests' });
    const database = await freshTestDatabase();
    const app = await buildApp({
      config,
      database,
      clock: new ManualClock(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    try {
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/user/public/${url}`, payload });
      const username = `log-${Date.now()}@example.ge`;
      const password = 'Kv7#lemon-Orbit';
      /** The path and query of the mail's link that carries this parameter, as the browser asks for it. */
      const linkIn = (text: string, parameter: string) => {
        const url = new URL(new RegExp(`https?://\\S+[?&]${parameter}=\\S+`).exec(text)![0]);
        return `${url.pathname}${url.search}`;
      };
      const mailTo = async () => (await listOutbox(database.db, { to: username }))[0]!.text;
      const registered = await post('register', {
        username,
        fullName: 'Nino Beridze',
        password,
        mobile: '+995 555 12 34 56',
        repMobile: null,
        customerType: 'PHYSICAL',
        language: 'EN',
      });
      expect(registered.statusCode).toBe(200);
      const verifyMail = await mailTo();
      const code = /verificationCode=([A-Za-z0-9_-]+)/.exec(verifyMail)![1]!;
      // The link as the customer's browser opens it, then the call the page makes.
      await app.inject({ url: linkIn(verifyMail, 'verificationCode') });
      expect((await post('verify', { verificationCode: code })).statusCode).toBe(200);

      expect((await post('reset-password-request', { username })).statusCode).toBe(200);
      const resetMail = await mailTo();
      const otp = /otp=(\d{6})/.exec(resetMail)![1]!;
      await app.inject({ url: linkIn(resetMail, 'otp') });
      const checked = await post('reset-password-otp', { username, otp });
      expect(checked.statusCode).toBe(200);
      const resetKey = checked.json().data.resetKey as string;
      const newPassword = 'Zq9!harbor-Tulip';
      expect((await post('reset-password', { username, resetKey, newPassword })).statusCode).toBe(200);
      const login = await post('login', { username, password: newPassword });
      expect(login.statusCode).toBe(200);
      const token = /^Bearer (\S+)$/.exec(login.headers.authorization as string)![1]!;
      // Secrets in any query, any letter case, and the sandbox bank's card page, whose path names its order.
      await app.inject({ url: `/api/nothing-here?Token=${token}&resetKey=${resetKey}&code=${code}` });
      const orderId = 'Q2hvb3NlLWEtc2VjcmV0LW9yZGVyLWlk';
      await app.inject({ url: `/sandbox-gateway/pay/${orderId}?lang=en` });

      const log = lines.join('');
      const entries = lines.map((line) => JSON.parse(line) as { req?: { url: string } });
      const urls = entries.flatMap((e) => (e.req ? [e.req.url] : []));
      expect(urls).toEqual(
        expect.arrayContaining([
          '/?verificationCode=[redacted]',
          `/?otp=[redacted]&username=[redacted]`,
          '/api/nothing-here?Token=[redacted]&resetKey=[redacted]&code=[redacted]',
          '/sandbox-gateway/pay/[redacted]?lang=en',
        ]),
      );
      for (const secret of [code, resetKey, token, orderId, password, newPassword, encodeURIComponent(username)]) {
        expect(log, 'a secret in the log').not.toContain(secret);
      }
      // Six digits could stand inside a timestamp: the OTP alone, not as part of a longer number.
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${otp}(?!\\d)`));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
