import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, MESSAGES } from '@orioni/contracts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.ts';

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
