#!/usr/bin/env node
/**
 * `npm run bench`: prints the storefront's budgets beside what this machine measures. It starts its
 * own server (free port, temporary data folder) and stops it. Figures are reported, never failed on.
 *   1. gzipped initial JavaScript of the home route (budget 120 KiB), from the Vite manifest;
 *   2. Lighthouse mobile on home and a solution page (budget: performance 95, accessibility 95);
 *   3. content API throughput of the cached home content beside a bare Fastify hello-world (budget ≥ 50%).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { homeBundle } from '../bench/home-bundle.mjs';
import { lighthouseScores } from '../bench/lighthouse-run.mjs';
import { startHelloWorld, startStorefront } from '../bench/servers.mjs';
import { buildWebIfStale } from './web-build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;
const mark = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
const line = (s = '') => console.log(s);

async function throughput(url, seconds = 5) {
  // Browsers and CDNs ask for compressed answers; both servers get the same request headers.
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  line('Orioni storefront bench');
  line('=======================');
  buildWebIfStale();

  line('\n1. Home route initial JavaScript (gzip)');
  try {
    const { rows, totalGzip } = homeBundle(path.join(repo, 'apps/web/dist'));
    for (const r of rows) line(`   ${(r.gzip / KIB).toFixed(1).padStart(7)} KiB  ${r.file}`);
    line(`   total ${(totalGzip / KIB).toFixed(1)} KiB / budget 120 KiB: ${mark(totalGzip <= 120 * KIB)}`);
  } catch (error) {
    line(`   could not measure: ${error.message}`);
  }

  const storefront = await startStorefront(repo);
  try {
    line('\n2. Lighthouse (mobile) — budget performance 95, accessibility 95');
    try {
      const scores = await lighthouseScores([`${storefront.base}/`, `${storefront.base}/solutions/orioni-erp`]);
      for (const s of scores) {
        line(
          `   ${new URL(s.url).pathname.padEnd(24)} performance ${String(s.performance).padStart(3)} (${mark(s.performance >= 95)})  accessibility ${String(s.accessibility).padStart(3)} (${mark(s.accessibility >= 95)})  LCP ${s.lcp}, TBT ${s.tbt}, CLS ${s.cls}`,
        );
      }
    } catch (error) {
      line(`   Lighthouse could not run: ${error.message}`);
    }

    line('\n3. Content API throughput (autocannon, 10 connections, 5 s each)');
    const hello = await startHelloWorld(repo);
    try {
      const contentUrl = `${storefront.base}/cms/api/home?locale=ka&populate[0]=products`;
      await throughput(contentUrl, 1); // warm the cache and the JIT
      await throughput(`${hello.base}/`, 1);
      const bare = await throughput(`${hello.base}/`);
      const content = await throughput(contentUrl);
      const ratio = content.rps / bare.rps;
      line(`   bare Fastify hello-world   ${bare.rps.toFixed(0).padStart(7)} req/s  p99 ${bare.p99} ms  errors ${bare.errors}`);
      line(`   content /cms/api/home      ${content.rps.toFixed(0).padStart(7)} req/s  p99 ${content.p99} ms  errors ${content.errors}`);
      line(`   ratio ${(ratio * 100).toFixed(0)}% / budget ≥ 50%: ${mark(ratio >= 0.5)}`);
    } finally {
      await hello.stop();
    }
  } finally {
    await storefront.stop();
  }
  line('\nFigures are printed for the record; the bench never fails on them.');
}

main().catch((error) => {
  console.error(`bench could not complete: ${error.stack ?? error}`);
  process.exitCode = 0;
});
