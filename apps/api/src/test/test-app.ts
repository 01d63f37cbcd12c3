import { buildApp } from '../app.ts';
import type { App, AppDeps } from '../app-types.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { freshTestDatabase } from './test-database.ts';

/**
 * What `NODE_ENV=production` requires (config.ts refuses to start without it), for tests that build
 * the app as production runs it: a mail server that is never reached, a sandbox secret, no renewals,
 * no log lines in the test output.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SANDBOX_GATEWAY_SECRET: 'test-production-secret-of-32-characters',
  ACCOUNTS_SECRET: 'test-production-accounts-secret-of-32-characters',
  BILLING_INTERVAL_MS: '0',
  LOG_LEVEL: 'silent',
};

/** The seller registered for VAT at Georgia's 18% (issue 41): `createTestApp({ env: VAT_PAYER_ENV })`; tests run as a non-payer otherwise. */
export const VAT_PAYER_ENV: Readonly<Record<string, string>> = { SELLER_VAT_PAYER: 'true', SELLER_VAT_RATE: '18' };

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The app on a fresh database with a clock that only moves when told to. `seed: true` loads the
 * catalogue, content and demo accounts first.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    config?: Partial<AppConfig>;
    clock?: ManualClock;
    /** Extra routes (test probes) added before the app is ready. */
    beforeReady?: (app: App, deps: AppDeps) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-in-api-tests', ...options.env }, options.config);
  const database = await freshTestDatabase();
  if (options.seed) await runSeed(database.db, config);
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp({ config, database, clock });
  await options.beforeReady?.(app, { config, database, clock, lifecycle: app.lifecycle });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
