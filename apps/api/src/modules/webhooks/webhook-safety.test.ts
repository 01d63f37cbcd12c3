import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app-types.ts';
import { loadConfig } from '../../config.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { WebhookWorker } from '../../jobs/webhook-worker.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { freshTestDatabase } from '../../test/test-database.ts';
import { createTestApp, PRODUCTION_ENV, type TestContext } from '../../test/test-app.ts';
import { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { WebhookDeliveries } from './webhook-deliveries.service.ts';
import { guardedPoster, refusedRange, RESPONSE_LIMIT, urlRefusal } from './webhook-http.ts';

// Issue 42 item 4 (ADR 047): no server-side request forgery through the console. In production only https
// endpoints at public addresses are called: an IP literal is refused when the endpoint is added, and every
// address is resolved and checked at each try, the socket connecting to the address checked. Answers are
// kept truncated, redirects never followed, every try bounded by a timeout; secrets are never logged.

const clock = new ManualClock('2026-05-04T08:00:00Z');
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await new WebhookReceiver(clock).start();
});
afterAll(() => receiver.stop());

describe('the addresses a try may call', () => {
  it('only public unicast addresses: loopback, private, link-local (the metadata address), CGNAT, unique-local and the rest are refused', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.10',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2001:db8::1',
    ])
      expect(refusedRange(address), address).not.toBeNull();
    for (const address of ['93.184.216.34', '8.8.8.8', '185.10.20.30', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8'])
      expect(refusedRange(address), address).toBeNull();
    expect(refusedRange('not-an-address')).toBe('invalid');
  });

  it('at creation (guard on): http and IP literals that are not public are refused; a name waits for its tries', () => {
    expect(urlRefusal('http://hooks.example.ge/in', false)).toBe('WEBHOOK_URL_NOT_HTTPS');
    for (const url of [
      'https://127.0.0.1:8443/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://0x7f000001/',
    ])
      expect(urlRefusal(url, false), url).toBe('WEBHOOK_URL_PRIVATE');
    expect(urlRefusal('https://hooks.example.ge/in', false)).toBeNull();
    expect(urlRefusal('https://93.184.216.34/in', false)).toBeNull();
    expect(urlRefusal('http://127.0.0.1:9000/in', true)).toBeNull();
  });

  it('the socket connects to the address the try resolved and checked; redirects are not followed; answers are cut at 1,000 characters; a hang times out', async () => {
    let lookups = 0;
    const post = guardedPoster({
      timeoutMs: 300,
      allowPrivate: true,
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const url = (path: string) => `http://receiver.invalid:${receiver.port}${path}`;
    receiver.answer('/pinned', { status: 204, body: '' });
    expect(await post(url('/pinned'), { 'webhook-id': 'msg_1' }, '{}')).toMatchObject({ statusCode: 204, response: '' });
    expect(lookups).toBe(1);
    expect(receiver.of('/pinned').map((r) => r.id)).toEqual(['msg_1']);

    receiver.answer('/moved', { status: 302, body: 'see /elsewhere' });
    expect(await post(url('/moved'), {}, '{}')).toMatchObject({ statusCode: 302, response: 'see /elsewhere' });
    expect(receiver.of('/elsewhere')).toEqual([]);

    receiver.answer('/chatty', { status: 200, body: 'x'.repeat(5000) });
    const chatty = await post(url('/chatty'), {}, '{}');
    expect(chatty.statusCode).toBe(200);
    expect(chatty.response).toHaveLength(RESPONSE_LIMIT);

    receiver.answer('/hang', 'hang');
    const started = performance.now();
    const hung = await post(url('/hang'), {}, '{}');
    expect(hung).toMatchObject({ statusCode: null, response: 'no answer within 300 ms' });
    expect(performance.now() - started).toBeLessThan(2000);
    receiver.release();

    // An answer that began and then stalls: the time runs out, its status and the body read so far stand.
    const stalling = createServer((_req, res) => {
      res.writeHead(202);
      res.write('partial');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const port = (stalling.address() as AddressInfo).port;
      expect(await post(`http://receiver.invalid:${port}/`, {}, '{}')).toMatchObject({ statusCode: 202, response: 'partial' });
    } finally {
      stalling.closeAllConnections();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }

    const closed = await guardedPoster({ timeoutMs: 1000, allowPrivate: true })('http://127.0.0.1:1/', {}, '{}');
    expect(closed.statusCode).toBeNull();
    expect(closed.response).toContain('ECONNREFUSED');
  });
});

describe('in production', () => {
  let t: TestContext;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { ...PRODUCTION_ENV, WEBHOOKS_INTERVAL_MS: '0' } });
    staff = await createSignedInUser(t, { role: 'ADMIN' });
  });
  afterAll(() => t.close());

  const create = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks/endpoints',
      headers: staff.headers,
      payload: { url, eventTypes: ['purchase.paid'] },
    });
  const lastAttempt = async (endpointId: number) => {
    const [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    return (
      await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery!.id)).orderBy(asc(webhookAttempts.id))
    ).at(-1)!;
  };
  const testAndDeliver = async (endpointId: number, deliveries = t.app.services.webhookDeliveries) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/endpoints/${endpointId}/test`,
      headers: staff.headers,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return deliveries.deliverDue();
  };

  it('an endpoint at an IP literal that is not public, or over http, is refused when it is added, with the reason', async () => {
    expect(t.config.webhooks.allowPrivate).toBe(false);
    const http = await create(receiver.url('/hook'));
    expect([http.statusCode, http.json().errorKey]).toEqual([400, 'WEBHOOK_URL_NOT_HTTPS']);
    for (const url of [
      `https://127.0.0.1:${receiver.port}/hook`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://[::ffff:169.254.169.254]/hook',
    ]) {
      const res = await create(url);
      expect([res.statusCode, res.json().errorKey], url).toEqual([400, 'WEBHOOK_URL_PRIVATE']);
      expect(res.json().errorMessage).toContain('private or internal');
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('every try resolves the address and refuses a name that points to loopback or the metadata address, and any stored private or http address', async () => {
    const before = receiver.received.length;
    // A name: accepted when added, refused at each try once resolved (localhost is 127.0.0.1 or ::1).
    const named = await create(`https://localhost:${receiver.port}/hook`);
    expect(named.statusCode, named.body).toBe(200);
    const namedId = named.json().data.endpoint.id as number;
    expect(await testAndDeliver(namedId)).toMatchObject({ retry: 1 });
    const refused = await lastAttempt(namedId);
    expect(refused).toMatchObject({ statusCode: null, nextAttemptAt: expect.any(Date) });
    expect(refused.response).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/);

    // A name whose DNS answers the cloud metadata address.
    const metadata = new WebhookDeliveries({
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.services.mailer,
      post: guardedPoster({ timeoutMs: 1000, allowPrivate: false, resolve: async () => [{ address: '169.254.169.254', family: 4 }] }),
    });
    const meta = (await create('https://metadata.example.ge/latest/meta-data/')).json().data.endpoint.id as number;
    await t.app.services.webhookEndpoints.disable(staff.id, namedId);
    expect(await testAndDeliver(meta, metadata)).toMatchObject({ retry: 1 });
    expect((await lastAttempt(meta)).response).toBe(
      'refused: metadata.example.ge resolves to 169.254.169.254, a linkLocal address (only public addresses are called)',
    );
    await t.app.services.webhookEndpoints.disable(staff.id, meta);

    // Addresses stored before the guard (an older row, a development database): refused at the try all the same.
    for (const [url, reason] of [
      [`https://127.0.0.1:${receiver.port}/hook`, 'a loopback address'],
      ['https://169.254.169.254/latest/meta-data/', 'a linkLocal address'],
      [receiver.url('/hook'), 'refused: only https endpoints are called'],
    ] as const) {
      const id = (await create('https://hooks.example.ge/in')).json().data.endpoint.id as number;
      await t.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, id));
      expect(await testAndDeliver(id), url).toMatchObject({ retry: 1 });
      expect((await lastAttempt(id)).response, url).toContain(reason);
      await t.app.services.webhookEndpoints.disable(staff.id, id);
    }
    expect(receiver.received.length).toBe(before);
  });
});

describe('secrets are never logged', () => {
  let app: App;
  const lines: string[] = [];
  afterAll(() => app.close());

  it('adding, rotating, testing and delivering log no secret, open or sealed', async () => {
    const database = await freshTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', WEB_DIST: 'apps/web/.no-dist-in-api-tests' });
    app = await buildApp({ config, database, clock, logStream: { write: (line: string) => void lines.push(line) } });
    app.addHook('onClose', () => database.close());
    await app.ready();
    const admin = await createSignedInUser(
      { app, db: database.db, database, clock, config, close: async () => undefined },
      { role: 'ADMIN' },
    );
    const call = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, headers: admin.headers, payload });
    const made = await call('/api/admin/webhooks/endpoints', { url: receiver.url('/logged'), eventTypes: ['purchase.paid'] });
    const id = made.json().data.endpoint.id as number;
    const rotated = await call(`/api/admin/webhooks/endpoints/${id}/rotate`);
    await call(`/api/admin/webhooks/endpoints/${id}/test`);
    receiver.answer('/logged', { status: 200 });
    const worker = new WebhookWorker(app.services.webhookDeliveries, app.log, 60_000);
    await worker.runOnce();
    expect(receiver.of('/logged')).toHaveLength(1);
    const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const secrets = [made.json().data.secret as string, rotated.json().data.secret as string];
    const forbidden = [...secrets, ...secrets.map((s) => s.slice('whsec_'.length)), row!.secret, row!.previousSecret!];
    const log = lines.join('\n');
    expect(log).toContain('/api/admin/webhooks/endpoints');
    expect(log).toContain('webhook deliveries');
    for (const secret of forbidden) expect(log).not.toContain(secret);
  });
});
