/**
 * Login flood isolation (issue 14): the p99 of the cached content API at a steady rate, first quiet,
 * then while 50 clients log in with wrong passwords (unknown e-mails, so every attempt hashes) for
 * 20 s. Password hashing runs off the main thread and at most one hash at a time per spare core
 * (`lib/password.ts`), so the flood must not starve the event loop: budget p99 ≤ 2× quiet.
 *
 * The flood runs in a child process of its own so that the process measuring the content API is
 * not slowed by generating it.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLOOD_CLIENTS = 50;
const niceAvailable = spawnSync('nice', ['-n', '19', 'true']).status === 0;
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
/** A steady rate well below the server's capacity: latency then shows the event loop, not a queue. */
const CONTENT_RATE = 500;

const contentP99 = async (url, seconds) => {
  const r = await autocannon({
    url,
    connections: 10,
    overallRate: CONTENT_RATE,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, errors: r.errors + r.non2xx + r.timeouts };
};

/** The flood, in its own process; resolves with its counts. */
function flood(base, seconds) {
  const code = `
import autocannon from 'autocannon';
let n = 0;
const r = await autocannon({
  url: ${JSON.stringify(`${base}/api/user/public/login`)},
  connections: ${FLOOD_CLIENTS},
  duration: ${seconds},
  requests: [{
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ username: 'flood-' + process.pid + '-' + (n++) + '@example.ge', password: 'Wrong#Password1' }) }),
  }],
});
const codes = {};
for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) codes[k] = v.count;
console.log(JSON.stringify({ requests: r.requests.total, codes, errors: r.errors + r.timeouts }));`;
  return new Promise((resolve, reject) => {
    // At the lowest priority: the attackers' own machines are not ours. On this one the flood's client
    // (50 connections of JavaScript) would otherwise take CPU from the server it attacks, which no
    // attacker can do, and the p99 would measure the bench's own load generator.
    const node = [process.execPath, '--input-type=module', '-e', code];
    const [command, ...args] = niceAvailable ? ['nice', '-n', '19', ...node] : node;
    const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (status) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`the flood exited with ${status}: ${out}`));
      }
    });
  });
}

/** Runs against a storefront at `base` (development limits: one address may try 10,000 logins in 15 minutes). */
export async function loginFlood(base) {
  const url = `${base}/cms/api/home?locale=ka&populate[0]=products`;
  await contentP99(url, 2); // warm
  const quiet = await contentP99(url, 5);
  const flooding = flood(base, FLOOD_SECONDS);
  await new Promise((r) => setTimeout(r, 2000)); // let the flood reach its pace
  const during = await contentP99(url, FLOOD_SECONDS - 4);
  const floodResult = await flooding;
  return { quiet, during, flood: { clients: FLOOD_CLIENTS, seconds: FLOOD_SECONDS, ...floodResult }, rate: CONTENT_RATE };
}
