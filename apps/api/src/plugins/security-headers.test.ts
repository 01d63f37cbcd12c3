import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types.ts';
import { createSignedInUser, type TestUser } from '../test/auth.ts';
import { createTestApp, PRODUCTION_ENV, type TestContext } from '../test/test-app.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe('security headers (architecture security baseline)', () => {
  it('allows only this origin by default, forbids framing and plugins', () => {
    const csp = directives(contentSecurityPolicy({ trackerOrigins: [], isProduction: false }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // no inline or evaluated scripts
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('adds the configured tracker origins where the tracker and chat need them, and nowhere else', () => {
    const origin = 'https://tracker.example';
    const csp = directives(contentSecurityPolicy({ trackerOrigins: [origin], isProduction: false }));
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) expect(csp[name], name).toContain(origin);
    for (const name of ['default-src', 'style-src', 'font-src', 'form-action', 'frame-ancestors'])
      expect(csp[name], name).not.toContain(origin);
  });

  it('sets HSTS and upgrades insecure requests in production, on an HTTPS answer only', () => {
    const production = securityHeaders({ trackerOrigins: [], isProduction: true }, true);
    expect(production['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    const overHttp = securityHeaders({ trackerOrigins: [], isProduction: true }, false);
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const development = securityHeaders({ trackerOrigins: [], isProduction: false }, true);
    expect(development['strict-transport-security']).toBeUndefined();
  });

  it('names every header of the baseline', () => {
    const headers = securityHeaders({ trackerOrigins: [], isProduction: false });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });
});

/**
 * The headers on real answers of the app: every status, every way an answer is made (a route, the
 * error handler, the not-found handler, Fastify's own errors before routing, static files, the
 * page fallback), development and production.
 */
describe('security headers on every response', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-headers-'));
  const dist = path.join(base, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="ka"><head></head><body><div id="root"></div></body></html>\n',
  );
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const apps: Record<'development' | 'production', TestContext> = {} as never;
  const customers: Record<'development' | 'production', TestUser> = {} as never;
  beforeAll(async () => {
    // Probes: a handler that throws, and a hook that throws before the handler.
    const probes = (app: App) => {
      app.get('/api/__probe/throws', async () => {
        throw new Error('boom at /secret/path.ts:12:3');
      });
      app.get('/api/__probe/hook-throws', { preHandler: async () => Promise.reject(new Error('hook failed')) }, async () => ({ data: 1 }));
    };
    apps.development = await createTestApp({ env: { WEB_DIST: dist }, beforeReady: probes });
    apps.production = await createTestApp({ env: { WEB_DIST: dist, ...PRODUCTION_ENV }, beforeReady: probes });
    customers.development = await createSignedInUser(apps.development);
    customers.production = await createSignedInUser(apps.production);
  });
  afterAll(async () => {
    await apps.development?.close();
    await apps.production?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  const json = { 'content-type': 'application/json' };
  const cases: { name: string; status: number; production?: number; request: (customer: TestUser) => InjectOptions }[] = [
    { name: 'an API answer', status: 200, request: () => ({ url: '/api/health' }) },
    { name: 'no route (404)', status: 404, request: () => ({ url: '/api/no-such-route' }) },
    { name: 'a method the route does not take (404)', status: 404, request: () => ({ method: 'PATCH', url: '/api/health' }) },
    { name: 'a missing static file (404)', status: 404, request: () => ({ url: '/assets/missing-1.js' }) },
    { name: 'a server path the page fallback refuses (404)', status: 404, request: () => ({ url: '/dev/no-such-page' }) },
    {
      name: 'a validation error (400)',
      status: 400,
      request: () => ({ method: 'POST', url: '/api/user/public/login', headers: json, payload: '{}' }),
    },
    {
      name: 'unreadable JSON (400)',
      status: 400,
      request: () => ({ method: 'POST', url: '/api/user/public/login', headers: json, payload: '{' }),
    },
    { name: 'a NUL character (400)', status: 400, request: () => ({ url: '/api/dev/outbox?to=%00' }) },
    { name: 'bad %-encoding in the path, before routing (400)', status: 400, request: () => ({ url: '/api/user%E0%A4%A' }) },
    { name: 'a path parameter over the length limit (404)', status: 404, request: () => ({ url: `/cms/api/${'a'.repeat(300)}` }) },
    {
      name: 'a body over the limit (413)',
      status: 413,
      request: () => ({
        method: 'POST',
        url: '/api/user/public/login',
        headers: json,
        payload: JSON.stringify({ a: 'a'.repeat(1024 * 1024) }),
      }),
    },
    {
      name: 'an unsupported content type (415)',
      status: 415,
      request: () => ({ method: 'POST', url: '/api/user/public/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
    },
    { name: 'no session (401, from the scope hook)', status: 401, request: () => ({ url: '/api/user' }) },
    {
      name: 'a customer on an admin route (403)',
      status: 403,
      request: (customer) => ({ url: '/api/admin/audit', headers: customer.headers }),
    },
    { name: 'an error thrown in a handler (500)', status: 500, request: () => ({ url: '/api/__probe/throws' }) },
    { name: 'an error thrown in a hook (500)', status: 500, request: () => ({ url: '/api/__probe/hook-throws' }) },
    { name: 'a static file', status: 200, request: () => ({ url: '/assets/app-1.js' }) },
    { name: 'a static file, HEAD', status: 200, request: () => ({ method: 'HEAD', url: '/favicon.svg' }) },
    { name: 'the page fallback (SPA)', status: 200, request: () => ({ url: '/faq/isOffer', headers: { accept: 'text/html' } }) },
    {
      name: 'the page fallback of an unknown page (404)',
      status: 404,
      request: () => ({ url: '/some/client/page', headers: { accept: 'text/html' } }),
    },
    { name: 'the home page', status: 200, request: () => ({ url: '/' }) },
    { name: 'a media file', status: 200, request: () => ({ url: '/media/home/hero.webp' }) },
    // Issue 25 item 17: the documentation is served in development only.
    { name: 'the API documentation', status: 200, production: 404, request: () => ({ url: '/api/docs/json' }) },
  ];

  for (const env of ['development', 'production'] as const) {
    it.each(cases)(`${env}: $name`, async ({ status, production, request }) => {
      const res = await apps[env].app.inject(request(customers[env]));
      expect(res.statusCode).toBe(env === 'production' ? (production ?? status) : status);
      expect(res.headers).toMatchObject(securityHeaders({ trackerOrigins: [], isProduction: env === 'production' }));
      // No internals in an error answer.
      expect(res.body).not.toMatch(/boom|hook failed|\.ts:\d+|node_modules|\n\s+at\s/);
    });
  }

  it('issue 25 item 16: hashed assets are kept a year (immutable), other static files revalidate by ETag and Last-Modified', async () => {
    for (const env of ['development', 'production'] as const) {
      const { app } = apps[env];
      for (const method of ['GET', 'HEAD'] as const) {
        const asset = await app.inject({ method, url: '/assets/app-1.js' });
        expect(asset.statusCode, `${env} ${method}`).toBe(200);
        expect(asset.headers['cache-control'], `${env} ${method} /assets/app-1.js`).toBe('public, max-age=31536000, immutable');
        const other = await app.inject({ method, url: '/favicon.svg' });
        expect(other.statusCode).toBe(200);
        expect(other.headers['cache-control'], `${env} ${method} /favicon.svg`).toBe('no-cache');
        expect(other.headers.etag).toBeTruthy();
        expect(other.headers['last-modified']).toBeTruthy();
      }
      // Revalidation: the same file answers 304 without a body, by its ETag or its date.
      const first = await app.inject({ url: '/favicon.svg' });
      const byTag = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      expect(byTag.headers['cache-control']).toBe('no-cache');
      const byDate = await app.inject({ url: '/favicon.svg', headers: { 'if-modified-since': String(first.headers['last-modified']) } });
      expect(byDate.statusCode).toBe(304);
      expect((await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
      // The pages themselves are never kept without asking.
      expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    }
  });

  it('issue 25 item 17: production serves neither the API documentation nor its page, not even to an admin; development keeps both', async () => {
    const admin = await createSignedInUser(apps.production, { role: 'ADMIN' });
    const urls = [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-ui.css',
    ];
    for (const url of urls) {
      for (const headers of [{}, admin.headers]) {
        const res = await apps.production.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().errorKey).toBe('NOT_FOUND');
        expect(res.body).not.toMatch(/openapi|\/api\/admin|<html/i);
      }
    }
    const doc = await apps.development.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/admin/user/list');
    expect([200, 302]).toContain((await apps.development.app.inject({ url: '/api/docs' })).statusCode);
    // `npm run api:types` reads the document in-process, which production builds as well.
    expect(Object.keys((apps.production.app.swagger() as { paths: object }).paths)).toContain('/api/admin/user/list');
  });

  it('issue 39 item 18: production sends HSTS and upgrade-insecure-requests only over HTTPS (the trusted balancer says so), or when HTTPS_HEADERS=always', async () => {
    const hsts = (res: { headers: Record<string, unknown> }) => res.headers['strict-transport-security'];
    const upgrades = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy']).includes('upgrade-insecure-requests');
    const forwardedHttps = { 'x-forwarded-proto': 'https' };
    // Plain HTTP, no proxy trusted: neither, and a caller cannot ask for them with a header it writes itself.
    for (const headers of [{}, forwardedHttps]) {
      for (const url of ['/', '/api/health', '/api/no-such-route']) {
        const res = await apps.production.app.inject({ url, headers });
        expect(hsts(res), url).toBeUndefined();
        expect(upgrades(res), url).toBe(false);
      }
    }
    const behindBalancer = await createTestApp({ env: { WEB_DIST: dist, ...PRODUCTION_ENV, TRUST_PROXY: '1' } });
    const always = await createTestApp({ env: { WEB_DIST: dist, ...PRODUCTION_ENV, HTTPS_HEADERS: 'always' } });
    try {
      for (const url of ['/', '/api/health', '/api/no-such-route']) {
        // The balancer forwarded an HTTPS request: both.
        const https = await behindBalancer.app.inject({ url, headers: forwardedHttps });
        expect(hsts(https), url).toBe('max-age=15552000; includeSubDomains');
        expect(upgrades(https), url).toBe(true);
        // The balancer forwarded plain HTTP (an http-only site): neither.
        for (const headers of [{ 'x-forwarded-proto': 'http' }, {}]) {
          const http = await behindBalancer.app.inject({ url, headers });
          expect(hsts(http), url).toBeUndefined();
          expect(upgrades(http), url).toBe(false);
        }
        // The setting: every answer.
        const configured = await always.app.inject({ url });
        expect(hsts(configured), url).toBe('max-age=15552000; includeSubDomains');
        expect(upgrades(configured), url).toBe(true);
      }
      // Development never sends them, whatever the balancer says.
      const development = await apps.development.app.inject({ url: '/', headers: forwardedHttps });
      expect(hsts(development)).toBeUndefined();
    } finally {
      await behindBalancer.close();
      await always.close();
    }
  });

  /** Sends raw bytes to a listening app and returns what comes back before the socket closes. */
  const rawExchange = (port: number, bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it.each([
    { name: 'a broken request line', bytes: 'NOT HTTP AT ALL\r\n\r\n', status: 400 },
    { name: 'headers over the size limit', bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
  ])('$name, refused by the HTTP parser before Fastify, carries them too ($status)', async ({ bytes, status }) => {
    const { app } = apps.production;
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await rawExchange((app.server.address() as net.AddressInfo).port, bytes);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`);
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(headers).toMatchObject(securityHeaders({ trackerOrigins: [], isProduction: true }));
    expect(JSON.parse(body ?? '')).toEqual({ errorKey: 'BAD_REQUEST', errorMessage: 'The request could not be read' });
  });
});
