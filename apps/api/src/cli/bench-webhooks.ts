import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { NewDomainEvent } from '@orioni/contracts/events';
import { loadConfig } from '../config.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createServices } from '../services.ts';
import { firstAdminId, scratchBenchDatabase } from './bench-database.ts';

/**
 * The webhook delivery benchmark (`npm run bench`, section 10; issue 42): a scratch PostgreSQL database, one
 * endpoint subscribed to `subscription.renewed` at a receiver in a process of its own on 127.0.0.1 (it
 * answers 200 to each POST and counts the distinct `webhook-id`s), `--count` renewal events recorded
 * and queued by the webhooks consumer, then delivery passes (as the worker runs them) until nothing is due.
 * Prints one JSON line: queued per second (the consumer), delivered per second (sign, post, save), and
 * what the receiver counted.
 */
const count = Number(process.argv[process.argv.indexOf('--count') + 1] ?? 5000) || 5000;

/** The receiver: a bare node:http server in its own process, so its work is not the deliverer's. */
const RECEIVER = `
const http = require('node:http');
const seen = new Set(); let posts = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET') { res.end(JSON.stringify({ posts, distinct: seen.size })); return; }
  posts += 1; seen.add(req.headers['webhook-id']);
  req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('ok'); });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

const receiver = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const [portLine] = (await once(receiver.stdout!, 'data')) as [Buffer];
const receiverUrl = `http://127.0.0.1:${String(portLine).trim()}/hooks`;

const { database, drop } = await scratchBenchDatabase();
try {
  // Outside production: the receiver's loopback address is allowed (production refuses it, ADR 047).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await runSeed(database.db, config);
  const clock = new ManualClock('2026-10-10T08:00:00Z');
  const services = createServices({ config, database, clock });
  const staffId = await firstAdminId(database);
  // The events name a customer only by id (a renewal's payload reads no account): the staff account serves.
  await services.webhookEndpoints.create(staffId, {
    url: receiverUrl,
    description: 'bench receiver',
    eventTypes: ['subscription.renewed'],
  });
  clock.advance(1000);

  // The events, as a renewal pass records them (batches of 500, each in its transaction), then the consumer.
  const event = (k: number): NewDomainEvent => ({
    type: 'renewal.charged',
    userId: staffId,
    paymentId: k + 1,
    purchasedItemIds: [k + 1],
    amount: 8900,
    data: {
      paymentKind: 'RENEWAL',
      paidAt: clock.now().toISOString(),
      lines: [
        {
          purchasedItemId: k + 1,
          productKey: 'erp',
          period: 'M1',
          quantity: 1,
          amount: 8900,
          periodStart: '2026-10-10',
          nextPaymentDate: '2026-11-10',
        },
      ],
      vatRateBp: null,
    },
  });
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => event(start + k));
    await database.db.transaction((tx) => services.events.record(tx, batch));
  }
  const queueStart = performance.now();
  await services.dispatcher.drain();
  const queueSeconds = (performance.now() - queueStart) / 1000;

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const outcomes = { succeeded: 0, retry: 0, failed: 0, lost: 0 };
  for (;;) {
    const done = await services.webhookDeliveries.deliverDue();
    for (const key of Object.keys(outcomes) as (keyof typeof outcomes)[]) outcomes[key] += done[key];
    if (done.succeeded + done.retry + done.failed + done.lost === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const seen = (await (await fetch(receiverUrl)).json()) as { posts: number; distinct: number };
  console.log(
    JSON.stringify({
      events: count,
      queueSeconds: Number(queueSeconds.toFixed(2)),
      queuedPerSecond: Math.round(count / queueSeconds),
      deliverSeconds: Number(seconds.toFixed(2)),
      deliveredPerSecond: Math.round(outcomes.succeeded / seconds),
      outcomes,
      receiverPosts: seen.posts,
      receiverDistinctIds: seen.distinct,
      cpuMsPerDelivery: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, outcomes.succeeded)).toFixed(3)),
    }),
  );
} finally {
  receiver.kill();
  await drop();
}
