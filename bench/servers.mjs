/**
 * Starts the storefront (own port, temporary data folder) and a bare Fastify hello-world, each in its
 * own process. With two or more cores and `taskset`, both servers run on core 1 and the bench (the
 * load generator) is moved to core 0, so a server never competes with the client that measures it
 * and the two servers get the same single core: the ratio between them is then stable run to run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const canPin = (() => {
  if (os.availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Whether servers run pinned to their own core (printed with the figures). */
export const pinned = canPin;

/**
 * Moves this process (the load generator) to core 0, or back to every core. Only around the
 * throughput runs: a browser started by a pinned process would inherit the single core.
 */
export function pinLoadGenerator(on) {
  if (!canPin) return;
  execFileSync('taskset', ['-pc', on ? '0' : `0-${os.availableParallelism() - 1}`, String(process.pid)], { stdio: 'ignore' });
}

function spawnServer(args, options, pin = true) {
  // BENCH_NODE_FLAGS (for example --cpu-prof) go to each server's node: for profiling the path measured.
  const all = [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...args];
  return canPin && pin ? spawn('taskset', ['-c', '1', process.execPath, ...all], options) : spawn(process.execPath, all, options);
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopper(child, cleanup) {
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    cleanup?.();
  };
}

/**
 * The PostgreSQL server the bench creates its databases on: `BENCH_DATABASE_URL`, else the local
 * server, through its Unix socket when it has one (a database on the same machine is reached that
 * way: no TCP stack on either side; ADR 021), else over TCP.
 */
export function benchServerUrl() {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return given;
  return fs.existsSync('/var/run/postgresql/.s.PGSQL.5432')
    ? 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres'
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** How a server URL reaches PostgreSQL, for the printed figures: `/var/run/postgresql (Unix socket)` or `127.0.0.1:5432`. */
export function describeServer(url) {
  const host = decodeURIComponent(new URL(url).host);
  return host.startsWith('/') ? `${host} (Unix socket)` : host;
}

/** Runs `fn` with a client connected to `url`, and closes it. */
export async function withClient(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the bench's PostgreSQL server (`benchServerUrl`); `drop()` removes it. */
export async function createBenchDatabase(prefix) {
  const serverUrl = benchServerUrl();
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = (statement) => withClient(serverUrl, (c) => c.query(statement));
  await admin(`create database "${name}"`);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    server: describeServer(serverUrl),
    drop: () => admin(`drop database if exists "${name}" with (force)`).catch(() => undefined),
  };
}

/**
 * The storefront; `pin: false` leaves it every core (the login flood measures hashing beside the
 * event loop). With `databaseUrl` it runs on that PostgreSQL database, else on an embedded one in a
 * temporary folder.
 */
export async function startStorefront(repo, { pin = true, databaseUrl } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-bench-'));
  // The compiled server (what production runs: no TypeScript loader), with the development seed so
  // that the demo customer exists for the signed-in pages.
  const build = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the API build failed: ${build.stderr}`);
  const child = spawnServer(
    ['apps/api/dist/server.js'],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
    },
    pin,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/ready`, child);
  return { base, stop: stopper(child, () => fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare Fastify server from `code(port)` (an ES module run with apps/api's packages), pinned like the storefront. */
async function startBareFastify(repo, code, cleanup) {
  const port = await freePort();
  const child = spawnServer(['--input-type=module', '-e', code(port)], {
    cwd: path.join(repo, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child, 30_000);
  return { base, stop: stopper(child, cleanup) };
}

export function startHelloWorld(repo) {
  return startBareFastify(
    repo,
    (port) => `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`,
  );
}

/**
 * A bare Fastify route answering with exactly the bytes and headers `sample` holds (a response the
 * storefront gave), from memory: the limit of the content API's route on this stack.
 */
export function startSameBytes(repo, sample) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-same-bytes-')), 'sample.json');
  fs.writeFileSync(file, JSON.stringify({ headers: sample.headers, body: sample.body.toString('base64') }));
  return startBareFastify(
    repo,
    (port) => `import fs from 'node:fs';
import Fastify from 'fastify';
const sample = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'));
const body = Buffer.from(sample.body, 'base64');
const app = Fastify({ logger: false });
app.get('/', (request, reply) => { reply.headers(sample.headers).send(body); });
await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    () => fs.rmSync(path.dirname(file), { recursive: true, force: true }),
  );
}

/** One raw response (body as sent, still compressed) with the headers worth repeating. */
export function rawResponse(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) kept[k] = v;
          }
          resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
