/**
 * The cart under load (issue 14): 50 signed-in customers at once on PostgreSQL, `PUT /api/product/cart`
 * then `GET /api/product/cart`, each for a few seconds with autocannon. The storefront runs as its own
 * process (the compiled server, `apps/api/dist/server.js`) on a fresh database created beside
 * `BENCH_DATABASE_URL` (default the local server, `benchServerUrl`) and dropped afterwards; the customers are written
 * straight into it (one argon2 hash shared) and signed in through the login route.
 *
 * `node bench/cart-load.mjs [--json]` prints p50/p99/errors of both calls (with --json, one JSON line).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { createBenchDatabase, freePort, waitFor, stopper, withClient } from './servers.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CUSTOMERS = 50;
const PASSWORD = 'Bench#Cart2026';
const KEYS = ['ORIONI_ERP_M1', 'ORIONI_ERP_Y1', 'ORIONI_ACCOUNTING_PREMISE', 'HW_RECEIPT_PRINTER_PREMISE', 'SUPPORT_PLUS_M1'];

/** Creates the customers (verified, one shared password hash) and signs each in; returns their tokens. */
async function signIn(base, databaseUrl) {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `cart-bench-${i}@example.ge`);
  await withClient(databaseUrl, (c) =>
    c.query(
      `insert into users (email, password_hash, status, customer_type, full_name, language)
       select e, $2, 'VERIFIED', 'PHYSICAL', 'Cart Bench ' || ordinality, 'EN' from unnest($1::text[]) with ordinality as e`,
      [emails, passwordHash],
    ),
  );
  const tokens = [];
  for (const username of emails) {
    const res = await fetch(`${base}/api/user/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    const token = /^Bearer (\S+)$/.exec(res.headers.get('authorization') ?? '')?.[1];
    if (!token) throw new Error(`login of ${username} answered ${res.status}`);
    tokens.push(token);
  }
  return tokens;
}

const summary = (r) => ({
  requests: r.requests.total,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  errors: r.errors + r.non2xx + r.timeouts,
});

export async function cartLoad() {
  const database = await createBenchDatabase('orioni_cart_bench');
  const databaseUrl = database.url;
  let stop = async () => {};
  try {
    const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repo, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the API build failed: ${build.stderr}`);
    const port = await freePort();
    // BENCH_NODE_FLAGS (for example --cpu-prof) go to the server's node: for profiling the path measured.
    const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...flags, 'apps/api/dist/server.js'], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    });
    stop = stopper(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health/ready`, child);
    const tokens = await signIn(base, databaseUrl);
    // Statistics as a running database has them (autovacuum analyses a table once enough of it changed;
    // a database a few seconds old has none, and its plans assume empty tables).
    await withClient(databaseUrl, (c) => c.query('analyze'));
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const put = (i) => ({
      method: 'PUT',
      path: `/api/product/cart?productKey=${KEYS[i % KEYS.length]}&quantity=${(i % 9) + 1}`,
      headers: auth(tokens[i % tokens.length]),
    });
    const get = (i) => ({ method: 'GET', path: '/api/product/cart', headers: auth(tokens[i % tokens.length]) });
    // Each connection is one customer (autocannon would otherwise send every connection through
    // every customer's requests, 50 parallel updates of one cart: not what 50 customers do).
    const run = (request, duration, connections = CONNECTIONS) => {
      let next = 0;
      return autocannon({ url: base, connections, duration, setupClient: (client) => client.setRequests([request(next++)]) });
    };
    // Warm up (JIT, the pool, plans) before measuring.
    await run(put, 1, 10);
    await run(get, 1, 10);
    const putResult = summary(await run(put, DURATION_S));
    const getResult = summary(await run(get, DURATION_S));
    return {
      database: `PostgreSQL ${database.server}`,
      connections: CONNECTIONS,
      seconds: DURATION_S,
      customers: CUSTOMERS,
      put: putResult,
      get: getResult,
    };
  } finally {
    await stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await cartLoad();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    console.log(`cart on ${result.database}, ${result.connections} connections, ${result.seconds} s each`);
    for (const [label, r] of [
      ['PUT /api/product/cart', result.put],
      ['GET /api/product/cart', result.get],
    ]) {
      console.log(`  ${label}: ${r.requests} requests (${r.rps}/s), p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}`);
    }
  }
}
