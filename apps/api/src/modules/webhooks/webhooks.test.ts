import { and, asc, eq, inArray } from 'drizzle-orm';
import { webhookPayloadSchema } from '@orioni/contracts/webhooks';
import type { DomainEvent } from '@orioni/contracts/events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  auditLog,
  outboxEmails,
  payments,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createSignedInUser, signInAgain, type TestUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { WebhookWorker } from '../../jobs/webhook-worker.ts';
import { consumerOf } from '../events/events.service.ts';
import { WebhookDeliveries } from './webhook-deliveries.service.ts';
import { guardedPoster } from './webhook-http.ts';
import { webhookReactions } from './webhook-reactions.ts';
import { GIVE_UP_AFTER_FAILURES } from './webhook-schedule.ts';

// Issue 42 (ADR 047): signed webhooks end to end, through the API, with a real HTTP receiver on 127.0.0.1
// that verifies every request with `standardwebhooks`' `Webhook.verify`, on a manual clock: the worker's
// passes are called, never waited for. Runs on PGlite and on PostgreSQL (`TEST_DATABASE_URL`).

const TIMEOUT_MS = 3000;
const clock = new ManualClock('2026-03-02T08:00:00Z');
let t: TestContext;
let staff: TestUser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await new WebhookReceiver(clock).start();
  t = await createTestApp({ seed: true, clock, env: { WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS) } });
  staff = await createSignedInUser(t, { role: 'ADMIN', email: 'webhook-staff@orioni.test' });
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

const noon = (day: string) => new Date(`${day}T08:00:00Z`);
const as = async (who: TestUser = staff) => (await signInAgain(t, who)).headers;
const deliver = (limit?: number) => t.app.services.webhookDeliveries.deliverDue(limit);
const nothing = { succeeded: 0, retry: 0, failed: 0, lost: 0 };

async function api(method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) {
  return t.app.inject({ method, url, headers: headers ?? (await as()), ...(payload ? { payload } : {}) });
}

/** An endpoint added through the console at this receiver path; the receiver verifies its path with the secret. */
async function addEndpoint(path: string, eventTypes: string[]): Promise<{ id: number; secret: string }> {
  const res = await api('POST', '/api/admin/webhooks/endpoints', { url: receiver.url(path), description: path, eventTypes });
  expect(res.statusCode, res.body).toBe(200);
  const { endpoint, secret } = res.json().data as { endpoint: { id: number }; secret: string };
  receiver.hold(path, secret);
  return { id: endpoint.id, secret };
}
const turnOff = (id: number) => t.app.services.webhookEndpoints.disable(staff.id, id);

/** A customer with a saved card who bought one monthly Retail seat now; the purchase's payment id. */
async function buyer(): Promise<{ who: TestUser; paymentId: number }> {
  const who = await createSignedInUser(t);
  await saveCard(t, who);
  await addToCart(t, who, 'ORIONI_RETAIL_M1', 1);
  return { who, paymentId: await purchaseCart(t, who) };
}

const deliveriesOf = (endpointId: number) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(asc(webhookDeliveries.id));
const attemptsOf = (deliveryId: number) =>
  t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(asc(webhookAttempts.id));
const endpointRow = async (id: number) => (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe('events arrive once, signed', () => {
  it('a purchase: one purchase.paid message that verifies, with the payment and the customer; nothing of what came before the endpoint', async () => {
    t.clock.set(noon('2026-03-02'));
    const earlier = await buyer();
    const endpoint = await addEndpoint('/purchases', ['purchase.paid']);
    try {
      const { who, paymentId } = await buyer();
      expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
      const [got, ...more] = receiver.of('/purchases');
      expect(more).toEqual([]);
      expect(got!.verified).toEqual([true]);
      expect(got!.id).toMatch(/^evt_\d+$/);
      expect(got!.timestamp).toBe(String(t.clock.now().getTime() / 1000));
      const payload = webhookPayloadSchema('purchase.paid').parse(got!.payload);
      expect(payload.data).toMatchObject({ paymentId, customerId: who.id });
      expect(payload.data.paymentId).not.toBe(earlier.paymentId);
      expect(payload.data.lines).toEqual([expect.objectContaining({ productKey: 'ORIONI_RETAIL_M1', quantity: 1 })]);

      t.clock.advance(60 * 60_000);
      expect(await deliver()).toEqual(nothing);
      expect(receiver.of('/purchases')).toHaveLength(1);
      expect(await deliveriesOf(endpoint.id)).toEqual([expect.objectContaining({ status: 'SUCCEEDED', attempts: 1, lastStatusCode: 200 })]);
    } finally {
      await turnOff(endpoint.id);
    }
  });

  it('a renewal: one subscription.renewed message for the renewal payment, however many passes run', async () => {
    t.clock.set(noon('2026-03-05'));
    const { who } = await buyer();
    const endpoint = await addEndpoint('/renewals', ['subscription.renewed']);
    try {
      t.clock.set(noon('2026-04-05'));
      expect(await t.app.services.renewals.runPass(noon('2026-04-05'), who.id)).toMatchObject({ charged: 1 });
      await t.app.services.renewals.runPass(noon('2026-04-05'), who.id);
      expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
      const [renewal] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, who.id), eq(payments.kind, 'RENEWAL')));
      const got = receiver.of('/renewals');
      expect(got).toHaveLength(1);
      expect(got[0]!.verified).toEqual([true]);
      const payload = webhookPayloadSchema('subscription.renewed').parse(got[0]!.payload);
      expect(payload.data).toMatchObject({ paymentId: renewal!.id, customerId: who.id, amount: { tetri: renewal!.amount } });
      expect(await deliver()).toEqual(nothing);
      expect(receiver.of('/renewals')).toHaveLength(1);
    } finally {
      await turnOff(endpoint.id);
    }
  });
});

describe('the retry schedule', () => {
  it('a receiver answering 500 twice, then 200, gets the event on the third try: at once, after 5 s, after 5 min', async () => {
    t.clock.set(noon('2026-04-10'));
    const endpoint = await addEndpoint('/flaky', ['purchase.paid']);
    receiver.answer('/flaky', { status: 500, body: 'boom' }, { status: 500 }, { status: 200, body: 'thanks' });
    try {
      await buyer();
      const start = t.clock.now().getTime();
      expect(await deliver()).toEqual({ ...nothing, retry: 1 });
      t.clock.advance(4_999);
      expect(await deliver()).toEqual(nothing);
      t.clock.advance(1);
      expect(await deliver()).toEqual({ ...nothing, retry: 1 });
      t.clock.advance(5 * 60_000 - 1);
      expect(await deliver()).toEqual(nothing);
      t.clock.advance(1);
      expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });

      const got = receiver.of('/flaky');
      expect(got).toHaveLength(3);
      expect(new Set(got.map((g) => g.id)).size).toBe(1);
      expect(got.map((g) => g.verified)).toEqual([[true], [true], [true]]);
      expect(new Set(got.map((g) => g.body)).size).toBe(1);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 3, lastStatusCode: 200 });
      const tries = await attemptsOf(delivery!.id);
      expect(
        tries.map((a) => [a.statusCode, a.attemptedAt.getTime() - start, a.nextAttemptAt && a.nextAttemptAt.getTime() - start]),
      ).toEqual([
        [500, 0, 5_000],
        [500, 5_000, 5_000 + 5 * 60_000],
        [200, 5_000 + 5 * 60_000, null],
      ]);
      expect(tries[0]!.response).toBe('boom');

      // The log as the console reads it.
      const detail = (await api('GET', `/api/admin/webhooks/deliveries/${delivery!.id}`)).json().data;
      expect(detail).toMatchObject({
        status: 'SUCCEEDED',
        attempts: 3,
        messageId: got[0]!.id,
        eventType: 'purchase.paid',
        payload: got[0]!.body,
      });
      expect(detail.attemptList.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 500, 200]);
      expect(detail.attemptList[1].nextAttemptAt).toBe(new Date(start + 5_000 + 5 * 60_000).toISOString());
      expect((await endpointRow(endpoint.id)).failingSince).toBeNull();
    } finally {
      await turnOff(endpoint.id);
    }
  });

  it('410 Gone turns the endpoint off at once (GONE), gives up its waiting deliveries and tells the admins', async () => {
    const endpoint = await addEndpoint('/gone', ['purchase.paid', 'card.saved']);
    receiver.answer('/gone', { status: 410, body: 'no such hook' });
    await buyer();
    expect(await deliver(1)).toEqual({ ...nothing, failed: 1 });
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'GONE' });
    expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual(['FAILED', 'FAILED']);
    t.clock.advance(60 * 60_000);
    expect(await deliver()).toEqual(nothing);
    expect(receiver.of('/gone')).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'webhook-endpoint-disabled'), eq(outboxEmails.to, staff.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(receiver.url('/gone'));
    expect(mails[0]!.text).toContain('410 Gone');
    const listed = (await api('GET', '/api/admin/webhooks/endpoints')).json().data.list;
    expect(listed.find((e: { id: number }) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'GONE',
      failed: 2,
      pending: 0,
    });
  });

  it('an endpoint failing for 5 days is turned off (FAILING) at the try that reaches 5 days, and every admin is mailed once', async () => {
    await t.db.delete(outboxEmails).where(eq(outboxEmails.template, 'webhook-endpoint-disabled'));
    const other = await createSignedInUser(t, { role: 'ADMIN', email: 'webhook-staff-ka@orioni.test', language: 'KA' });
    const endpoint = await addEndpoint('/down', ['purchase.paid']);
    receiver.answer('/down', { status: 503, body: 'down for maintenance' });
    await buyer();
    const first = t.clock.now().getTime();
    for (let tries = 1; tries <= GIVE_UP_AFTER_FAILURES + 2; tries++) {
      await deliver();
      const [delivery] = await deliveriesOf(endpoint.id);
      if (delivery!.status !== 'PENDING') break;
      // Still on, and still retried every 10 h at most, until the streak reaches 5 days.
      expect((await endpointRow(endpoint.id)).enabled).toBe(true);
      expect(delivery!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(10 * 60 * 60_000);
      t.clock.set(delivery!.nextAttemptAt!);
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: GIVE_UP_AFTER_FAILURES, lastStatusCode: 503 });
    const tries = await attemptsOf(delivery!.id);
    expect(tries).toHaveLength(GIVE_UP_AFTER_FAILURES);
    expect(tries.at(-1)!.attemptedAt.getTime() - first).toBeGreaterThanOrEqual(5 * 24 * 60 * 60_000);
    expect(tries.at(-2)!.attemptedAt.getTime() - first).toBeLessThan(5 * 24 * 60 * 60_000);
    expect(tries.at(-1)!.nextAttemptAt).toBeNull();
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: false, disabledReason: 'FAILING', failingSince: new Date(first) });
    expect(receiver.of('/down')).toHaveLength(GIVE_UP_AFTER_FAILURES);

    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'webhook-endpoint-disabled'));
    const admins = await t.db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    expect(admins.map((a) => a.email)).toEqual(expect.arrayContaining([other.email, staff.email]));
    expect(mails.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
    const ka = mails.find((m) => m.to === other.email)!;
    expect(ka.subject).toContain('ვებჰუკის');
    expect(ka.text).toContain(receiver.url('/down'));
    expect(mails.find((m) => m.to === staff.email)!.text).toContain('every try failed for five days');
  });
});

describe('rotation, replay, the console', () => {
  it('after a rotation both secrets sign for 24 hours: a receiver holding either verifies; then only the new one', async () => {
    const endpoint = await addEndpoint('/rotating', ['purchase.paid']);
    try {
      const rotated = await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/rotate`, {});
      expect(rotated.statusCode, rotated.body).toBe(200);
      const { secret, endpoint: after } = rotated.json().data;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(secret).not.toBe(endpoint.secret);
      expect(after.previousSecretUntil).toBe(new Date(t.clock.now().getTime() + 24 * 60 * 60_000).toISOString());
      // The receiver verifies each request once with the old secret alone and once with the new one alone.
      receiver.hold('/rotating', endpoint.secret, secret);
      const test = async () => {
        const sent = await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/test`, {});
        expect(sent.statusCode, sent.body).toBe(200);
        expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
        const got = receiver.of('/rotating').at(-1)!;
        expect(got.id).toBe(sent.json().data.messageId);
        return got;
      };
      const now = await test();
      expect(now.verified).toEqual([true, true]);
      expect(now.signature.split(' ')).toHaveLength(2);
      expect(now.payload).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
      t.clock.advance(24 * 60 * 60_000 - 60_000);
      expect((await test()).verified).toEqual([true, true]);
      t.clock.advance(2 * 60_000);
      const later = await test();
      expect(later.verified).toEqual([false, true]);
      expect(later.signature.split(' ')).toHaveLength(1);
    } finally {
      await turnOff(endpoint.id);
    }
  });

  it('a replay sends the same webhook-id and body again; replay-failed sends the failed ones since a time', async () => {
    const endpoint = await addEndpoint('/replay', ['purchase.paid']);
    await buyer();
    await deliver();
    const [delivered] = await deliveriesOf(endpoint.id);
    const replayed = await api('POST', `/api/admin/webhooks/deliveries/${delivered!.id}/replay`, {});
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().data).toMatchObject({ id: delivered!.id, status: 'PENDING', attempts: 1 });
    expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
    const [once, again] = receiver.of('/replay');
    expect(again!.id).toBe(once!.id);
    expect(again!.body).toBe(once!.body);
    expect(again!.verified).toEqual([true]);

    // Two more purchases wait; staff turn the endpoint off (they fail), then on, and replay the failed ones.
    t.clock.advance(60_000);
    await buyer();
    t.clock.advance(60_000);
    const since = t.clock.now();
    await buyer();
    expect((await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/disable`, {})).json().data).toMatchObject({
      enabled: false,
      disabledReason: 'STAFF',
      failed: 2,
    });
    const refused = await api('POST', `/api/admin/webhooks/deliveries/${delivered!.id}/replay`, {});
    expect([refused.statusCode, refused.json().errorKey]).toEqual([409, 'WEBHOOK_ENDPOINT_DISABLED']);
    expect((await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/enable`, {})).json().data).toMatchObject({ enabled: true });
    const [, older, newer] = await deliveriesOf(endpoint.id);
    const some = await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/replay-failed`, { since: since.toISOString() });
    expect(some.json().data).toEqual({ replayed: 1 });
    expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
    const all = await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/replay-failed`, {
      since: noon('2026-01-01').toISOString(),
    });
    expect(all.json().data).toEqual({ replayed: 1 });
    expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
    const ids = receiver.of('/replay').map((r) => r.id);
    const messageIdOf = async (deliveryId: number) =>
      (await api('GET', `/api/admin/webhooks/deliveries/${deliveryId}`)).json().data.messageId;
    expect(ids.slice(2)).toEqual([await messageIdOf(newer!.id), await messageIdOf(older!.id)]);
    // The list, newest first, filtered by status.
    const list = (await api('GET', `/api/admin/webhooks/endpoints/${endpoint.id}/deliveries?status=SUCCEEDED&limit=2`)).json().data;
    expect(list.count).toBe(3);
    expect(list.list.map((d: { id: number }) => d.id)).toEqual([newer!.id, older!.id]);
    expect(list.list[0].lastAttempt).toMatchObject({ statusCode: 200, response: 'ok' });
    await turnOff(endpoint.id);
  });

  it('admin only and audited; the secret is answered at creation and rotation only, never listed, stored sealed', async () => {
    const customer = await createSignedInUser(t);
    const create = { url: receiver.url('/console'), eventTypes: ['purchase.paid'] };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/webhooks/endpoints' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/webhooks/endpoints', payload: create })).statusCode).toBe(401);
    expect((await api('POST', '/api/admin/webhooks/endpoints', create, customer.headers)).statusCode).toBe(403);
    expect((await api('GET', '/api/admin/webhooks/endpoints', undefined, customer.headers)).statusCode).toBe(403);
    for (const bad of [
      { ...create, eventTypes: [] },
      { ...create, eventTypes: ['webhook.test'] },
      { ...create, eventTypes: ['purchase.nothing'] },
      { ...create, url: 'ftp://example.ge/hook' },
      { ...create, secret: 'whsec_mine' },
    ])
      expect((await api('POST', '/api/admin/webhooks/endpoints', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await api('POST', '/api/admin/webhooks/endpoints/999999/rotate', {})).statusCode).toBe(404);

    const made = await addEndpoint('/console', ['purchase.paid', 'purchase.paid', 'refund.made']);
    const rotated = (await api('POST', `/api/admin/webhooks/endpoints/${made.id}/rotate`, {})).json().data.secret as string;
    await api('POST', `/api/admin/webhooks/endpoints/${made.id}/test`, {});
    await deliver();
    await api('POST', `/api/admin/webhooks/endpoints/${made.id}/disable`, {});
    await api('POST', `/api/admin/webhooks/endpoints/${made.id}/enable`, {});
    const [delivery] = await deliveriesOf(made.id);
    await api('POST', `/api/admin/webhooks/deliveries/${delivery!.id}/replay`, {});
    await api('POST', `/api/admin/webhooks/endpoints/${made.id}/replay-failed`, { since: noon('2026-01-01').toISOString() });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.target, [`webhook-endpoint:${made.id}`, `webhook-delivery:${delivery!.id}`]))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual(
      [
        'WEBHOOK_ENDPOINT_CREATE',
        'WEBHOOK_ENDPOINT_ROTATE',
        'WEBHOOK_TEST',
        'WEBHOOK_ENDPOINT_DISABLE',
        'WEBHOOK_ENDPOINT_ENABLE',
        'WEBHOOK_REPLAY',
        'WEBHOOK_REPLAY_FAILED',
      ].map((action) => [action, staff.id]),
    );
    expect(JSON.parse(entries[0]!.details!)).toMatchObject({
      after: { url: receiver.url('/console'), eventTypes: ['purchase.paid', 'refund.made'] },
    });

    const secrets = [made.secret, rotated];
    const keys = secrets.map((s) => s.slice('whsec_'.length));
    const answers = [
      (await api('GET', '/api/admin/webhooks/endpoints')).body,
      (await api('GET', `/api/admin/webhooks/endpoints/${made.id}/deliveries`)).body,
      (await api('GET', `/api/admin/webhooks/deliveries/${delivery!.id}`)).body,
      (await api('POST', `/api/admin/webhooks/endpoints/${made.id}/disable`, {})).body,
      JSON.stringify(await t.db.select().from(auditLog)),
      JSON.stringify(await t.db.select().from(webhookEndpoints)),
      JSON.stringify(await t.db.select().from(webhookMessages)),
      JSON.stringify(await t.db.select().from(webhookAttempts)),
    ];
    for (const text of answers) {
      expect(text).not.toContain('whsec_');
      for (const key of keys) expect(text).not.toContain(key);
    }
    expect((await endpointRow(made.id)).secret).toMatch(/^v1\./);
  });
});

describe('across instances and crashes', () => {
  it('a process killed mid-delivery: after its lease another instance delivers the same webhook-id; the lost claim never overwrites', async () => {
    const endpoint = await addEndpoint('/crash', ['purchase.paid']);
    await buyer();
    let revive!: () => void;
    const revived = new Promise<void>((resolve) => (revive = resolve));
    const post = guardedPoster({ timeoutMs: TIMEOUT_MS, allowPrivate: true });
    // This instance posts, the receiver answers 200, and the process "dies" before it saves the outcome;
    // when it comes back (much later) it believes the try failed.
    const dying = new WebhookDeliveries({
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.services.mailer,
      post: async (...args) => {
        const answer = await post(...args);
        await revived;
        return { ...answer, statusCode: 500 };
      },
    });
    const before = receiver.received.length;
    const killed = dying.deliverDue();
    await receiver.seen(before + 1);
    // Within the lease, no other instance takes the delivery.
    expect(await deliver()).toEqual(nothing);
    t.clock.advance(dying.leaseMs + 1);
    expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
    revive();
    expect(await killed).toEqual({ ...nothing, lost: 1 });

    const got = receiver.of('/crash');
    expect(got).toHaveLength(2);
    expect(got[1]!.id).toBe(got[0]!.id);
    expect(got.every((g) => g.verified[0])).toBe(true);
    // The receiver deduplicates by webhook-id: one event.
    expect(new Set(got.map((g) => g.id)).size).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 1, claimToken: null });
    expect((await attemptsOf(delivery!.id)).map((a) => a.statusCode)).toEqual([200]);
    await turnOff(endpoint.id);
  });

  it('two apps on one database deliver each event to each endpoint once (by webhook-id at the receiver)', async () => {
    const a = await addEndpoint('/two-a', ['purchase.paid', 'card.saved']);
    const b = await addEndpoint('/two-b', ['purchase.paid']);
    for (let k = 0; k < 3; k++) await buyer();
    const second = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    await second.ready();
    try {
      const instances = [t.app.services.webhookDeliveries, second.services.webhookDeliveries];
      for (let pass = 0; pass < 10; pass++) {
        const done = await Promise.all([...instances, ...instances].map((i) => i.deliverDue(2)));
        if (done.every((d) => d.succeeded + d.retry + d.failed + d.lost === 0)) break;
      }
    } finally {
      await second.close();
    }
    for (const [path, expected] of [
      ['/two-a', 6],
      ['/two-b', 3],
    ] as const) {
      const got = receiver.of(path);
      expect(got, path).toHaveLength(expected);
      expect(new Set(got.map((g) => g.id)).size, path).toBe(expected);
      expect(got.every((g) => g.verified[0])).toBe(true);
    }
    for (const endpoint of [a, b]) {
      expect((await deliveriesOf(endpoint.id)).every((d) => d.status === 'SUCCEEDED' && d.attempts === 1)).toBe(true);
      await turnOff(endpoint.id);
    }
  });

  it('a slow receiver never slows a purchase: the purchase answers while a try hangs (the consumer only queues rows)', async () => {
    const endpoint = await addEndpoint('/slow', ['purchase.paid']);
    receiver.answer('/slow', 'hang');
    await buyer();
    const who = await createSignedInUser(t);
    await saveCard(t, who);
    await addToCart(t, who, 'ORIONI_RETAIL_M1', 1);
    const before = receiver.received.length;
    let settled = false;
    const inFlight = deliver().finally(() => (settled = true));
    await receiver.seen(before + 1);
    const paymentId = await purchaseCart(t, who);
    expect(settled).toBe(false);
    expect(receiver.of('/slow')).toHaveLength(1);
    const waiting = await deliveriesOf(endpoint.id);
    expect(waiting).toHaveLength(2);
    expect(waiting[1]).toMatchObject({ status: 'PENDING', attempts: 0 });
    receiver.answer('/slow', { status: 200 });
    receiver.release();
    expect(await inFlight).toEqual({ ...nothing, succeeded: 1 });
    expect(await deliver()).toEqual({ ...nothing, succeeded: 1 });
    expect(receiver.of('/slow').at(-1)!.payload).toMatchObject({ data: { paymentId } });
    await turnOff(endpoint.id);
  });
});

describe('the worker', () => {
  it('tries what is due when it starts, and is woken when deliveries are queued (no wait for its interval)', async () => {
    const endpoint = await addEndpoint('/woken', ['refund.made']);
    const queued = await t.app.services.webhookEndpoints.sendTest(staff.id, endpoint.id);
    const log = { info: vi.fn(), warn: vi.fn() };
    const worker = new WebhookWorker(t.app.services.webhookDeliveries, log, 60 * 60_000);
    const before = receiver.received.length;
    worker.start();
    try {
      await receiver.seen(before + 1);
      expect(receiver.received.at(-1)!.id).toBe(queued.messageId);
      await worker.runOnce();
      const woken = await t.app.services.webhookEndpoints.sendTest(staff.id, endpoint.id);
      await receiver.seen(before + 2);
      expect(receiver.received.at(-1)!.id).toBe(woken.messageId);
      expect(receiver.of('/woken').every((r) => r.verified[0])).toBe(true);
    } finally {
      await worker.stop();
      await turnOff(endpoint.id);
    }
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('the consumer', () => {
  const event = (id: number, userId: number, type: 'customer.registered' | 'purchase.refused', at = t.clock.now()): DomainEvent =>
    ({
      id,
      type,
      version: 1,
      userId,
      paymentId: null,
      purchasedItemIds: [],
      amount: null,
      data: type === 'customer.registered' ? { role: 'CUSTOMER' } : { failureKey: 'CARD_DECLINED' },
      occurredAt: at.toISOString(),
    }) as DomainEvent;
  const rows = async () => ({
    messages: (await t.db.select().from(webhookMessages)).length,
    deliveries: (await t.db.select().from(webhookDeliveries)).length,
  });

  it('with no endpoint subscribed to its events it reads no customer and writes no row; subscribed, it reads them once, and sends no event older than the endpoint', async () => {
    const who = await createSignedInUser(t, { fullName: 'Nino Beridze' });
    const customers = vi.fn(t.app.services.customers.customers.bind(t.app.services.customers));
    const queued = vi.fn();
    const consumer = consumerOf('webhooks-probe', webhookReactions({ clock: t.clock, accounts: { customers }, queued }));
    const events = [event(9_000_001, who.id, 'customer.registered'), event(9_000_002, who.id, 'purchase.refused')];
    const before = await rows();
    await t.db.transaction((tx) => consumer.handle(tx, events));
    // An endpoint for another type only.
    const other = await addEndpoint('/other', ['refund.made']);
    await t.db.transaction((tx) => consumer.handle(tx, events));
    expect(customers).not.toHaveBeenCalled();
    expect(queued).not.toHaveBeenCalled();
    expect(await rows()).toEqual(before);

    const subscribed = await addEndpoint('/customers', ['customer.registered']);
    // An event that occurred a moment before the endpoint was added, read late (the cursor lagged): not sent.
    const late = event(9_000_003, who.id, 'customer.registered', new Date(t.clock.now().getTime() - 1));
    await t.db.transaction((tx) => consumer.handle(tx, [late, ...events]));
    expect(customers).toHaveBeenCalledTimes(1);
    expect(customers.mock.calls[0]![1]).toEqual([who.id]);
    expect(queued).toHaveBeenCalledTimes(1);
    expect(await rows()).toEqual({ messages: before.messages + 1, deliveries: before.deliveries + 1 });
    // The same events again (a cursor handed them twice): nothing more.
    await t.db.transaction((tx) => consumer.handle(tx, events));
    expect(await rows()).toEqual({ messages: before.messages + 1, deliveries: before.deliveries + 1 });
    await deliver();
    expect(receiver.of('/customers').map((r) => r.id)).toEqual(['evt_9000001']);
    expect(receiver.of('/customers').map((r) => r.payload)).toEqual([
      expect.objectContaining({
        type: 'customer.registered',
        data: { customer: expect.objectContaining({ id: who.id, fullName: 'Nino Beridze' }) },
      }),
    ]);
    await turnOff(other.id);
    await turnOff(subscribed.id);
  });
});

describe('metrics', () => {
  it('the deliveries by outcome, the tries and the oldest waiting delivery are in the exposition', async () => {
    const endpoint = await addEndpoint('/metrics', ['purchase.paid']);
    const sample = (text: string, name: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line === undefined ? undefined : Number(line.slice(name.length + 1));
    };
    const before = await t.app.services.metrics.exposition();
    await api('POST', `/api/admin/webhooks/endpoints/${endpoint.id}/test`, {});
    t.clock.advance(90_000);
    const waiting = await t.app.services.metrics.exposition();
    expect(sample(waiting, 'orioni_webhook_oldest_pending_seconds')).toBe(90);
    expect(sample(waiting, 'orioni_webhook_pending_deliveries')).toBe(1);
    await deliver();
    const after = await t.app.services.metrics.exposition();
    expect(sample(after, 'orioni_webhook_oldest_pending_seconds')).toBe(0);
    const succeeded = 'orioni_webhook_deliveries_total{outcome="succeeded"}';
    expect(sample(after, succeeded)! - (sample(before, succeeded) ?? 0)).toBe(1);
    const tries = 'orioni_webhook_attempt_duration_seconds_count';
    expect(sample(after, tries)! - (sample(before, tries) ?? 0)).toBe(1);
    expect(sample(after, 'orioni_webhook_deliveries_total{outcome="retry"}')).toBeGreaterThan(0);
    await turnOff(endpoint.id);
  });
});
