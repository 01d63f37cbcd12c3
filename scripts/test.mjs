// `npm test`: unit and API suites (Vitest), then the browser journeys (Playwright in Debian's
// Chromium) against the built app. Ends with one line "N passed, N failed, N skipped".
// Without Chromium the browser suite is skipped, and the output says so.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(repo, '.test-results');
fs.mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const e2eOnly = args.includes('--e2e-only');
const unitOnly = args.includes('--unit-only');
/**
 * `E2E_SET=smoke`: only the journeys listed in e2e/smoke-set.json (each flow that reads or writes the
 * database once). CI runs the whole browser suite on PostgreSQL and this set on PGlite (issue 26 item 17).
 */
const smoke = process.env.E2E_SET === 'smoke' ? JSON.parse(fs.readFileSync(path.join(repo, 'e2e/smoke-set.json'), 'utf8')) : null;
const e2eFiles = smoke ? smoke.files : [];
/** The smoke set leaves out the journeys its `skip` pattern names (their phone-width twins: the same reads and writes). */
const e2eFilter = smoke?.skip ? ['--grep-invert', smoke.skip] : [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;
/** The names of the tests that failed, printed again just above the last line (CI shows the tail of the output). */
const failedNames = [];

const run = (cmd, cmdArgs, options = {}) =>
  spawnSync(cmd, cmdArgs, { cwd: repo, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });

if (!e2eOnly) {
  const report = path.join(out, 'vitest.json');
  fs.rmSync(report, { force: true });
  const r = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults) {
      const failures = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failures) failedNames.push(`${path.relative(repo, file.name)} › ${test.fullName}`);
      if (!failures.length && file.status === 'failed')
        failedNames.push(`${path.relative(repo, file.name)}: ${file.message?.split('\n')[0] ?? 'failed'}`);
    }
  }
  if (r.status !== 0) failedRun = true;
}

const chromium = process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
if (!unitOnly) {
  if (!chromium) {
    console.log('\nChromium not found (apt-get install chromium): skipping the browser suite.');
  } else {
    buildWebIfStale();
    const env = { CHROMIUM_PATH: chromium, E2E_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'orioni-e2e-')) };
    let dropDatabase;
    if (process.env.TEST_DATABASE_URL) {
      const name = `orioni_e2e_${randomBytes(4).toString('hex')}`;
      const url = new URL(process.env.TEST_DATABASE_URL);
      const psql = (sql) =>
        run(
          'node',
          [
            '-e',
            `const pg=require('pg');const c=new pg.Client(${JSON.stringify(process.env.TEST_DATABASE_URL)});c.connect().then(()=>c.query(${JSON.stringify(sql)})).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`,
          ],
          { cwd: path.join(repo, 'apps/api') },
        );
      psql(`create database "${name}"`);
      url.pathname = `/${name}`;
      env.E2E_DATABASE_URL = url.toString();
      dropDatabase = () => psql(`drop database if exists "${name}" with (force)`);
    }
    const report = path.join(out, 'playwright.json');
    fs.rmSync(report, { force: true });
    const r = run(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        ...e2eFiles,
        ...e2eFilter,
        ...args.filter((a) => !a.startsWith('--e2e') && !a.startsWith('--unit')),
      ],
      {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    dropDatabase?.();
    fs.rmSync(env.E2E_DATA_DIR, { recursive: true, force: true });
    if (fs.existsSync(report)) {
      const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
      totals.passed += stats.expected + (stats.flaky ?? 0);
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status === 'unexpected')
              failedNames.push(`e2e/${spec.file}:${spec.line} › ${test.projectName ? `[${test.projectName}] ` : ''}${spec.title}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of suites ?? []) walk(suite);
    } else if (r.status !== 0) {
      totals.failed += 1;
    }
    if (r.status !== 0) failedRun = true;
  }
}

if (failedNames.length) console.log(`\nFailed:\n${failedNames.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 ? 1 : 0);
