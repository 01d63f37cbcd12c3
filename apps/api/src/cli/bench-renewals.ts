import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createServices } from '../services.ts';
import { seedDueSubscriptions } from '../test/billing-fixtures.ts';
import { WEBHOOK_EVENT_TYPES } from '@orioni/contracts/webhooks';
import { firstAdminId, scratchBenchDatabase } from './bench-database.ts';

/**
 * The renewal benchmark (`npm run bench`, section 5): a scratch PostgreSQL database with `--count`
 * due monthly subscriptions (one per customer, each with a saved sandbox card and the purchase that
 * started it), analysed as autovacuum would after such a load, one renewal pass against the sandbox
 * gateway, and its figures: renewals per second and the pass's peak memory (resident set, sampled
 * every 20 ms). Prints one JSON line. `BENCH_DATABASE_URL` names the server. The bench runs it
 * compiled, under the production Node flags (ADR 037).
 */
/** Statements this process sends, by their first words (every round trip: `begin`/`commit` too). */
const statements = new Map<string, number>();
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const kind = text.trim().replace(/\s+/g, ' ').split(' ').slice(0, 3).join(' ').toLowerCase() || '(other)';
  statements.set(kind, (statements.get(kind) ?? 0) + 1);
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/** The bench database's own counters on the server (commits, rows written, blocks written by backends). */
async function databaseStats(client: pg.Client, database: string) {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query(
    `select xact_commit::bigint as commits, (tup_inserted + tup_updated + tup_deleted)::bigint as written,
       (select buffers_backend from pg_stat_bgwriter)::bigint as blocks_written
     from pg_stat_database where datname = $1`,
    [database],
  );
  return { commits: Number(rows[0].commits), written: Number(rows[0].written), blocksWritten: Number(rows[0].blocks_written) };
}

/** Rows each table of the bench database gave to sequential scans so far. */
async function tableScans(database: { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }) {
  const { rows } = (await database.db.execute(
    sql`select pg_stat_clear_snapshot(), relname, seq_tup_read::bigint as n from pg_stat_user_tables`,
  )) as { rows: { relname: string; n: string }[] };
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

const count = Number(process.argv[process.argv.indexOf('--count') + 1] ?? 100_000) || 100_000;
const withWebhook = process.argv.includes('--webhook');
const { database, name, admin, drop } = await scratchBenchDatabase();
try {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await runSeed(database.db, config);
  const seedStart = performance.now();
  await seedDueSubscriptions(database.db, { customers: count, perCustomer: 1, dueDate: '2026-10-10', firstPayments: true });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  // What autovacuum does after a bulk load: statistics for the planner (ADR 037).
  await database.db.execute(sql`vacuum analyze`);
  const clock = new ManualClock('2026-10-10T08:00:00Z');
  const { renewals, webhookEndpoints } = createServices({ config, database, clock });
  if (withWebhook) {
    // `--webhook` (issue 42): one endpoint subscribed to every type, so the webhooks consumer queues a message
    // and a delivery for each renewal inside the pass (nothing is posted: no worker runs here).
    await webhookEndpoints.create(await firstAdminId(database), {
      url: 'https://receiver.example/hooks',
      description: 'bench',
      eventTypes: [...WEBHOOK_EVENT_TYPES],
    });
    clock.advance(1000);
  }

  global.gc?.();
  const before = await databaseStats(admin, name);
  const scansBefore = await tableScans(database);
  statements.clear();
  const cpuBefore = process.cpuUsage();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let peakHeap = 0;
  let peakExternal = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapTotal);
    peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
  }, 20);
  const started = performance.now();
  const result = await renewals.runPass(clock.now());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  peak = Math.max(peak, process.memoryUsage().rss);
  const counted = Object.fromEntries([...statements].sort((a, b) => b[1] - a[1]));
  const total = [...statements.values()].reduce((sum, n) => sum + n, 0);
  const after = await databaseStats(admin, name);
  const [queued] = (
    (await database.db.execute(sql`select count(*)::int as n from webhook_deliveries`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const scansAfter = await tableScans(database);
  const per = (n: number) => Number((n / Math.max(1, result.charged)).toFixed(3));
  console.log(
    JSON.stringify({
      subscriptions: count,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      charged: result.charged,
      failed: result.failed,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(result.charged / seconds),
      webhookDeliveriesQueued: Number(queued?.n ?? 0),
      peakRssMb: Math.round(peak / 1024 / 1024),
      baselineRssMb: Math.round(baseline / 1024 / 1024),
      peakHeapMb: Math.round(peakHeap / 1024 / 1024),
      peakExternalMb: Math.round(peakExternal / 1024 / 1024),
      // Where the time goes (issue 30 item 2): what a busy hour changes little.
      statementsPerRenewal: per(total),
      statements: counted,
      cpuMsPer1000: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, result.charged)) * 1000),
      database: {
        commitsPerRenewal: per(after.commits - before.commits),
        rowsWrittenPerRenewal: per(after.written - before.written),
        blocksWrittenPerRenewal: per(after.blocksWritten - before.blocksWritten),
        // Rows read by sequential scans, per table: a scan per batch grows with the pass (quadratic).
        seqRowsReadPerRenewal: Object.fromEntries(
          Object.entries(scansAfter)
            .map(([table, n]) => [table, per(n - (scansBefore[table] ?? 0))] as const)
            .filter(([, n]) => n > 0),
        ),
      },
    }),
  );
} finally {
  await drop();
}
