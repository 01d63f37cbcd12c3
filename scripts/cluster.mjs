#!/usr/bin/env node
/**
 * `npm run cluster -- --instances 3`: several instances of the compiled storefront on one PostgreSQL
 * (`DATABASE_URL`) and Debian's HAProxy in front of them on one port, with active health checks on
 * `/api/health/ready`. Development mode unless `NODE_ENV=production` is given (production needs
 * `SMTP_URL`, `SANDBOX_GATEWAY_SECRET` and `ACCOUNTS_SECRET`, as for `npm run start:prod`).
 *
 *   --instances N     how many instances (default 3)
 *   --port P          the balancer's port (default 8080)
 *   --base-port B     instance i listens on B + i - 1 (default 3001)
 *   --stats-port S    HAProxy's statistics page (default 8404; 0: none)
 *   --metrics-base-port M  instance i serves Prometheus metrics on M + i - 1 (METRICS_PORT, ADR 035; default 0: off)
 *   --no-build        run what `npm run build` left, without checking it is up to date
 *
 * It builds the API (and the web app) when their sources are newer than the build, starts the first
 * instance (which migrates and, on an empty database, seeds), then the others, then HAProxy. Signals
 * are passed on: Ctrl-C or SIGTERM stops HAProxy and sends SIGTERM to every instance (each drains and
 * exits). It restarts nothing: an instance that dies stays down, and HAProxy routes around it.
 * HAProxy: `apt-get install -y haproxy`.
 *
 * The module also exports `startCluster` for the fault run (bench/fault-run.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionNodeFlags } from './compile-api.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(repo, 'apps/api/dist/server.js');

export class ClusterError extends Error {}

/** The newest modification time under `target` (0 when it does not exist). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true })) {
    const s = fs.statSync(path.join(target, String(entry)));
    if (s.mtimeMs > max) max = s.mtimeMs;
  }
  return max;
}

/** Compiles the API (esbuild, about a second) when apps/api/dist/server.js is missing or older than its sources; the web app likewise. */
export async function buildIfStale({ log = console.log } = {}) {
  const built = fs.existsSync(SERVER) ? fs.statSync(SERVER).mtimeMs : 0;
  const sources = Math.max(newest(path.join(repo, 'apps/api/src')), newest(path.join(repo, 'packages/contracts/src')));
  if (built <= sources) {
    log('building the API (apps/api/dist)…');
    const result = spawnSync(process.execPath, [path.join(repo, 'scripts/build-api.mjs')], { cwd: repo, stdio: 'inherit' });
    if (result.status !== 0) throw new ClusterError('the API build failed');
  }
  const { buildWebIfStale } = await import('./web-build.mjs');
  buildWebIfStale();
}

export function haproxyVersion() {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return /version (\S+)/i.exec(result.stdout)?.[1] ?? 'unknown';
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The balancer's configuration. Active checks: every second `GET /api/health/ready`; two failures
 * take an instance out (a draining instance answers 503 at once), two successes bring it back.
 * A request whose connection to an instance fails (an instance killed or stopping refuses) is sent to
 * another one (`retries 3`, `option redispatch`). One that got no answer at all (the instance died
 * while handling it), or a 503 (an instance that is closing answers a request that reaches it after
 * its drain began with 503), is sent again only when repeating it is safe: GET, HEAD, PUT, DELETE, or
 * a request carrying an Idempotency-Key (the API answers a repeat with the first answer).
 * `http-server-close`: no idle keep-alive connections to the instances, so an instance that closes its
 * idle connections while draining never races a request HAProxy is sending on one.
 */
export function haproxyConfig({ port, instances, statsPort, statsSocket, servedBy = false }) {
  const servers = instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n');
  return `# Written by scripts/cluster.mjs; regenerated on every start.
global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout queue 10s
  timeout http-request 10s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  option http-server-close
  retry-on conn-failure empty-response response-timeout 503

frontend storefront
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  acl repeatable method GET HEAD PUT DELETE OPTIONS
  acl has_key req.hdr(idempotency-key) -m found
  http-request disable-l7-retry unless repeatable or has_key
${servedBy ? '  http-response set-header X-Served-By %s\n' : ''}${servers}
${
  statsPort
    ? `
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`
    : ''
}`;
}

/** HAProxy's statistics (`show stat` on the admin socket): one object per instance, by name, with the CSV's columns. */
export function haproxyStats(statsSocket) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(statsSocket);
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('connect', () => socket.write('show stat\n'));
    socket.on('end', () => {
      const [header, ...rows] = data.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const servers = {};
      for (const row of rows) {
        const cells = row.split(',');
        const entry = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
        if (entry.pxname === 'instances' && !['FRONTEND', 'BACKEND'].includes(entry.svname)) servers[entry.svname] = entry;
      }
      resolve(servers);
    });
  });
}

/** HAProxy's view of each instance: name → UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming back), MAINT… */
export async function haproxyStatus(statsSocket) {
  const servers = await haproxyStats(statsSocket);
  return Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.status]));
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Development: the instances' JSON log lines (their output is a pipe, not a terminal) as one readable
 * line each, without the balancer's health checks (three instances checked every second would bury
 * everything else). Production: the JSON lines as they are, for a log collector.
 */
function readableLog(production) {
  const checks = new Set();
  return (line) => {
    if (production || !line.startsWith('{')) return line;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (entry.req?.url?.startsWith('/api/health/')) {
      checks.add(entry.reqId);
      return null;
    }
    if (entry.reqId && checks.delete(entry.reqId)) return null;
    const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
    const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
    const response = entry.res ? ` → ${entry.res.statusCode} in ${Math.round(entry.responseTime ?? 0)} ms` : '';
    const error = entry.err ? ` ${entry.err.type ?? 'Error'}: ${entry.err.message}` : '';
    return `${time} ${(LEVELS[entry.level] ?? entry.level).padEnd(5)} ${entry.msg ?? ''}${request}${response}${error}`;
  };
}

function prefixLines(stream, prefix, write, format = (l) => l) {
  let rest = '';
  const emit = (line) => {
    const text = format(line);
    if (text !== null) write(`${prefix} ${text}`);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    lines.forEach(emit);
  });
  stream.on('end', () => rest && emit(rest));
}

async function waitReady(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * Starts `instances` compiled servers on `DATABASE_URL` and HAProxy in front. Returns the addresses,
 * each instance's process (with `start()` to start it again after it was killed) and `stop()`.
 */
export async function startCluster({
  instances: count = 3,
  port = 8080,
  basePort = 3001,
  /** Instance ports, instead of consecutive ones from `basePort`. */
  ports = null,
  statsPort = 8404,
  /** Instance i's METRICS_PORT is metricsBasePort + i - 1 (0: no metrics listener); Prometheus scrapes each one, never the balancer. */
  metricsBasePort = 0,
  /** Adds `X-Served-By: <instance>` to every answer (the fault run attributes requests with it). */
  servedBy = false,
  databaseUrl = process.env.DATABASE_URL,
  production = process.env.NODE_ENV === 'production',
  build = true,
  env = {},
  output = (line) => console.log(line),
  log = (line) => console.log(line),
  readyTimeoutMs = 120_000,
  /** Called with `stop` before anything starts, so a signal during the start can stop what is up. */
  onStarting = () => {},
} = {}) {
  if (!databaseUrl?.trim()) {
    throw new ClusterError(
      'DATABASE_URL is required: every instance must use the same PostgreSQL server. The embedded PGlite database is single-process ' +
        'and cannot be shared by several instances (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/orioni npm run cluster).',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(databaseUrl.trim())) throw new ClusterError('DATABASE_URL must be a postgres:// address.');
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new ClusterError('--instances must be a whole number from 1 to 64.');
  const version = haproxyVersion();
  if (!version) throw new ClusterError('HAProxy is not installed. Install it with `sudo apt-get install -y haproxy` (Debian/Ubuntu).');

  const planned = Array.from({ length: count }, (_, i) => ({
    name: `api${i + 1}`,
    port: ports?.[i] ?? basePort + i,
    metricsPort: metricsBasePort ? metricsBasePort + i : null,
  }));
  for (const p of [
    port,
    ...(statsPort ? [statsPort] : []),
    ...planned.flatMap((i) => (i.metricsPort ? [i.port, i.metricsPort] : [i.port])),
  ]) {
    if (!(await portIsFree(p)))
      throw new ClusterError(`port ${p} is taken on 127.0.0.1; choose others with --port, --base-port or --stats-port.`);
  }
  if (build) await buildIfStale({ log });
  else if (!fs.existsSync(SERVER)) throw new ClusterError('apps/api/dist/server.js is missing: run `npm run build` first.');

  const publicUrl = env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const mode = production ? 'production' : 'development';
  const instances = planned.map((plan) => {
    const instance = {
      ...plan,
      url: `http://127.0.0.1:${plan.port}`,
      child: null,
      /** Starts (or starts again) this instance's process; resolves when it answers ready. */
      async start({ seed = false } = {}) {
        const child = spawn(process.execPath, [...productionNodeFlags, SERVER], {
          cwd: repo,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: mode,
            HOST: '127.0.0.1',
            PORT: String(plan.port),
            DATABASE_URL: databaseUrl,
            PUBLIC_URL: publicUrl,
            TRUST_PROXY: '1',
            // One instance seeds an empty database; the others start after it, on the seeded one.
            SEED_ON_START: seed ? (process.env.SEED_ON_START ?? 'auto') : 'never',
            ...(plan.metricsPort ? { METRICS_PORT: String(plan.metricsPort) } : {}),
            ...env,
          },
        });
        instance.child = child;
        const format = readableLog(production);
        prefixLines(child.stdout, `[${plan.name}]`, output, format);
        prefixLines(child.stderr, `[${plan.name}]`, output, format);
        child.on('exit', (code, signal) => {
          if (!stopping) log(`[cluster] ${plan.name} exited (${signal ?? `code ${code}`}); it is not restarted`);
        });
        if (!(await waitReady(`${instance.url}/api/health/ready`, child, readyTimeoutMs))) {
          throw new ClusterError(`${plan.name} did not become ready on port ${plan.port} (see its log above)`);
        }
        return child;
      },
    };
    return instance;
  });

  let stopping = false;
  let haproxy = null;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-cluster-'));
  const configFile = path.join(tempDir, 'haproxy.cfg');
  const statsSocket = path.join(tempDir, 'haproxy.sock');

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const exited = (child) =>
      !child || child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
    // The balancer first (it stops accepting and lets its requests finish), then every instance drains.
    haproxy?.kill('SIGUSR1');
    const balancerGone = exited(haproxy);
    const killLater = setTimeout(() => haproxy?.kill('SIGTERM'), 5_000);
    await balancerGone;
    clearTimeout(killLater);
    for (const i of instances) i.child?.kill('SIGTERM');
    await Promise.all(instances.map((i) => exited(i.child)));
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  onStarting(stop);
  try {
    log(`[cluster] ${count} instance(s), ${mode} mode, on ${databaseUrl.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:***@')}`);
    await instances[0].start({ seed: true });
    await Promise.all(instances.slice(1).map((i) => i.start()));
    fs.writeFileSync(configFile, haproxyConfig({ port, instances, statsPort, statsSocket, servedBy }));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new ClusterError(`HAProxy refused its configuration:\n${check.stderr || check.stdout}`);
    haproxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(haproxy.stdout, '[haproxy]', output);
    prefixLines(haproxy.stderr, '[haproxy]', output);
    haproxy.on('exit', (code, signal) => {
      if (!stopping) log(`[cluster] HAProxy exited (${signal ?? `code ${code}`})`);
    });
    const balancer = `http://127.0.0.1:${port}`;
    if (!(await waitReady(`${balancer}/api/health/ready`, haproxy, 15_000))) throw new ClusterError('HAProxy did not start routing');
    return {
      balancer,
      publicUrl,
      statsUrl: statsPort ? `http://127.0.0.1:${statsPort}/` : null,
      statsSocket,
      configFile,
      haproxy,
      haproxyVersion: version,
      instances,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function parseArgs(argv) {
  const options = { instances: 3, port: 8080, basePort: 3001, statsPort: 8404, metricsBasePort: 0, build: true };
  const names = {
    '--instances': 'instances',
    '--port': 'port',
    '--base-port': 'basePort',
    '--stats-port': 'statsPort',
    '--metrics-base-port': 'metricsBasePort',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    if (flag === '--no-build') options.build = false;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else if (names[flag]) {
      const value = Number(inline ?? argv[(i += 1)]);
      if (!Number.isInteger(value) || value < 0 || value > 65535) throw new ClusterError(`${flag} needs a whole number`);
      options[names[flag]] = value;
    } else throw new ClusterError(`unknown option ${argv[i]} (see --help)`);
  }
  return options;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    console.log(
      'usage: DATABASE_URL=postgres://… npm run cluster -- [--instances 3] [--port 8080] [--base-port 3001] [--stats-port 8404] [--metrics-base-port 9464] [--no-build]',
    );
    return;
  }
  let cluster;
  let stopAll = async () => {};
  let signalled = false;
  const onSignal = async (signal, code = 0) => {
    if (signalled) return;
    signalled = true;
    console.log(`[cluster] ${signal}: stopping HAProxy, then draining every instance`);
    await stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  try {
    cluster = await startCluster({ ...options, onStarting: (stop) => (stopAll = stop) });
  } catch (error) {
    if (signalled) return;
    console.error(error instanceof ClusterError ? `cluster: ${error.message}` : error);
    process.exit(1);
  }
  if (signalled) return;
  console.log('');
  console.log(`storefront (HAProxy ${cluster.haproxyVersion}): ${cluster.balancer}   (PUBLIC_URL ${cluster.publicUrl})`);
  for (const i of cluster.instances) {
    const metrics = i.metricsPort ? `  metrics http://127.0.0.1:${i.metricsPort}/metrics` : '';
    console.log(`  ${i.name}: ${i.url}  pid ${i.child.pid}${metrics}`);
  }
  if (cluster.statsUrl) console.log(`HAProxy statistics: ${cluster.statsUrl}   admin socket: ${cluster.statsSocket}`);
  console.log(`HAProxy configuration: ${cluster.configFile}`);
  console.log('Ctrl-C stops everything. An instance that exits is not restarted; HAProxy takes it out of rotation.');
  cluster.haproxy.on('exit', () => {
    if (!signalled) onSignal('HAProxy exited', 1);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
