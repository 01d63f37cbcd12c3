#!/usr/bin/env node
/**
 * The fault run (issue 13): three instances behind HAProxy on a fresh PostgreSQL database
 * (`scripts/cluster.mjs`), customers registered through the balancer, then about 30 s of load through
 * it — content, add to cart, login and purchases with idempotency keys — while
 *   1. one instance is killed with SIGKILL and started again, and then
 *   2. another is stopped with SIGTERM (it drains: not ready at once, finishes what is in flight, exits).
 * It prints the requests sent, the errors seen (budget ≤ 0.1%, and only requests in flight on the
 * killed instance may fail), how long the balancer kept the dead instance in rotation, and a data
 * check afterwards: every acknowledged add-to-cart is in the database, no payment charged twice, no
 * payment left PENDING. Figures are printed with `within budget` / `OVER BUDGET`.
 *
 *   node bench/fault-run.mjs          (BENCH_DATABASE_URL or DATABASE_URL: the PostgreSQL server to
 *                                      create the database on; default postgres://postgres@127.0.0.1:5432/postgres)
 *   FAULT_RUN_SECONDS=30              length of the load
 *   FAULT_RUN_KEEP=1                  keep the database and the instances' log
 * Needs HAProxy (`apt-get install -y haproxy`); builds the API if its build is stale.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ClusterError, haproxyStats, haproxyStatus, startCluster } from '../scripts/cluster.mjs';
import { freePort } from './servers.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = Number(process.env.FAULT_RUN_SECONDS ?? 30);
const KEEP = process.env.FAULT_RUN_KEEP === '1';
const ERROR_BUDGET = 0.001;
/** Errors this long after the SIGKILL count as requests that were in flight on the killed instance. */
const IN_FLIGHT_WINDOW_MS = 1000;

const CART_CUSTOMERS = 16;
const PURCHASE_CUSTOMERS = 4;
const LOGIN_CUSTOMERS = 4;
const CART_PRODUCTS = ['ORIONI_ERP_M1', 'ORIONI_ACCOUNTING_M1', 'ORIONI_RETAIL_M1', 'ORIONI_HR_M1'];
const PASSWORD = 'Fault#Run2026';
const CONTENT_PATH = '/cms/api/home?locale=ka&populate[0]=products';

const line = (s = '') => console.log(s);
const mark = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Every request the run makes, by kind: sent, failed (with the time it failed), and by whom answered. */
class Tally {
  constructor() {
    this.kinds = {};
    this.failures = [];
  }
  kind(name) {
    return (this.kinds[name] ??= { sent: 0, ok: 0, failed: 0, statuses: {} });
  }
  ok(name) {
    const k = this.kind(name);
    k.sent += 1;
    k.ok += 1;
  }
  fail(name, reason, at = Date.now(), body = '') {
    const k = this.kind(name);
    k.samples ??= {};
    k.samples[reason] ??= String(body).slice(0, 200);
    k.sent += 1;
    k.failed += 1;
    k.statuses[reason] = (k.statuses[reason] ?? 0) + 1;
    this.failures.push({ kind: name, reason: String(reason), at });
  }
  get sent() {
    return Object.values(this.kinds).reduce((n, k) => n + k.sent, 0);
  }
  get failed() {
    return Object.values(this.kinds).reduce((n, k) => n + k.failed, 0);
  }
}

async function api(base, method, urlPath, { token, body, headers = {} } = {}) {
  const h = { ...headers };
  if (body !== undefined) h['content-type'] = 'application/json';
  if (token) h.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: h,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(70_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON (an HAProxy error page, a redirect) */
  }
  return { status: res.status, json, text, servedBy: res.headers.get('x-served-by'), headers: res.headers };
}

async function must(promise, what) {
  const res = await promise;
  if (res.status >= 300 && res.status !== 303) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
  return res;
}

/** Registers a customer through the balancer and verifies the e-mail from the development outbox. */
async function registerCustomer(base, n) {
  const email = `fault-${n}-${randomBytes(3).toString('hex')}@example.ge`;
  await must(
    api(base, 'POST', '/api/user/public/register', {
      body: {
        username: email,
        password: PASSWORD,
        customerType: 'PHYSICAL',
        language: 'EN',
        mobile: '+995 555 10 20 30',
        firstName: 'Fault',
        lastName: `Run${String(n).replace(/\d/g, (d) => 'abcdefghij'[d])}`,
        repMobile: null,
      },
    }),
    'register',
  );
  let code;
  for (let i = 0; i < 50 && !code; i += 1) {
    const outbox = await api(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    code = outbox.json?.data?.map((m) => /verificationCode=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean);
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no verification e-mail for ${email}`);
  await must(api(base, 'POST', '/api/user/public/verify', { body: { verificationCode: code } }), 'verify');
  const login = await must(api(base, 'POST', '/api/user/public/login', { body: { username: email, password: PASSWORD } }), 'login');
  const token = /^Bearer (\S+)$/.exec(login.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new Error('login gave no token');
  return { email, token };
}

/** Saves the good test card on the sandbox bank's page, through the balancer. */
async function saveCard(base, customer) {
  const order = await must(
    api(base, 'POST', '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure', {
      token: customer.token,
    }),
    'card order',
  );
  const page = new URL(order.json.data.redirectUrl);
  const res = await fetch(`${base}${page.pathname}${page.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardholder: 'FAULT RUN', cardnumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`card page answered ${res.status}`);
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/**
 * One customer's cart, changed one request at a time: each add sets a product's quantity to the next
 * number of this customer's own sequence, so the database must hold, for every line, the last
 * acknowledged quantity, or a larger one that only a request without an answer can have written.
 */
async function cartWorker(base, customer, tally, running, record) {
  let seq = 0;
  while (running()) {
    seq += 1;
    const productKey = CART_PRODUCTS[seq % CART_PRODUCTS.length];
    const quantity = seq;
    try {
      const res = await api(base, 'PUT', `/api/product/cart?productKey=${productKey}&quantity=${quantity}`, { token: customer.token });
      const line = res.json?.data?.find?.((l) => l.product.productKey === productKey);
      if (res.status === 200 && line?.quantity === quantity) {
        tally.ok('add to cart');
        record.acked.set(`${customer.email}|${productKey}`, quantity);
        if (res.servedBy) record.servedBy.push({ at: Date.now(), by: res.servedBy });
      } else {
        tally.fail('add to cart', res.status, Date.now(), res.text);
        record.unanswered.add(`${customer.email}|${productKey}|${quantity}`);
      }
    } catch (error) {
      tally.fail('add to cart', error.cause?.code ?? error.name);
      record.unanswered.add(`${customer.email}|${productKey}|${quantity}`);
    }
  }
}

/**
 * Purchases, one after another, each under its own idempotency key; a purchase that got no answer is
 * sent again with the same key (as a client must), and the first answer is the answer.
 */
async function purchaseWorker(base, customer, tally, running, purchases) {
  let n = 0;
  while (running()) {
    n += 1;
    const key = `fault-${customer.email.split('@')[0]}-${n}`;
    const added = await api(base, 'PUT', '/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { token: customer.token }).catch(
      (e) => ({ status: e.cause?.code ?? e.name }),
    );
    if (added.status !== 200) {
      tally.fail('purchase: add to cart', added.status);
      continue;
    }
    tally.ok('purchase: add to cart');
    const entry = { email: customer.email, key, paymentId: null, attempts: 0 };
    purchases.push(entry);
    for (let attempt = 1; attempt <= 5 && entry.paymentId === null; attempt += 1) {
      entry.attempts = attempt;
      try {
        const res = await api(base, 'PUT', '/api/product/purchase', {
          token: customer.token,
          headers: { 'idempotency-key': key },
          body: { fullName: 'Fault Run', idNumber: '01001012345' },
        });
        if (res.status === 200) {
          tally.ok('purchase');
          entry.paymentId = res.json.data.paymentId;
        } else {
          tally.fail('purchase', res.status, Date.now(), res.text);
          await sleep(500);
        }
      } catch (error) {
        tally.fail('purchase', error.cause?.code ?? error.name);
        await sleep(500);
      }
    }
  }
}

/** autocannon for the stateless load (content, login): counts and the time of every failure. */
function cannon(base, tally, kind, options) {
  const instance = autocannon({ url: base, duration: 3600, timeout: 30, ...options });
  instance.on('response', (_client, status) => {
    if (status >= 200 && status < 300) tally.ok(kind);
    else tally.fail(kind, status);
  });
  instance.on('reqError', (error) => tally.fail(kind, error?.code ?? 'error'));
  return instance;
}

/** Polls HAProxy until `name`'s status satisfies `test`; returns the time it did (or null after `ms`). */
async function waitStatus(socket, name, test, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const status = (await haproxyStatus(socket).catch(() => ({})))[name];
    if (status && test(status)) return Date.now();
    await sleep(25);
  }
  return null;
}

async function main() {
  line('Fault run: 3 instances behind HAProxy, one SIGKILLed and restarted, one stopped with SIGTERM');
  line('==========================================================================================');
  const dbName = `orioni_fault_${Date.now()}_${randomBytes(2).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const databaseUrl = withDatabase(SERVER_URL, dbName);
  const logFile = path.join(os.tmpdir(), `${dbName}.log`);
  const logStream = fs.createWriteStream(logFile);
  const toLog = (l) => logStream.write(`${l}\n`);

  let cluster;
  let sql;
  try {
    const port = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const started = Date.now();
    cluster = await startCluster({
      instances: 3,
      port,
      ports,
      statsPort: 0,
      servedBy: true,
      databaseUrl,
      env: { LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
      output: toLog,
      log: toLog,
    });
    const base = cluster.balancer;
    line(
      `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: HAProxy ${cluster.haproxyVersion} on ${base}, instances on ${ports.join(', ')}`,
    );
    line(`database ${dbName}; instance logs in ${logFile}`);

    // Customers, through the balancer.
    const setupStarted = Date.now();
    const total = CART_CUSTOMERS + PURCHASE_CUSTOMERS + LOGIN_CUSTOMERS;
    const customers = await inBatches(
      Array.from({ length: total }, (_, i) => i + 1),
      4,
      (n) => registerCustomer(base, n),
    );
    const cartCustomers = customers.slice(0, CART_CUSTOMERS);
    const purchaseCustomers = customers.slice(CART_CUSTOMERS, CART_CUSTOMERS + PURCHASE_CUSTOMERS);
    const loginCustomers = customers.slice(CART_CUSTOMERS + PURCHASE_CUSTOMERS);
    await inBatches(purchaseCustomers, 4, (c) => saveCard(base, c));
    line(
      `${total} customers registered, verified and signed in through the balancer, ${PURCHASE_CUSTOMERS} cards saved, in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // Load.
    const tally = new Tally();
    const record = { acked: new Map(), unanswered: new Set(), servedBy: [] };
    const purchases = [];
    let loadRunning = true;
    const running = () => loadRunning;
    const t0 = Date.now();
    const content = cannon(base, tally, 'content', { connections: 4, path: CONTENT_PATH, headers: { 'accept-encoding': 'gzip' } });
    let loginTurn = 0;
    const logins = cannon(base, tally, 'login', {
      connections: 2,
      requests: [
        {
          method: 'POST',
          path: '/api/user/public/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const who = loginCustomers[(loginTurn += 1) % loginCustomers.length];
            return { ...req, body: JSON.stringify({ username: who.email, password: PASSWORD }) };
          },
        },
      ],
    });
    const workers = [
      ...cartCustomers.map((c) => cartWorker(base, c, tally, running, record)),
      ...purchaseCustomers.map((c) => purchaseWorker(base, c, tally, running, purchases)),
    ];

    // Faults.
    const [, victim, drained] = cluster.instances;
    const socket = cluster.statsSocket;
    const at = (ms) => sleep(Math.max(0, t0 + ms - Date.now()));
    const events = {};
    await at(6_000);
    events.kill = Date.now();
    victim.child.kill('SIGKILL');
    events.killDown = await waitStatus(socket, victim.name, (s) => s.startsWith('DOWN'));
    events.restart = Date.now();
    await victim.start();
    events.restartReady = Date.now();
    events.restartUp = await waitStatus(socket, victim.name, (s) => s === 'UP', 60_000);
    await at(Math.max(18_000, (events.restartUp ?? Date.now()) - t0 + 2_000));
    const drainedExit = new Promise((resolve) => drained.child.once('exit', (code) => resolve({ code, at: Date.now() })));
    events.term = Date.now();
    drained.child.kill('SIGTERM');
    events.termDown = await waitStatus(socket, drained.name, (s) => s.startsWith('DOWN') || s.startsWith('NOLB'));
    const exit = await drainedExit;
    events.termExit = exit.at;
    events.termExitCode = exit.code;
    await at(Math.max(LOAD_SECONDS * 1000, events.termExit - t0 + 3_000));

    loadRunning = false;
    content.stop();
    logins.stop();
    await Promise.all(workers);
    const loadSeconds = (Date.now() - t0) / 1000;
    const stats = await haproxyStats(socket);

    // Data check.
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    const cartRows = await sql.query(
      `select u.email, c.product_key, c.quantity from cart_items c join users u on u.id = c.user_id where u.email = any($1)`,
      [cartCustomers.map((c) => c.email)],
    );
    const inDb = new Map(cartRows.rows.map((r) => [`${r.email}|${r.product_key}`, r.quantity]));
    let lost = 0;
    let fromUnanswered = 0;
    let unexplained = 0;
    for (const [lineKey, quantity] of record.acked) {
      const stored = inDb.get(lineKey);
      if (stored === undefined || stored < quantity) lost += 1;
      else if (stored > quantity) {
        if (record.unanswered.has(`${lineKey}|${stored}`)) fromUnanswered += 1;
        else unexplained += 1;
      }
    }
    for (const [lineKey, stored] of inDb) {
      if (!record.acked.has(lineKey) && !record.unanswered.has(`${lineKey}|${stored}`)) unexplained += 1;
    }

    const purchaseEmails = purchaseCustomers.map((c) => c.email);
    const payments = await sql.query(
      `select p.id, p.status, p.amount, p.idempotency_key from payments p join users u on u.id = p.user_id where u.email = any($1)`,
      [purchaseEmails],
    );
    const byStatus = {};
    for (const p of payments.rows) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
    const charges = await sql.query(
      `select c.idempotency_key, c.amount, c.status from sandbox_bank_charges c
         join cards k on k.gateway_token = c.token join users u on u.id = k.user_id
        where u.email = any($1) and c.status = 'succeeded'`,
      [purchaseEmails],
    );
    const succeeded = payments.rows.filter((p) => p.status === 'SUCCEEDED');
    const chargeKeys = new Set(charges.rows.map((c) => c.idempotency_key));
    const succeededKeys = new Set(succeeded.map((p) => `orioni-payment-${p.id}`));
    const chargedWithoutPurchase = charges.rows.filter((c) => !succeededKeys.has(c.idempotency_key)).length;
    const succeededWithoutCharge = succeeded.filter((p) => !chargeKeys.has(`orioni-payment-${p.id}`)).length;
    const chargedAmount = charges.rows.reduce((n, c) => n + c.amount, 0);
    const paidAmount = succeeded.reduce((n, p) => n + p.amount, 0);
    const keysTwice = payments.rows.length - new Set(payments.rows.map((p) => p.idempotency_key)).size;
    const answeredIds = purchases.filter((p) => p.paymentId !== null);
    const wrongAnswers = answeredIds.filter((p) => !payments.rows.some((r) => r.id === p.paymentId && r.idempotency_key === p.key)).length;
    const unanswered = purchases.filter((p) => p.paymentId === null).length;
    const pending = byStatus.PENDING ?? 0;

    // Report.
    const sent = tally.sent;
    const failed = tally.failed;
    const rate = sent ? failed / sent : 0;
    const inFlight = tally.failures.filter((f) => f.at >= events.kill && f.at < events.kill + IN_FLIGHT_WINDOW_MS).length;
    const outside = failed - inFlight;
    const drainFailures = tally.failures.filter((f) => f.at >= events.term && f.at <= events.termExit + 1000).length;
    const lastByDrained = record.servedBy.filter((r) => r.by === drained.name).reduce((m, r) => Math.max(m, r.at), 0);
    const ms = (a, b) => (a && b ? `${b - a} ms` : 'never');

    line(`\n1. Load through the balancer: ${loadSeconds.toFixed(1)} s`);
    for (const [kind, k] of Object.entries(tally.kinds)) {
      const reasons = Object.entries(k.statuses)
        .map(([r, n]) => `${r}×${n}`)
        .join(', ');
      line(
        `   ${kind.padEnd(22)} ${String(k.sent).padStart(7)} sent  ${String(k.failed).padStart(4)} failed${reasons ? ` (${reasons})` : ''}`,
      );
      for (const [reason, body] of Object.entries(k.samples ?? {}))
        if (body) line(`      ${reason}: ${body.replace(/\s+/g, ' ').slice(0, 120)}`);
    }
    line(
      `   ${'total'.padEnd(22)} ${String(sent).padStart(7)} sent  ${String(failed).padStart(4)} failed  (${(sent / loadSeconds).toFixed(0)} req/s)`,
    );
    line(`   error rate ${(rate * 100).toFixed(3)}% / budget ≤ ${(ERROR_BUDGET * 100).toFixed(1)}%: ${mark(rate <= ERROR_BUDGET)}`);
    line(
      `   failures in flight on the killed instance (≤ ${IN_FLIGHT_WINDOW_MS} ms after SIGKILL): ${inFlight}; any other: ${outside}: ${mark(outside === 0)}`,
    );

    line(`\n2. SIGKILL of ${victim.name} at +${((events.kill - t0) / 1000).toFixed(1)} s, then started again`);
    line(`   HAProxy took it out of rotation after ${ms(events.kill, events.killDown)} (checks every 1 s, 2 failures)`);
    const v = stats[victim.name] ?? {};
    line(`   requests HAProxy re-sent meanwhile: ${v.wretr ?? '?'} retries, ${v.wredis ?? '?'} redispatched to another instance`);
    line(
      `   restarted: ready after ${ms(events.restart, events.restartReady)}, back in rotation after ${ms(events.restart, events.restartUp)}`,
    );

    line(`\n3. SIGTERM of ${drained.name} at +${((events.term - t0) / 1000).toFixed(1)} s (graceful drain)`);
    line(`   HAProxy took it out of rotation after ${ms(events.term, events.termDown)}`);
    const d = stats[drained.name] ?? {};
    line(`   requests HAProxy re-sent meanwhile: ${d.wretr ?? '?'} retries, ${d.wredis ?? '?'} redispatched to another instance`);
    line(`   the process exited with code ${events.termExitCode} after ${ms(events.term, events.termExit)}`);
    line(
      `   its last answer went out ${lastByDrained > events.term ? `${lastByDrained - events.term} ms after SIGTERM` : 'before SIGTERM'}`,
    );
    line(`   failures during the drain: ${drainFailures}: ${mark(drainFailures === 0)}`);

    line('\n4. Data check');
    line(
      `   cart: ${record.acked.size} lines acknowledged, ${lost} lost or older than acknowledged, ${fromUnanswered} newer from a request without answer, ${unexplained} unexplained: ${mark(lost === 0 && unexplained === 0)}`,
    );
    line(
      `   purchases: ${purchases.length} keys, ${answeredIds.length} answered (${purchases.filter((p) => p.attempts > 1).length} after a repeat), ${unanswered} without answer, ${wrongAnswers} answered with another payment`,
    );
    line(
      `   payments: ${
        Object.entries(byStatus)
          .map(([s, n]) => `${n} ${s}`)
          .join(', ') || 'none'
      }; ${keysTwice} keys with two payments`,
    );
    line(
      `   bank: ${charges.rows.length} succeeded charges for ${succeeded.length} SUCCEEDED payments (${chargedAmount} vs ${paidAmount} tetri), ${succeededWithoutCharge} paid without a charge, ${chargedWithoutPurchase} charged without a purchase`,
    );
    const chargedOnce = keysTwice === 0 && charges.rows.length === succeeded.length && chargedAmount === paidAmount && wrongAnswers === 0;
    line(`   no payment charged twice: ${mark(chargedOnce)}`);
    line(`   PENDING payments left: ${pending}: ${mark(pending === 0)}`);

    const ok =
      rate <= ERROR_BUDGET && outside === 0 && drainFailures === 0 && lost === 0 && unexplained === 0 && chargedOnce && pending === 0;
    line(`\nOverall: ${mark(ok)}`);
  } finally {
    await sql?.end();
    await cluster?.stop();
    logStream.end();
    if (!KEEP) {
      await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
      fs.rmSync(logFile, { force: true });
    } else line(`kept: database ${dbName}, log ${logFile}`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error instanceof ClusterError ? `fault run: ${error.message}` : `fault run could not complete: ${error.stack ?? error}`);
  process.exitCode = 1;
});
