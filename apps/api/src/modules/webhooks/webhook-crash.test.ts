import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { freshTestDatabase, TEST_DATABASE_URL } from '../../test/test-database.ts';
import { WebhookReceiver } from '../../test/webhook-receiver.ts';

/**
 * Issue 42, done when: "a process killed mid-delivery delivers after restart". A process of its own makes
 * a purchase and tries its delivery; the receiver has the request and holds its answer while the process is
 * SIGKILLed (the try reached the vendor, its outcome was never saved). A new instance on the same database,
 * once the dead one's lease has run out, delivers the same message again: the same webhook-id and body,
 * signed, which the receiver deduplicates. On PGlite the database is a folder the restart opens again.
 */
const CHILD = path.join(REPO_ROOT, 'apps/api/src/test/deliver-then-crash.ts');

describe('a process killed mid-delivery (issue 42, done when)', () => {
  let database: (Database & { url?: string }) | undefined;
  let dataDir: string | undefined;
  const clock = new ManualClock();
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await new WebhookReceiver(clock).start();
    if (TEST_DATABASE_URL) database = await freshTestDatabase();
    else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-webhook-crash-'));
  });
  afterAll(async () => {
    await receiver.stop();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a restart and the lease, the same webhook-id arrives again, signed, and the delivery is saved once', async () => {
    receiver.answer('/crash', 'hang', { status: 200 });
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...(database ? { DATABASE_URL: database.url } : { PGLITE_DIR: dataDir }),
        RECEIVER_URL: receiver.url('/crash'),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // The try is at the receiver, unanswered: the process dies now.
    await Promise.race([receiver.seen(1), exited.then(() => Promise.reject(new Error(`the child ended first: ${out}`)))]);
    child.kill('SIGKILL');
    expect(await exited, out).toBe('SIGKILL');
    expect(out).toContain('delivering');
    expect(out).not.toContain('not killed');
    const secret = /secret (whsec_\S+)/.exec(out)?.[1];
    const endpointId = Number(/endpoint (\d+)/.exec(out)?.[1]);
    expect(secret).toBeDefined();
    receiver.hold('/crash', secret!);
    const [first] = receiver.of('/crash');
    expect(first!.id).toMatch(/^evt_\d+$/);

    // The restart: a new instance opens the same database, with the clock past the dead one's lease.
    if (!database) database = await openDatabase({ dataDir });
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-in-api-tests', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, clock });
    await app.ready();
    try {
      const [waiting] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      // Claimed by the dead process, nothing saved of its try.
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 0 });
      expect(waiting!.claimToken).not.toBeNull();
      const deliveries = app.services.webhookDeliveries;
      // Within the lease nobody takes it over.
      clock.set(new Date(clock.now().getTime() + 1000));
      expect((await deliveries.deliverDue()).succeeded).toBe(0);
      clock.set(new Date(waiting!.claimedUntil!.getTime() + 1000));
      expect(await deliveries.deliverDue()).toMatchObject({ succeeded: 1, retry: 0, failed: 0, lost: 0 });

      const got = receiver.of('/crash');
      expect(got).toHaveLength(2);
      expect(got[1]!.id).toBe(first!.id);
      expect(got[1]!.body).toBe(first!.body);
      expect(got[1]!.verified).toEqual([true]);
      expect(got[1]!.payload).toMatchObject({ type: 'purchase.paid', version: 1 });
      // What a receiver that deduplicates by webhook-id keeps: one event.
      expect(new Set(got.map((g) => g.id)).size).toBe(1);
      const [delivered] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      expect(delivered).toMatchObject({ status: 'SUCCEEDED', attempts: 1, claimToken: null, lastStatusCode: 200 });
      const attempts = await database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivered!.id));
      expect(attempts.map((a) => a.statusCode)).toEqual([200]);
    } finally {
      await app.close();
    }
  }, 90_000);
});
