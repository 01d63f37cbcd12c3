import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createServices } from '../services.ts';
import { seedDueSubscriptions } from '../test/billing-fixtures.ts';
import { benchServerUrl } from '../../../../bench/servers.mjs';

/**
 * The renewal benchmark (`npm run bench`, section 4): a scratch PostgreSQL database with `--count`
 * due monthly subscriptions (one per customer, each with a saved sandbox card), one renewal pass
 * against the sandbox gateway, and its figures: renewals per second and the pass's peak memory
 * (resident set, sampled every 20 ms). Prints one JSON line. `BENCH_DATABASE_URL` names the server.
 */
const count = Number(process.argv[process.argv.indexOf('--count') + 1] ?? 100_000) || 100_000;
const serverUrl = benchServerUrl();
const name = `orioni_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await runSeed(database.db, config);
  const seedStart = performance.now();
  await seedDueSubscriptions(database.db, { customers: count, perCustomer: 1, dueDate: '2026-10-10' });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const clock = new ManualClock('2026-10-10T08:00:00Z');
  const { subscriptions } = createServices({ config, database, clock });

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const result = await subscriptions.runPass(clock.now());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      subscriptions: count,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      charged: result.charged,
      failed: result.failed,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(result.charged / seconds),
      peakRssMb: Math.round(peak / 1024 / 1024),
      baselineRssMb: Math.round(baseline / 1024 / 1024),
    }),
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
