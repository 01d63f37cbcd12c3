import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPglite, MIGRATIONS_DIR, openDatabase, type Database } from '../db/client.ts';
import { REPO_ROOT } from '../config.ts';

/**
 * Fresh databases for API tests, cheaply:
 * - PGlite (default): one migrated snapshot made once per migrations version, one PGlite per test
 *   worker restored from it, and every test file starts from empty tables (truncate).
 * - PostgreSQL (`TEST_DATABASE_URL`): a migrated template database, and one database per test file
 *   created from it.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/orioni-test');

export function migrationsVersion(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export const snapshotPath = () => path.join(CACHE_DIR, `pglite-${migrationsVersion()}.tar`);
const templateName = () => `orioni_test_tpl_${migrationsVersion()}`;

/** Runs once before all test files (vitest globalSetup). */
export async function prepareTestDatabases(): Promise<void> {
  if (TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const name = templateName();
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_build_${randomBytes(3).toString('hex')}`;
        await admin.query(`create database "${building}"`);
        const database = await openDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, building) });
        await database.migrate();
        await database.close();
        await admin.query(`alter database "${building}" rename to "${name}"`).catch(async () => {
          await admin.query(`drop database if exists "${building}"`);
        });
      }
      // Databases left by an interrupted run.
      const stale = await admin.query(
        "select datname from pg_database where datname like 'orioni_test_f_%' and datname not in (select datname from pg_stat_activity where datname is not null)",
      );
      for (const row of stale.rows as { datname: string }[]) await admin.query(`drop database if exists "${row.datname}"`);
    } finally {
      await admin.end();
    }
    return;
  }
  const file = snapshotPath();
  if (fs.existsSync(file)) return;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  await client.close();
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

let workerPglite: Promise<PGlite> | undefined;

async function pgliteForWorker(): Promise<PGlite> {
  workerPglite ??= (async () => {
    const file = snapshotPath();
    if (!fs.existsSync(file)) await prepareTestDatabases();
    const blob = new Blob([fs.readFileSync(file)]);
    return createPglite({ loadDataDir: blob });
  })();
  return workerPglite;
}

/** A migrated database with empty tables for one test file. `close` drops or releases it. */
export async function freshTestDatabase(): Promise<Database & { url?: string }> {
  if (TEST_DATABASE_URL) {
    const name = `orioni_test_f_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateName()}"`);
    await admin.end();
    const url = withDatabase(TEST_DATABASE_URL, name);
    const database = await openDatabase({ databaseUrl: url });
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
        await dropper.end();
      },
    };
  }
  const client = await pgliteForWorker();
  const tables = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
  if (tables.rows.length > 0) {
    await client.exec(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`);
  }
  return openDatabase({ pglite: client });
}
