import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { addDays, toApiDate } from '@orioni/contracts';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { paymentLines, payments, purchasedItems, users } from '../db/schema/index.ts';
import { ManualClock, systemClock, type Clock } from '../lib/clock.ts';
import { hashPassword } from '../lib/password.ts';
import { SessionService } from '../modules/accounts/session.service.ts';
import { seedPurchases } from '../seed/customers.ts';
import { runSeed } from '../seed/seed.ts';
import { benchServerUrl, freePort, stopper, waitFor } from '../../../../bench/servers.mjs';

/**
 * The admin console benchmark (`npm run bench`, section 5), on PostgreSQL (`BENCH_DATABASE_URL`,
 * default the local server):
 *
 * 1. a scratch database with the generated demo customers (`seed/customers.ts`) until there are
 *    `--purchases` (100,000) purchases. A purchase is a purchased item, a row of On Premise and
 *    Current Billings (`purchased_items`: one product line of a checkout, with its renewals); the
 *    payments and users that come with them are as many as the generator makes (about 55,000
 *    customers, 300,000 payments). Then VACUUM ANALYZE, as autovacuum would after such a load;
 * 2. the export of every purchase (`admin/purchase/file`, at least 100,000 rows) from the compiled
 *    server (what production runs) started for it on a loopback port, read as a stream by an HTTP
 *    client that only counts bytes: its time and the server's peak resident memory (sampled every
 *    10 ms) beside the resident memory before it;
 * 3. in another child: `--requests` (200) timed list requests of each kind, one after the other,
 *    signed in as staff, with varied filters and pages (mostly the first pages, some anywhere in
 *    the first 200, one in ten the last), without and with a search query: p50, p95, slowest.
 *    `BENCH_SLOWEST=1` prints the five slowest of each kind.
 *
 * Prints one JSON line last. `--database NAME` uses (and keeps) that database instead of a scratch
 * one, seeding only what is missing: for measuring again after a change.
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

async function main(): Promise<void> {
  const target = Number(argument('--purchases') ?? 100_000) || 100_000;
  const kept = argument('--database');
  const name = kept ?? `orioni_bench_admin_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
  if (!exists) await admin.query(`create database "${name}"`);
  try {
    const database = await openDatabase({ databaseUrl: withDatabase(name) });
    let seeded: { customers: number; purchases: number; seconds: number };
    try {
      await database.migrate();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      await runSeed(database.db, config);
      seeded = await seedPurchases(database.db, { target, now: NOW, retryDays: config.billing.retryDays });
    } finally {
      await database.close();
    }
    const run = (phase: 'lists') => {
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--measure',
          phase,
          '--database',
          name,
          '--requests',
          argument('--requests') ?? '200',
        ],
        { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, maxBuffer: 64 * 1024 * 1024 },
      );
      const last = child.stdout.trim().split('\n').at(-1) ?? '';
      if (child.status !== 0 || !last.startsWith('{'))
        throw new Error(`measuring ${phase} failed: ${(child.stderr || child.stdout).trim().slice(-2000)}`);
      return JSON.parse(last) as Record<string, unknown>;
    };
    // The export first, on a fresh server process: its memory is the export's, not the lists' leftovers.
    const exported = await measureExport(name);
    const lists = run('lists');
    console.log(
      JSON.stringify({
        seed: {
          customersAdded: seeded.customers,
          seconds: Number(seeded.seconds.toFixed(1)),
          customersPerSecond: seeded.seconds > 0 ? Math.round(seeded.customers / seeded.seconds) : null,
        },
        ...lists,
        ...exported,
      }),
    );
  } finally {
    if (!kept) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

// ------------------------------------------------------------------------------------ measuring

/** A small seeded generator, so every run asks the same questions. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!) };
};

/** A staff account and a session's headers for it. */
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
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const token = await new SessionService(db, clock, config).create(staff!.id);
  return { authorization: `Bearer ${token}` };
}

/** The real app on a loopback port over the database, and a staff session's headers. */
async function startApp(name: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: 'apps/web/.no-dist-in-bench' });
  const database = await openDatabase({ databaseUrl: withDatabase(name) });
  const clock = new ManualClock(NOW);
  const db = database.db;
  const app = await buildApp({ config, database, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    db,
    base,
    headers: await staffHeaders(db, clock),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Resident memory of a process, in bytes (Linux: /proc/PID/status). */
const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The export of every purchase from the compiled server (`apps/api/dist/server.js`, what production
 * runs, with Node's defaults) in its own process over the database, read as a stream by a client
 * here that only counts bytes; the server's resident memory sampled every 10 ms meanwhile, beside
 * what it held before (after a small export of the same kind).
 */
async function measureExport(name: string): Promise<{ export: Record<string, unknown> }> {
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the API build failed: ${build.stderr}`);
  const database = await openDatabase({ databaseUrl: withDatabase(name) });
  let server: ChildProcess | undefined;
  try {
    const { db } = database;
    const purchases = (await db.select({ n: count() }).from(purchasedItems))[0]!.n;
    const headers = await staffHeaders(db, systemClock);
    const port: number = await freePort();
    // As `npm start` runs it in production (with source maps: stack traces name the TypeScript lines).
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: withDatabase(name),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health/ready`, server);
    // Warm up: a small export (the same code path, a few rows).
    await (await fetch(`${base}/api/admin/purchase/file?status=CANCELING&comments=DB_URL`, { headers })).arrayBuffer();
    const pid = server.pid!;
    const baseline = residentBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/purchase/file?onPremise=&query=&status=`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let head = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) head = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
      bytes += chunk.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));
    if (head !== 'PK') throw new Error('the export is not an XLSX (zip) file');
    return {
      export: {
        rows: purchases,
        seconds: Number(seconds.toFixed(2)),
        megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
        peakRssMb: Math.round(peak / 1024 / 1024),
        baselineRssMb: Math.round(baseline / 1024 / 1024),
      },
    };
  } finally {
    if (server) await stopper(server)();
    await database.close();
  }
}

/** Timed list requests, one after the other, with varied filters and pages. */
async function measureLists(name: string): Promise<void> {
  const requests = Number(argument('--requests') ?? 200) || 200;
  const { db, base, headers, close } = await startApp(name);
  try {
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as { data: { count: number; list: unknown[] } };
    };

    // What staff search for: surnames, company words, e-mail parts, ID numbers, product names, item ids.
    const counts = (await db.execute(
      sql`select (select count(*)::int from ${purchasedItems}) as purchases, (select count(*)::int from ${users}) as customers,
          (select count(*)::int from ${payments}) as "paymentCount"`,
    )) as unknown as { rows: { purchases: number; customers: number; paymentCount: number }[] };
    const { purchases, customers, paymentCount } = counts.rows[0]!;
    const sample = await db
      .select({ fullName: users.fullName, email: users.email, idNumber: users.idNumber })
      .from(users)
      .where(eq(users.role, 'USER'))
      .orderBy(sql`md5(${users.id}::text)`)
      .limit(300);
    const itemIds = (
      await db
        .select({ id: purchasedItems.id })
        .from(purchasedItems)
        .orderBy(sql`md5(${purchasedItems.id}::text)`)
        .limit(50)
    ).map((r) => r.id);
    const paymentIds = (
      await db.selectDistinct({ id: paymentLines.paymentId }).from(paymentLines).orderBy(paymentLines.paymentId).limit(50).offset(1000)
    ).map((r) => r.id);
    const r = random(12);
    const words = [
      ...sample.map((s) => s.fullName.split(' ').at(-1)!),
      ...sample.map((s) => s.fullName.split(' ')[0]!),
      ...sample.map((s) => s.email.split('@')[0]!.slice(0, 8)),
    ];
    const searches = () =>
      r.pick([
        () => r.pick(words),
        () => r.pick(words).toLowerCase().slice(0, 5),
        () => r.pick(sample).email,
        () => r.pick(['erp', 'retail', 'Accounting', 'cash drawer', 'support', 'training']),
        () => String(r.pick(itemIds)),
      ])();
    const days = () => {
      const to = addDays(toApiDate(NOW), -r.int(0, 400));
      return { fromDate: addDays(to, -r.int(1, 120)), toDate: to };
    };
    const maybe = <T>(p: number, value: () => T) => (r.chance(p) ? value() : undefined);

    type Params = Record<string, string | number | undefined>;
    const url = (path: string, keys: string[], params: Params) => {
      const query = new URLSearchParams();
      for (const key of keys) query.set(key, String(params[key] ?? ''));
      return `${path}?${query.toString()}`;
    };
    const USER = ['status', 'customerType', 'query', 'fromDate', 'toDate', 'offset', 'limit'];
    const PURCHASE = [
      'paymentId',
      'idNumber',
      'onPremise',
      'query',
      'status',
      'productType',
      'period',
      'isOverdue',
      'fromDate',
      'toDate',
      'isFirstPurchase',
      'comments',
      'offset',
      'limit',
    ];
    const PAYMENT = ['fromDate', 'toDate', 'offset', 'limit'];

    const purchaseFilters = (): Params => {
      const onPremise = r.pick(['true', 'false', 'false', '']);
      return {
        onPremise,
        status: maybe(0.3, () => r.pick(['ACTIVE', 'CANCELING', 'CANCELED'])),
        productType: maybe(0.3, () => r.pick(['SOLUTION', 'SERVICE', 'HARDWARE'])),
        period: onPremise === 'true' ? undefined : maybe(0.3, () => r.pick(['MONTH1', 'MONTH12'])),
        isOverdue: onPremise === 'true' ? undefined : maybe(0.3, () => r.pick(['true', 'false'])),
        isFirstPurchase: maybe(0.2, () => r.pick(['true', 'false'])),
        comments: maybe(0.2, () => r.pick(['DB_URL', 'REGISTRATION_1C_CONNECT,REGISTRATION_1C_PORTAL', 'REGISTRATION_1C_PORTAL,DB_URL'])),
        ...(r.chance(0.3) ? days() : {}),
      };
    };
    const userFilters = (): Params => ({
      status: maybe(0.5, () => r.pick(['INCOMPLETE', 'VERIFIED', 'DEMO', 'PAYED'])),
      customerType: maybe(0.4, () => r.pick(['PHYSICAL', 'LEGAL'])),
      ...(r.chance(0.3) ? days() : {}),
    });
    const kinds: Record<string, { path: string; keys: string[]; search: boolean; params: () => Params }> = {
      'purchases, filters': { path: '/api/admin/purchase/list', keys: PURCHASE, search: false, params: purchaseFilters },
      'purchases, check id': {
        path: '/api/admin/purchase/list',
        keys: PURCHASE,
        search: false,
        params: () => ({ paymentId: r.pick(paymentIds), onPremise: r.pick(['true', 'false', '']) }),
      },
      'purchases, search': {
        path: '/api/admin/purchase/list',
        keys: PURCHASE,
        search: true,
        params: () => ({ ...(r.chance(0.4) ? purchaseFilters() : { onPremise: r.pick(['true', 'false']) }), query: searches() }),
      },
      'purchases, ID number': {
        path: '/api/admin/purchase/list',
        keys: PURCHASE,
        search: true,
        params: () => ({
          onPremise: r.pick(['true', 'false', '']),
          idNumber: (r.pick(sample.filter((s) => s.idNumber)).idNumber ?? '').slice(0, r.int(4, 11)),
        }),
      },
      'users, filters': { path: '/api/admin/user/list', keys: USER, search: false, params: userFilters },
      'users, search': {
        path: '/api/admin/user/list',
        keys: USER,
        search: true,
        params: () => ({ ...(r.chance(0.3) ? userFilters() : {}), query: searches() }),
      },
      payments: { path: '/api/admin/payment/list', keys: PAYMENT, search: false, params: () => (r.chance(0.7) ? days() : {}) },
    };

    /** Mostly the first pages; some anywhere in the first 200; one in ten the last page. */
    const page = async (kind: (typeof kinds)[string], params: Params): Promise<Params> => {
      const limit = 5;
      const roll = r.next();
      if (roll < 0.6) return { ...params, offset: r.int(0, 2) * limit, limit };
      if (roll < 0.9) return { ...params, offset: r.int(0, 200) * limit, limit };
      const { data } = await get(url(kind.path, kind.keys, { ...params, offset: 0, limit: 1 }));
      return { ...params, offset: Math.max(0, Math.ceil(data.count / limit) - 1) * limit, limit };
    };

    // Warm up the JIT, the pool and the database's caches.
    for (const kind of Object.values(kinds))
      for (let i = 0; i < 10; i += 1) await get(url(kind.path, kind.keys, await page(kind, kind.params())));

    const lists: Record<string, ReturnType<typeof summary>> = {};
    const plain: number[] = [];
    const searched: number[] = [];
    let slowest = { ms: 0, url: '' };
    for (const [label, kind] of Object.entries(kinds)) {
      const times: number[] = [];
      const slowPaths: [number, string][] = [];
      for (let i = 0; i < requests; i += 1) {
        const path = url(kind.path, kind.keys, await page(kind, kind.params()));
        const started = performance.now();
        await get(path);
        const ms = performance.now() - started;
        times.push(ms);
        slowPaths.push([ms, path]);
        if (ms > slowest.ms) slowest = { ms: Number(ms.toFixed(1)), url: decodeURIComponent(path) };
      }
      lists[label] = summary(times);
      if (process.env.BENCH_SLOWEST) {
        for (const [ms, path] of slowPaths.sort((a, b) => b[0] - a[0]).slice(0, 5))
          process.stderr.write(`  ${ms.toFixed(0)} ms ${decodeURIComponent(path)}\n`);
      }
      process.stderr.write(`${label}: ${JSON.stringify(lists[label])}\n`);
      (kind.search ? searched : plain).push(...times);
    }

    console.log(
      JSON.stringify({
        data: { purchases, customers, payments: paymentCount },
        lists,
        withoutQuery: summary(plain),
        withQuery: summary(searched),
        slowest,
      }),
    );
  } finally {
    await close();
  }
}

const phase = argument('--measure');
if (phase === 'lists') await measureLists(argument('--database')!);
else await main();
