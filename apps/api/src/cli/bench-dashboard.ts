import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { payments, purchasedItems, users } from '../db/schema/index.ts';
import { ManualClock, type Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { SessionService } from '../modules/accounts/session.service.ts';
import { seedPurchases } from '../seed/customers.ts';
import { runSeed } from '../seed/seed.ts';
import { benchServerUrl } from '../../../../bench/servers.mjs';

/**
 * The revenue dashboard's benchmark (`npm run bench`, section 8; issue 29 item 1), on PostgreSQL
 * (`BENCH_DATABASE_URL`, default the local server): a scratch database seeded as section 6 seeds
 * it (the generated demo customers of `seed/customers.ts` until there are `--purchases`, 100,000,
 * purchased items; VACUUM ANALYZE after), then the real app on a loopback port and `--requests`
 * (50) timed `GET /api/admin/dashboard` calls one after another, signed in as staff, after 3
 * untimed ones: p50, p95, slowest. Prints one JSON line last. `--database NAME` uses (and keeps)
 * that database, seeding only what is missing.
 */
const NOW = new Date('2026-06-15T09:30:00Z');
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const serverUrl = benchServerUrl();
const withDatabase = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Number(ms.toFixed(1));

/** Seeds customers until there are `target` purchased items (as section 6 does). */
async function seed(name: string, target: number): Promise<{ customers: number; seconds: number }> {
  const database = await openDatabase({ databaseUrl: withDatabase(name) });
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    await runSeed(database.db, config);
    const seeded = await seedPurchases(database.db, { target, now: NOW, retryDays: config.billing.retryDays });
    return { customers: seeded.customers, seconds: seeded.seconds };
  } finally {
    await database.close();
  }
}

async function staffHeaders(db: Db, clock: Clock) {
  const [staff] = await db
    .insert(users)
    .values({
      email: `bench-staff-${randomBytes(3).toString('hex')}@orioni.test`,
      passwordHash: await hashPassword(randomBytes(16).toString('hex')),
      role: 'ADMIN',
      status: 'VERIFIED',
      customerType: 'PHYSICAL',
      fullName: 'Bench Staff',
      language: 'EN',
      verifiedAt: clock.now(),
    })
    .returning({ id: users.id });
  const token = await new SessionService(db, clock, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })).create(staff!.id);
  return { authorization: `Bearer ${token}` };
}

/** Timed dashboard answers from the real app over the seeded database. */
async function measure(name: string, requests: number) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: 'apps/web/.no-dist-in-bench' });
  const database = await openDatabase({ databaseUrl: withDatabase(name) });
  const clock = new ManualClock(NOW);
  const app = await buildApp({ config, database, clock });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = await staffHeaders(database.db, clock);
    const [sizes] = (
      (await database.db.execute(
        sql`select (select count(*)::int from ${purchasedItems}) as purchases, (select count(*)::int from ${users}) as customers,
            (select count(*)::int from ${payments}) as payments`,
      )) as unknown as { rows: { purchases: number; customers: number; payments: number }[] }
    ).rows;
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/dashboard`, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`the dashboard answered ${res.status}: ${body.slice(0, 300)}`);
      return { ms: performance.now() - started, body };
    };
    for (let i = 0; i < 3; i += 1) await call();
    const times: number[] = [];
    let last = '';
    for (let i = 0; i < requests; i += 1) {
      const { ms, body } = await call();
      times.push(ms);
      last = body;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const answer = JSON.parse(last).data as { mrr: { mrr: number }; overdue: { items: number }[] };
    return {
      data: sizes!,
      dashboard: { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) },
      figures: {
        mrr: answer.mrr.mrr,
        overdueItems: answer.overdue.reduce((s, o) => s + o.items, 0),
        kilobytes: Math.round(last.length / 1024),
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const target = Number(argument('--purchases') ?? 100_000) || 100_000;
  const requests = Number(argument('--requests') ?? 50) || 50;
  const kept = argument('--database');
  const name = kept ?? `orioni_bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (!exists) await admin.query(`create database "${name}"`);
    const seeded = await seed(name, target);
    const measured = await measure(name, requests);
    console.log(JSON.stringify({ seed: { customersAdded: seeded.customers, seconds: Number(seeded.seconds.toFixed(1)) }, ...measured }));
  } finally {
    if (!kept) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
