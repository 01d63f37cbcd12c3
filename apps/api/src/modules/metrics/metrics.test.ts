import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, prices } from '../../db/schema/index.ts';
import { createSignedInUser, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../mail/mail.queries.ts';
import { MailWorker } from '../../jobs/mail-worker.ts';

/**
 * The Prometheus endpoint (ADR 035) read over HTTP on its own port, after a purchase through the API
 * with the sandbox bank, a renewal pass on a fake clock and mails refused by a real SMTP server: each
 * counter checked by its exact change. Runs on PGlite and on PostgreSQL (`TEST_DATABASE_URL`).
 */
const TOKEN = 'metrics-test-token-0123456789abcdef';
let t: TestContext;
let smtp: SMTPServer;
let refusedRecipients = 0;

beforeAll(async () => {
  // A real SMTP server that refuses every recipient (550), as a full mailbox or a closed account does.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      refusedRecipients += 1;
      const error = new Error('mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    seed: true,
    env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const metricsUrl = () => `http://127.0.0.1:${(t.app.metricsServer!.server.address() as AddressInfo).port}/metrics`;

/** The samples of one exposition, by `name{labels}` exactly as Prometheus writes them. */
async function scrape(): Promise<Map<string, number>> {
  const res = await fetch(metricsUrl(), { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** `name{a="1",b="2"}` with the labels in the order given (prom-client writes them in declaration order). */
const key = (name: string, labels: Record<string, string> = {}) => {
  const inner = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  return inner ? `${name}{${inner}}` : name;
};
const value = (samples: Map<string, number>, name: string, labels?: Record<string, string>) => samples.get(key(name, labels)) ?? 0;
const delta = (before: Map<string, number>, after: Map<string, number>, name: string, labels?: Record<string, string>) =>
  value(after, name, labels) - value(before, name, labels);

const http = (method: string, route: string, status: number) => ({ method, route, status_code: String(status) });
const bank = (operation: string, outcome: string) => ({ gateway: 'sandbox', operation, outcome });
const noon = (day: string) => new Date(`${day}T08:00:00Z`);

/** Messages the worker will still send, counted here from the table itself. */
async function deliverable(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.status, ['PENDING', 'FAILED']), lt(outboxEmails.attempts, MAX_DELIVERY_ATTEMPTS)));
  return row!.n;
}

describe('operational metrics', () => {
  let payer: TestUser;
  let refuser: TestUser;

  it('time a purchase by route pattern and status, and its bank calls by operation and outcome', async () => {
    t.clock.set(noon('2026-03-10'));
    payer = await createSignedInUser(t);
    refuser = await createSignedInUser(t);
    const before = await scrape();
    await saveCard(t, payer);
    await addToCart(t, payer, 'ORIONI_RETAIL_M1', 2);
    await purchaseCart(t, payer);
    const after = await scrape();

    const d = (name: string, labels: Record<string, string>) => delta(before, after, name, labels);
    const duration = 'orioni_http_request_duration_seconds_count';
    // The query string (`?productKey=…&quantity=2`) is not part of the label: the route pattern is.
    expect(d(duration, http('PUT', '/api/product/cart', 200))).toBe(1);
    expect(d(duration, http('PUT', '/api/product/purchase', 200))).toBe(1);
    expect(d(duration, http('POST', '/api/payment/card', 200))).toBe(1);
    expect(d('orioni_bank_call_duration_seconds_count', bank('createCardOrder', 'ok'))).toBe(1);
    expect(d('orioni_bank_call_duration_seconds_count', bank('chargeSavedCard', 'succeeded'))).toBe(1);
    expect([...after.keys()].some((k) => k.includes('productKey') || k.includes('quantity='))).toBe(false);

    // A URL no route matches is one series, whatever the URL.
    await t.app.inject({ url: '/api/no-such-thing/12345' });
    await t.app.inject({ url: '/api/no-such-thing/67890' });
    const unmatched = await scrape();
    expect(delta(after, unmatched, duration, http('GET', 'unmatched', 404))).toBe(2);
    expect([...unmatched.keys()].some((k) => k.includes('no-such-thing'))).toBe(false);
  });

  it('count a renewal pass: periods claimed, charged, refused, the tetri, the duration and when it finished', async () => {
    await saveCard(t, refuser);
    await addToCart(t, refuser, 'ORIONI_RETAIL_M1', 1);
    await purchaseCart(t, refuser);
    await saveCard(t, refuser, '4000 0000 0000 0002'); // the saved card now declines
    const [price] = await t.db.select({ amount: prices.amount }).from(prices).where(eq(prices.productKey, 'ORIONI_RETAIL_M1'));

    const before = await scrape();
    t.clock.set(noon('2026-04-10'));
    const result = await t.app.services.renewals.runPass();
    const after = await scrape();
    expect(result).toMatchObject({ charged: 1, failed: 1, unknown: 0, reconciled: 0 });

    const periods = (result: string) => delta(before, after, 'orioni_renewal_periods_total', { result });
    expect(periods('claimed')).toBe(2);
    expect(periods('charged')).toBe(1);
    expect(periods('refused')).toBe(1);
    expect(periods('unknown')).toBe(0);
    expect(periods('reconciled')).toBe(0);
    // The payer has two seats of the monthly product: 2 × its price, in tetri.
    expect(delta(before, after, 'orioni_renewal_charged_tetri_total')).toBe(2 * price!.amount);
    expect(delta(before, after, 'orioni_renewal_pass_duration_seconds_count', { outcome: 'ok' })).toBe(1);
    expect(value(after, 'orioni_renewal_last_pass_finished_timestamp_seconds')).toBe(noon('2026-04-10').getTime() / 1000);
    expect(delta(before, after, 'orioni_bank_call_duration_seconds_count', bank('chargeSavedCard', 'succeeded'))).toBe(1);
    expect(delta(before, after, 'orioni_bank_call_duration_seconds_count', bank('chargeSavedCard', 'declined'))).toBe(1);

    const ready = (await t.app.inject({ url: '/api/health/ready' })).json().data;
    expect(ready.renewals).toEqual({ lastPassFinishedAt: '2026-04-10T08:00:00.000Z', lastPassSucceeded: true });
  });

  it('count mails the SMTP server refuses, and show the queue until the worker gives up', async () => {
    const worker = new MailWorker(t.database.db, t.config, t.clock, undefined, t.app.services.metrics.mailWorker);
    try {
      const waiting = await deliverable();
      // Receipts of the purchases and of the renewal, the refused renewal's notice: all queued, none sent yet.
      expect(waiting).toBeGreaterThanOrEqual(3);
      const before = await scrape();
      expect(value(before, 'orioni_mail_outbox_waiting')).toBe(waiting);
      const refusedBefore = refusedRecipients;

      expect(await worker.deliverDue()).toBe(0);
      const after = await scrape();
      expect(refusedRecipients - refusedBefore).toBe(waiting);
      expect(delta(before, after, 'orioni_mail_deliveries_total', { outcome: 'failed' })).toBe(waiting);
      expect(delta(before, after, 'orioni_mail_deliveries_total', { outcome: 'sent' })).toBe(0);
      // Refused once, each keeps its tries: still waiting.
      expect(value(after, 'orioni_mail_outbox_waiting')).toBe(waiting);
      expect(value(after, 'orioni_mail_outbox_given_up')).toBe(0);

      for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) await worker.deliverDue();
      const end = await scrape();
      expect(delta(before, end, 'orioni_mail_deliveries_total', { outcome: 'failed' })).toBe(waiting * MAX_DELIVERY_ATTEMPTS);
      expect(value(end, 'orioni_mail_outbox_waiting')).toBe(0);
      expect(value(end, 'orioni_mail_outbox_given_up')).toBe(waiting);
      expect(await deliverable()).toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('count webhook tries by outcome, time them, and show the deliveries waiting and the oldest one’s age', async () => {
    // A receiver that always answers 500: the try is counted as waiting for its retry.
    const receiver = createServer((_req, res) => res.writeHead(500).end('no'));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const staff = await createSignedInUser(t, { role: 'ADMIN' });
    const { webhookEndpoints, webhookDeliveries } = t.app.services;
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const { endpoint } = await webhookEndpoints.create(staff.id, { url, description: '', eventTypes: ['refund.made'] });
      const before = await scrape();
      expect(value(before, 'orioni_webhook_pending_deliveries')).toBe(0);
      expect(value(before, 'orioni_webhook_oldest_pending_seconds')).toBe(0);
      await webhookEndpoints.sendTest(staff.id, endpoint.id);
      t.clock.advance(30_000);
      expect(await webhookDeliveries.deliverDue()).toMatchObject({ retry: 1 });
      const after = await scrape();
      expect(delta(before, after, 'orioni_webhook_deliveries_total', { outcome: 'retry' })).toBe(1);
      expect(delta(before, after, 'orioni_webhook_deliveries_total', { outcome: 'succeeded' })).toBe(0);
      expect(delta(before, after, 'orioni_webhook_attempt_duration_seconds_count')).toBe(1);
      expect(value(after, 'orioni_webhook_pending_deliveries')).toBe(1);
      expect(value(after, 'orioni_webhook_oldest_pending_seconds')).toBe(30);
      await webhookEndpoints.disable(staff.id, endpoint.id);
      expect(value(await scrape(), 'orioni_webhook_pending_deliveries')).toBe(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it("report the database pool and the event loop's delay", async () => {
    const samples = await scrape();
    if (t.database.kind === 'postgres') {
      expect(value(samples, 'orioni_db_pool_max')).toBe(10);
      expect(value(samples, 'orioni_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(samples.has(key('orioni_db_pool_connections', { state: 'idle' }))).toBe(true);
      expect(value(samples, 'orioni_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(value(samples, 'orioni_db_pool_max')).toBe(1);
      expect(value(samples, 'orioni_db_pool_connections', { state: 'total' })).toBe(1);
    }
    expect(samples.has('orioni_nodejs_eventloop_lag_p99_seconds')).toBe(true);
  });
});

describe('access to the metrics', () => {
  it('answers 401 without the bearer token or with another, and is not served on the public port', async () => {
    expect((await fetch(metricsUrl())).status).toBe(401);
    const wrong = await fetch(metricsUrl(), { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await wrong.text()).not.toContain('orioni_');
    expect((await fetch(metricsUrl(), { headers: { authorization: TOKEN } })).status).toBe(401);
    const right = await fetch(metricsUrl(), { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const publicPort = await t.app.inject({ url: '/metrics' });
    expect(publicPort.body).not.toContain('orioni_http_request_duration_seconds');
  });

  it('is off without METRICS_PORT: no listener and no request timing', async () => {
    const off = await createTestApp();
    try {
      expect(off.app.metricsServer).toBeNull();
      await off.app.inject({ url: '/api/health/live' });
      expect(await off.app.services.metrics.exposition()).not.toContain('orioni_http_request_duration_seconds_count');
    } finally {
      await off.close();
    }
  });
});
