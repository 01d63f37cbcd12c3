import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The fake Revenue Service (issue 41) the app sends its tax invoices to, on a port of its own. */
const RSGE_PORT = PORT + 50;
const RSGE = `http://127.0.0.1:${RSGE_PORT}`;
/** The fake's service user (apps/api/src/test/fake-rsge: FAKE_RSGE_SELLER), given to both processes. */
const RSGE_USER = 'orioni:206322102';
const RSGE_PASSWORD = 'e2e-fake-rsge-service-password';
const repo = path.resolve(import.meta.dirname, '..');

/** Journeys against the built app on its own port and database, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(repo, '.test-results/playwright'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: 'ka-GE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx apps/api/src/test/fake-rsge/start-fake-rsge.ts',
      cwd: repo,
      url: `${RSGE}/ntosservice/ntosservice.asmx?WSDL`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(RSGE_PORT), RSGE_SERVICE_USER: RSGE_USER, RSGE_SERVICE_PASSWORD: RSGE_PASSWORD },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: repo,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(repo, 'data/e2e'),
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // The billing journey ages a subscription through /api/dev/billing/run (never in production).
        DEV_TOOLS: 'true',
        BILLING_INTERVAL_MS: '0',
        // Issue 41: a VAT payer whose company customers' tax invoices go to the fake RS.ge, sent within a second.
        SELLER_VAT_PAYER: 'true',
        RSGE_SERVICE_USER: RSGE_USER,
        RSGE_SERVICE_PASSWORD: RSGE_PASSWORD,
        RSGE_INVOICE_URL: `${RSGE}/ntosservice/ntosservice.asmx`,
        RSGE_WAYBILL_URL: `${RSGE}/WayBillService/WayBillService.asmx`,
        RSGE_INTERVAL_MS: '1000',
      },
    },
  ],
});
