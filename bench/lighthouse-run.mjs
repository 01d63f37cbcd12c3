/** A Lighthouse mobile run (performance and accessibility) in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseScores(urls, chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  try {
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = run.lhr;
      results.push({
        url,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.displayValue,
        tbt: lhr.audits['total-blocking-time']?.displayValue,
        cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
