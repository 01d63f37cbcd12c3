import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * The content fast path (ADR 020) sits in front of the router, so it is only reached over a real
 * socket (`inject` calls the router directly): these tests listen on a free port. What it must
 * keep: the same status, bytes and headers the route gives, and everything but a fresh cached
 * plain GET left to the route.
 */
let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

let built: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.restoreAllMocks();
  // The route asks the service for every answer it sends; the fast path only peeks at the cache.
  built = vi.spyOn(t.app.services.content, 'get');
  t.clock.advance(60_000); // every cached answer is out of date: each test starts with a miss
  t.app.lifecycle.draining = false;
});

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive']);
interface RawInit {
  method?: string;
  headers?: Record<string, string>;
}
/** One request over a socket: the status, the headers (without the per-connection ones) and the body as sent (still compressed). */
function fetchRaw(path: string, init: RawInit = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(base + path, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name)));
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject)
      .end();
  });
}
/** A request sent twice: the first builds the answer through the route, the second finds it cached. */
async function missThenHit(path: string, init: RawInit = {}) {
  const miss = await fetchRaw(path, init);
  expect(built).toHaveBeenCalledTimes(1);
  const hit = await fetchRaw(path, init);
  return { miss, hit, routeCalls: built.mock.calls.length };
}

describe('content fast path', () => {
  it.each([
    ['brotli', '/cms/api/home?locale=ka&populate[0]=products', 'gzip, deflate, br'],
    ['gzip', '/cms/api/faq?locale=ru', 'gzip'],
    ['no encoding', '/cms/api/solutions?locale=en&filters[slug][$eq]=orioni-erp', 'identity'],
  ])('answers a cached answer (%s) with the bytes and headers the route sends', async (_label, path, acceptEncoding) => {
    const { miss, hit, routeCalls } = await missThenHit(path, { headers: { 'accept-encoding': acceptEncoding } });
    expect(routeCalls).toBe(1); // the second answer never reached the route
    expect(hit.status).toBe(200);
    expect(hit.headers).toEqual(miss.headers);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['content-length']).toBe(String(hit.body.length));
  });

  it('answers 304 to a matching If-None-Match with the validators and the security headers', async () => {
    const first = await fetchRaw('/cms/api/faq?locale=en');
    expect(first.status).toBe(200);
    const conditional = { headers: { 'if-none-match': `W/${String(first.headers.etag)}, "other"` } };
    const fastAnswer = await fetchRaw('/cms/api/faq?locale=en', conditional);
    expect(built).toHaveBeenCalledTimes(1);
    t.clock.advance(60_000);
    const routeAnswer = await fetchRaw('/cms/api/faq?locale=en', conditional);
    expect(built).toHaveBeenCalledTimes(2);
    expect(routeAnswer.status).toBe(304);
    expect(fastAnswer.status).toBe(304);
    expect(fastAnswer.body.length).toBe(0);
    expect(fastAnswer.headers).toEqual(routeAnswer.headers);
    expect(fastAnswer.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves a stale answer to the route, which rebuilds it', async () => {
    await fetchRaw('/cms/api/home');
    t.clock.advance(2_500);
    await fetchRaw('/cms/api/home');
    expect(built).toHaveBeenCalledTimes(2);
    // The stale answer went out at once and the rebuild runs behind it: let it end before the next test.
    await t.app.services.content.whenIdle();
  });

  it.each([
    ['a token (the auth hook may renew it)', '/cms/api/home', { headers: { authorization: 'Bearer not-a-session' } }],
    ['HEAD', '/cms/api/home', { method: 'HEAD' }],
    ['a trailing slash', '/cms/api/home/', {}],
  ] as const)('leaves a request with %s to the route', async (_label, path, init) => {
    await fetchRaw('/cms/api/home');
    await fetchRaw(path, init);
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('leaves every request to the route while the server drains', async () => {
    await fetchRaw('/cms/api/home');
    t.app.lifecycle.draining = true;
    await fetchRaw('/cms/api/home');
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('leaves bad requests to the route, which refuses them as before', async () => {
    expect((await fetchRaw('/cms/api/Home')).status).toBe(400);
    expect((await fetchRaw('/cms/api/home?locale=ka%00')).status).toBe(400);
    expect((await fetchRaw('/cms/api/home?locale=xx')).status).toBe(400);
    expect((await fetchRaw('/cms/api/home?locale=xx')).status).toBe(400); // a refused query is never cached
  });
});
