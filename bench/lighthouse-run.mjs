/**
 * Lighthouse mobile runs (performance and accessibility) in Debian's Chromium, with simulated or
 * applied throttling. Each page is run
 * `runs` times, each in a fresh browser (cold cache), and the run with the median performance score
 * is reported, as Lighthouse's own guidance on variability recommends. A page may name a cookie
 * (the signed-in cart): it is set in that browser before the run, and the run keeps it (no storage
 * reset).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function runOnce(page, chromePath, method) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (page.cookie) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.setCookie({ ...page.cookie, url: new URL(page.url).origin });
      await tab.close();
      await browser.disconnect();
    }
    const run = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(page.cookie),
      throttlingMethod: method,
    });
    const lhr = run.lhr;
    // A run Lighthouse could not score (its runtime error, or the first audit that failed) says why.
    const failed =
      lhr.categories.performance.score === null
        ? (lhr.runtimeError?.code ??
          Object.values(lhr.audits).find((audit) => audit.scoreDisplayMode === 'error')?.errorMessage ??
          'no score')
        : null;
    return {
      url: page.url,
      label: page.label ?? new URL(page.url).pathname,
      failed,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint']?.displayValue,
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * pages: URLs, or `{ url, label, cookie: { name, value } }`. method: `simulate` (Lighthouse's default:
 * the page loads at full speed and a model estimates the slow phone and network) or `devtools` (the
 * browser's network and CPU are really slowed while the page loads).
 */
export async function lighthouseScores(
  pages,
  { runs = 3, method = 'simulate', chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {},
) {
  const results = [];
  for (const entry of pages) {
    const page = typeof entry === 'string' ? { url: entry } : entry;
    const all = [];
    const failures = [];
    // A run Lighthouse could not score is run again (at most as many times more), and reported.
    for (let attempt = 0; all.length < runs && attempt < 2 * runs; attempt++) {
      const result = await runOnce(page, chromePath, method);
      if (result.failed) failures.push(result.failed);
      else all.push(result);
    }
    if (all.length === 0) throw new Error(`${page.url}: no run could be scored (${failures.join('; ')})`);
    const sorted = [...all].sort((a, b) => a.performance - b.performance);
    results.push({ ...sorted[Math.floor(sorted.length / 2)], runs: all.map((r) => r.performance), failures });
  }
  return results;
}
