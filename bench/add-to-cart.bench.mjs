// Add-to-cart benchmark: `node bench/add-to-cart.bench.mjs`.
//
// Starts the API in this process on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is
// created beside it and dropped afterwards), else on an in-memory PGlite; seeds the catalogue, signs
// in 50 customers, and drives `PUT /api/product/cart` with autocannon at 50 concurrent connections
// for 5 seconds. Prints p50/p99 against the budget (p99 ≤ 50 ms at 50 concurrent clients).
// Budgets are reported, not enforced: the exit code is non-zero only when requests failed.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import autocannon from 'autocannon';
import pg from 'pg';

register();
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (p) => path.join(repo, 'apps/api/src', p);

const BUDGET_P99_MS = 50;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const USERS = 50;

const { buildApp } = await import(api('app.ts'));
const { loadConfig } = await import(api('config.ts'));
const { openDatabase } = await import(api('db/client.ts'));
const { runSeed } = await import(api('seed/seed.ts'));
const { users } = await import(api('db/schema/index.ts'));
const { SessionService } = await import(api('modules/accounts/session.service.ts'));

async function openBenchDatabase() {
  const url = process.env.BENCH_DATABASE_URL?.trim();
  if (!url) return { database: await openDatabase({}), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `orioni_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: u.toString() }),
    label: `PostgreSQL (${u.host}, database ${name})`,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}

const { database, label, drop } = await openBenchDatabase();
let app;
try {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', PORT: '0', WEB_DIST: 'apps/web/.no-dist-in-bench' });
  await runSeed(database.db, { ...config, isProduction: true });

  // 50 signed-in customers (sessions made directly; the login route is not what is measured).
  const clock = { now: () => new Date() };
  const sessions = new SessionService(database.db, clock, config);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        email: `bench${i}-${randomBytes(3).toString('hex')}@example.ge`,
        passwordHash: 'not-used-by-the-bench',
        status: 'VERIFIED',
        customerType: 'PHYSICAL',
        fullName: `Bench Customer ${i}`,
        language: 'EN',
      })),
    )
    .returning({ id: users.id });
  const tokens = [];
  for (const row of rows) tokens.push(await sessions.create(row.id));

  app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();

  const keys = ['ORIONI_ERP_M1', 'ORIONI_ERP_Y1', 'ORIONI_ACCOUNTING_PREMISE', 'HW_RECEIPT_PRINTER_PREMISE', 'SUPPORT_PLUS_M1'];
  const requests = tokens.map((token, i) => ({
    method: 'PUT',
    path: `/api/product/cart?productKey=${keys[i % keys.length]}&quantity=${(i % 9) + 1}`,
    headers: { authorization: `Bearer ${token}` },
  }));

  // Warm up (JIT, connection pool, prepared plans) before measuring.
  await autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: 1, requests });
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION_S, requests });

  const p50 = result.latency.p50;
  const p99 = result.latency.p99;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`add to cart (PUT /api/product/cart) on ${label}`);
  console.log(
    `  ${CONNECTIONS} connections, ${DURATION_S} s, ${USERS} customers: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s`,
  );
  console.log(`  latency p50 ${p50} ms, p99 ${p99} ms, max ${result.latency.max} ms; failed ${failed}`);
  console.log(`  budget p99 ≤ ${BUDGET_P99_MS} ms: ${p99 <= BUDGET_P99_MS ? 'within budget' : 'OVER BUDGET'}`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await app?.close();
  await database.close();
  await drop();
}
