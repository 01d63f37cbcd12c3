/**
 * Throughput of one URL at 10 keep-alive connections, for section 3 of `npm run bench`.
 *
 * With Debian's `wrk` (`apt-get install wrk`, a C load generator) when it is installed: it answers
 * a 3 KB response in a few microseconds, so the server, not the client, is what is measured. The
 * fallback is autocannon, which on this machine's single load-generator core saturates first on
 * any answer bigger than a hello-world (it decodes every body into a string): the content API then
 * reads at the client's limit, and the ratios say little about the server. The caller prints which
 * one ran.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export const wrkAvailable = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

const CONNECTIONS = 10;

/** `12.34ms`, `870.00us` or `1.20s` in milliseconds. */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** wrk's report: requests per second, the 99th latency percentile, and the failed answers. */
export function parseWrk(output) {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rps || !p99) throw new Error(`unreadable wrk output: ${output.trim().split('\n').slice(0, 2).join(' ')}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps: Number(rps[1]), p99: Math.round(milliseconds(p99[1]) * 100) / 100, errors: non2xx + socketErrors };
}

/** Requests per second, p99 (ms) and errors over `seconds`, with the given request headers. */
export async function throughput(url, { seconds, headers }) {
  if (wrkAvailable) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const run = spawnSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    return parseWrk(run.stdout);
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
