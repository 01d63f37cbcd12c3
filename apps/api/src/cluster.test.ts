import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { REPO_ROOT } from './config.ts';
import { TEST_DATABASE_URL } from './test/test-database.ts';

/**
 * Issue 13, several instances: two server processes on one fresh PostgreSQL database, as behind a
 * load balancer. Nothing that must be shared lives in one process's memory: a session made on one
 * is valid on the other, the login rate limit counts on both, one idempotency key sent to both at
 * once charges once, and a sandbox card page opened through one completes through the other.
 * PostgreSQL only: PGlite is one process's database.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** The balancer's address: both instances build links and card pages with it, as behind HAProxy. */
const PUBLIC_URL = 'http://shop.cluster.test';

function startInstance(name: string, databaseUrl: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      BILLING_INTERVAL_MS: '0',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { name, base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}\n${instance.output()}`);
    const ok = await fetch(`${instance.base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${instance.name} did not become ready\n${instance.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return fetch(`${instance.base}${path}`, { method, headers, body, redirect: 'manual' });
}

/** Posts the sandbox bank's card form to `page` (a path) through `instance`, as the browser does. */
const submitCardForm = (instance: Instance, page: URL) =>
  fetch(`${instance.base}${page.pathname}${page.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardholder: 'NINO CLUSTER',
      cardnumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      action: 'save',
    }).toString(),
    redirect: 'manual',
  });

const CARD_ORDER = '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure';

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL (issue 13)', () => {
  const dbName = `orioni_test_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  let databaseUrl: string;
  let sql: pg.Client;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    databaseUrl = withDatabase(TEST_DATABASE_URL!, dbName);
    // Both start at once on an empty database: both migrate (the advisory lock lets one do it and
    // the other find it done); A seeds the catalogue, B does not (two seeds at once would race).
    const [portA, portB] = [await freePort(), await freePort()];
    a = startInstance('A', databaseUrl, portA, { SEED_ON_START: 'auto' });
    b = startInstance('B', databaseUrl, portB, { SEED_ON_START: 'never' });
    await Promise.all([waitReady(a), waitReady(b)]);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 150_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a, b].filter(Boolean).map(stop));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }, 30_000);

  /** Registers through `on`, verifies with the code from the outbox read through the other instance. */
  async function registeredCustomer(on: Instance, other: Instance): Promise<{ email: string; password: string }> {
    const email = `cluster-${randomBytes(4).toString('hex')}@example.ge`;
    const password = 'Cluster#Pass42';
    const registered = await call(on, 'POST', '/api/user/public/register', {
      body: {
        username: email,
        password,
        customerType: 'PHYSICAL',
        language: 'EN',
        mobile: '+995 555 10 20 30',
        firstName: 'Nino',
        lastName: 'Cluster',
        repMobile: null,
      },
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    const outbox = (await (await call(other, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      data: { text: string }[];
    };
    const code = outbox.data.map((m) => /verificationCode=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean);
    expect(code).toBeTruthy();
    expect((await call(other, 'POST', '/api/user/public/verify', { body: { verificationCode: code } })).status).toBe(200);
    return { email, password };
  }

  async function login(on: Instance, email: string, password: string): Promise<string> {
    const res = await call(on, 'POST', '/api/user/public/login', { body: { username: email, password } });
    expect(res.status, await res.clone().text()).toBe(200);
    const token = /^Bearer (\S+)$/.exec(res.headers.get('authorization') ?? '')?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  it('both instances migrated the same database once and answer ready', async () => {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0]!.n).toBeGreaterThan(0);
    for (const instance of [a, b]) {
      const ready = (await (await call(instance, 'GET', '/api/health/ready')).json()) as { data: { pendingMigrations: number } };
      expect(ready.data.pendingMigrations).toBe(0);
    }
  });

  it('a login on one instance is valid on the other, and a logout on the other ends it on both', async () => {
    const { email, password } = await registeredCustomer(a, b);
    const token = await login(a, email, password);
    const me = await call(b, 'GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(email);
    expect((await call(b, 'PUT', '/api/user/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('the login rate limit is shared: ten failed logins spread over both instances lock the account on both', async () => {
    const { email, password } = await registeredCustomer(b, a);
    // loginAccount: 10 failed attempts per account in 15 minutes (plugins/rate-limit.ts).
    for (let i = 0; i < 10; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/user/public/login', {
        body: { username: email, password: 'Wrong#Pass42' },
      });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    for (const instance of [a, b]) {
      const res = await call(instance, 'POST', '/api/user/public/login', { body: { username: email, password } });
      expect(res.status, instance.name).toBe(429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
  });

  it('a card page opened through one instance completes through the other', async () => {
    const { email, password } = await registeredCustomer(a, b);
    const token = await login(a, email, password);
    const order = await call(a, 'POST', CARD_ORDER, { token });
    expect(order.status).toBe(200);
    const page = new URL(((await order.json()) as { data: { redirectUrl: string } }).data.redirectUrl);
    expect(page.origin).toBe(PUBLIC_URL);

    const shown = await call(b, 'GET', `${page.pathname}${page.search}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Sandbox Bank');
    const saved = await submitCardForm(b, page);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${PUBLIC_URL}/cart/default/success`);
    // One-shot on every instance: the page is gone through A as well.
    expect((await call(a, 'GET', `${page.pathname}${page.search}`)).status).toBe(410);

    const card = (await (await call(a, 'GET', '/api/payment/card', { token })).json()) as { data: { mask: string } | null };
    expect(card.data).toMatchObject({ mask: '424242******4242' });
  });

  it('the same idempotency key sent to both instances at once charges once', async () => {
    const { email, password } = await registeredCustomer(b, a);
    const token = await login(b, email, password);
    const order = await call(b, 'POST', CARD_ORDER, { token });
    const page = new URL(((await order.json()) as { data: { redirectUrl: string } }).data.redirectUrl);
    expect((await submitCardForm(a, page)).status).toBe(303);
    expect((await call(a, 'PUT', '/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { token })).status).toBe(200);

    const key = `cluster-${randomBytes(6).toString('hex')}`;
    const purchase = (on: Instance) =>
      call(on, 'PUT', '/api/product/purchase', {
        token,
        headers: { 'idempotency-key': key },
        body: { fullName: 'Nino Cluster', idNumber: '01001012345' },
      });
    const answers = await Promise.all([purchase(a), purchase(b), purchase(a), purchase(b)]);
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, body: await r.text() })));
    for (const answer of bodies) expect(answer.status, answer.body).toBe(200);
    const paymentIds = new Set(bodies.map((r) => (JSON.parse(r.body) as { data: { paymentId: number } }).data.paymentId));
    expect(paymentIds.size).toBe(1);
    const [paymentId] = [...paymentIds];

    const payments = await sql.query<{ id: number; status: string }>(
      'select p.id, p.status from payments p join users u on u.id = p.user_id where u.email = $1',
      [email],
    );
    expect(payments.rows).toEqual([{ id: paymentId, status: 'SUCCEEDED' }]);
    const charges = await sql.query<{ n: number }>(
      `select count(*)::int as n from sandbox_bank_charges c join cards k on k.gateway_token = c.token
        join users u on u.id = k.user_id where u.email = $1 and c.status = 'succeeded'`,
      [email],
    );
    expect(charges.rows[0]!.n).toBe(1);
    expect((await (await call(b, 'GET', '/api/product/cart', { token })).json()) as unknown).toEqual({ data: [] });
  });
});
