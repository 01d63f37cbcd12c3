import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { domainEvents, outboxEmails, payments } from '../../db/schema/index.ts';
import { EventWorker } from '../../jobs/event-worker.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createSignedInUser } from '../../test/auth.ts';
import { addToCart, purchaseCart, saveCard } from '../../test/commerce.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { freshTestDatabase, TEST_DATABASE_URL } from '../../test/test-database.ts';
import { consumerOf, EventDispatcher, EventLog, reaction } from './events.service.ts';

/**
 * Issue 40 item 1 (ADR 043): domain events are written with the change and read after commit by each
 * consumer with its own cursor, at least once; mail is the first consumer.
 */
const CHILD = path.join(REPO_ROOT, 'apps/api/src/test/purchase-then-crash.ts');
const silent = { warn: () => {}, error: () => {} };

describe('a purchase killed between its commit and its mail (issue 40, done when)', () => {
  let database: (Database & { url?: string }) | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (TEST_DATABASE_URL) database = await freshTestDatabase();
    else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-crash-'));
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the process dies after the commit with no mail queued; after a restart the receipt goes exactly once', async () => {
    // 1. A process of its own pays a cart and is SIGKILLed right after the purchase's commit.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: dataDir }), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, s) => resolve(s)));
    expect(signal, out).toBe('SIGKILL');
    const userId = Number(/user (\d+)/.exec(out)?.[1]);
    expect(userId).toBeGreaterThan(0);

    // 2. "Restart": the same database opened again by a new app, as a new instance would.
    if (!database) database = await openDatabase({ dataDir });
    const db = database.db;
    const [payment] = await db.select().from(payments).where(eq(payments.userId, userId));
    expect(payment?.status).toBe('SUCCEEDED');
    const receipts = () =>
      db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, 'purchase-receipt'),
            sql`${outboxEmails.meta} @> ${JSON.stringify({ paymentId: payment!.id })}::jsonb`,
          ),
        );
    // Committed with its event, and no mail: the crash came between the two.
    expect(await db.select().from(domainEvents).where(eq(domainEvents.paymentId, payment!.id))).toMatchObject([
      { type: 'purchase.paid', version: 1, userId, amount: payment!.amount },
    ]);
    expect(await receipts()).toHaveLength(0);

    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-in-api-tests', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, clock: new ManualClock() });
    await app.ready();
    try {
      // The instance's event worker starts with a pass; two workers at once (two instances) and a
      // third pass later still queue one receipt.
      const worker = new EventWorker(app.services.dispatcher, silent);
      await Promise.all([worker.runOnce(), new EventWorker(app.services.dispatcher, silent).runOnce()]);
      await worker.runOnce();
      const sent = await receipts();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(String(payment!.id));
      expect(sent[0]!.to).toMatch(/@example\.ge$/);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('the event log and its consumers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a purchase records purchase.paid with its lines and exact amount, and its receipt is queued before the answer', async () => {
    const user = await createSignedInUser(t);
    await saveCard(t, user);
    await addToCart(t, user, 'ORIONI_HR_M1', 3);
    const paymentId = await purchaseCart(t, user);
    const events = await t.app.services.events.ofUser(user.id);
    const paid = events.find((e) => e.type === 'purchase.paid');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(paid).toMatchObject({ paymentId, amount: payment!.amount, version: 1 });
    expect(paid?.type === 'purchase.paid' && paid.data.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(payment!.amount);
    expect(events.map((e) => e.type)).toContain('card.saved');
    const mail = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'purchase-receipt'), eq(outboxEmails.to, user.email)));
    expect(mail).toHaveLength(1);
  });

  it('each consumer has its own cursor: a new consumer reads every event from the start, once, in order', async () => {
    const seen: number[] = [];
    const counting = consumerOf('test-counting', [
      reaction('purchase.paid', async (_tx, events) => {
        seen.push(...events.map((e) => e.id));
      }),
    ]);
    const dispatcher = new EventDispatcher(t.db, t.clock, [counting]);
    await dispatcher.drain();
    const all = await t.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.type, 'purchase.paid'));
    expect(seen).toEqual(all.map((e) => e.id).sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThan(0);
    await dispatcher.drain();
    expect(seen).toHaveLength(all.length);
  });

  it('a consumer that fails moves no cursor: the same events come again, and nothing it wrote stays', async () => {
    const log = new EventLog(t.db, t.clock);
    const user = await createSignedInUser(t);
    await t.db.transaction((tx) => log.record(tx, [{ type: 'card.removed', userId: user.id, data: { cardMask: '4242' } }]));
    let fail = true;
    const handled: number[] = [];
    const flaky = consumerOf('test-flaky', [
      reaction('card.removed', async (tx, events) => {
        await tx
          .insert(outboxEmails)
          .values({ to: 'x@example.ge', subject: 's', text: 't', html: 'h', template: 'test-flaky', language: 'EN' });
        if (fail) throw new Error('consumer down');
        handled.push(...events.map((e) => e.id));
      }),
    ]);
    const errors: unknown[] = [];
    const dispatcher = new EventDispatcher(t.db, t.clock, [flaky], { error: (details) => errors.push(details) });
    await dispatcher.flush();
    expect(errors).toHaveLength(1);
    expect(handled).toEqual([]);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'test-flaky'))).toHaveLength(0);
    fail = false;
    await dispatcher.drain();
    expect(handled.length).toBeGreaterThan(0);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'test-flaky'))).toHaveLength(1);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('an event committed late is not skipped (PostgreSQL: two connections)', () => {
  let database: Database & { url?: string };
  beforeAll(async () => {
    database = await freshTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('a transaction that started first and commits last: its event is read after it commits, before the later one', async () => {
    const clock = new ManualClock();
    const log = new EventLog(database.db, clock);
    const seen: number[] = [];
    const dispatcher = new EventDispatcher(database.db, clock, [
      consumerOf('test-order', [
        reaction('customer.registered', async (_tx, events) => {
          seen.push(...events.map((e) => e.userId));
        }),
      ]),
    ]);
    // A: its own connection, a transaction that takes its id first and records its event, left open.
    const a = new pg.Client({ connectionString: database.url });
    await a.connect();
    try {
      await a.query('begin');
      await a.query('select pg_current_xact_id()');
      // B: a later transaction, committed first.
      await database.db.transaction((tx) => log.record(tx, [{ type: 'customer.registered', userId: 2, data: { role: 'CUSTOMER' } }]));
      await a.query(
        `insert into domain_events (type, version, user_id, data, occurred_at) values ('customer.registered', 1, 1, '{"role":"CUSTOMER"}', now())`,
      );
      await dispatcher.drain();
      // B's event waits behind A's open transaction (its id is below A's): nothing read yet, nothing skipped.
      expect(seen).toEqual([]);
      await a.query('commit');
      await dispatcher.drain();
      expect(seen).toEqual([1, 2]);
    } finally {
      await a.end();
    }
  });
});
