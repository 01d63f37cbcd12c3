import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { TEST_DATABASE_URL } from './test/test-database.ts';

/**
 * The compiled server (issue 13): `npm run build`'s apps/api/dist/server.js runs with plain Node
 * (no TypeScript loader), refuses a production start without SMTP_URL or with a development secret,
 * logs JSON, answers live and ready, and on SIGTERM stops accepting, finishes the request in
 * flight and exits, even while a client keeps an idle keep-alive connection open; a request that
 * never finishes cannot hold it past the deadline.
 */
const SERVER = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SANDBOX_GATEWAY_SECRET: 'a-production-secret-of-forty-characters!!',
  ACCOUNTS_SECRET: 'a-production-accounts-secret-of-forty-chars!',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
  BILLING_INTERVAL_MS: '0',
  // Ready needs the migrations, not the catalogue: a quicker start.
  SEED_ON_START: 'never',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<{ code: number | null; at: number }>;
  dataDir: string;
}

async function startCompiled(env: Record<string, string>): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-prod-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: os.tmpdir(), // not the repo: the compiled server finds its migrations and web build itself
    env: { PATH: process.env.PATH ?? '', ...PRODUCTION_ENV, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exit = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) throw new Error(`server did not become ready\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, output: () => output, exit, dataDir };
}

/** A raw HTTP/1.1 connection: write what you like, collect what comes back, know when it closes. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, opened, closed, received: () => received };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(Boolean(TEST_DATABASE_URL))('compiled server (production)', () => {
  const running: Running[] = [];
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-api.mjs')], { cwd: REPO_ROOT, stdio: 'pipe' });
  }, 60_000);
  afterAll(() => {
    for (const r of running) {
      r.child.kill('SIGKILL');
      fs.rmSync(r.dataDir, { recursive: true, force: true });
    }
  });

  it('is plain JavaScript: no TypeScript loader or source import at run time', () => {
    const code = fs.readFileSync(SERVER, 'utf8');
    expect(code).not.toMatch(/from ['"][^'"]+\.ts['"]/);
    expect(code).not.toMatch(/['"]tsx['"]/);
  });

  it('refuses a production start without SMTP_URL or with a development secret, naming the variable', () => {
    const run = (env: Record<string, string>) => {
      try {
        execFileSync(process.execPath, [SERVER], {
          env: { PATH: process.env.PATH ?? '', ...PRODUCTION_ENV, ...env },
          stdio: 'pipe',
          timeout: 20_000,
        });
        return { status: 0, stderr: '' };
      } catch (error) {
        const e = error as { status: number; stderr: Buffer };
        return { status: e.status, stderr: String(e.stderr) };
      }
    };
    const noSmtp = run({ SMTP_URL: '' });
    expect(noSmtp.status).toBe(1);
    expect(noSmtp.stderr).toContain('SMTP_URL');
    const devSecret = run({ SANDBOX_GATEWAY_SECRET: 'development-only-sandbox-secret' });
    expect(devSecret.status).toBe(1);
    expect(devSecret.stderr).toContain('SANDBOX_GATEWAY_SECRET');
    const noSecret = run({ SANDBOX_GATEWAY_SECRET: '' });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toContain('SANDBOX_GATEWAY_SECRET');
  }, 60_000);

  it('answers live and ready, logs JSON, and on SIGTERM finishes the request in flight, refuses new connections and exits 0 despite an idle keep-alive client', async () => {
    const server = await startCompiled({ SHUTDOWN_TIMEOUT_MS: '8000' });
    running.push(server);
    const { port } = server;
    const live = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { status: 'ok' } });
    const ready = (await (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).json()) as { data: Record<string, unknown> };
    expect(ready.data).toMatchObject({ ready: true, database: 'up', pendingMigrations: 0, draining: false });
    const lines = server.output().trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();

    // An idle keep-alive client: one answered request, then the connection stays open.
    const idle = connect(port);
    await idle.opened;
    idle.socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await waitFor(() => idle.received().includes('"ok"'));

    // A request in flight: headers and half the body sent.
    const body = JSON.stringify({ username: 'nobody@example.ge', password: 'Wrong#Password1' });
    const inFlight = connect(port);
    await inFlight.opened;
    inFlight.socket.write(
      `POST /api/user/public/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server has read the headers and routed the request (its log line), so it is in flight.
    await waitFor(() => server.output().includes('/api/user/public/login'));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused once the listener is closed.
    await waitFor(() => server.output().includes('SIGTERM received'));
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const probe = net.connect(port, '127.0.0.1');
            probe.once('connect', () => (probe.destroy(), resolve('accepted')));
            probe.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
          }),
        { timeout: 3000 },
      )
      .toBe('ECONNREFUSED');
    // The idle keep-alive connection is closed by the server, not left to hold the process.
    await idle.closed;
    // The request in flight completes with a real answer.
    inFlight.socket.write(body.slice(10));
    await waitFor(() => /^HTTP\/1\.1 \d{3}/.test(inFlight.received()));
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 (401|400)/);
    const { code, at } = await server.exit;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(8000);
  }, 90_000);

  it('exits at the deadline when a request never finishes', async () => {
    const server = await startCompiled({ SHUTDOWN_TIMEOUT_MS: '1500' });
    running.push(server);
    const stuck = connect(server.port);
    await stuck.opened;
    stuck.socket.write(
      `POST /api/user/public/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"user`,
    );
    await waitFor(() => server.output().includes('/api/user/public/login'));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exit;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1400);
    expect(at - signalledAt).toBeLessThan(5000);
    expect(server.output()).toContain('shutdown deadline reached');
    await stuck.closed;
  }, 90_000);
});
