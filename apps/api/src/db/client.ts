import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgClient } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one query API the services use, whichever PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A service that writes takes the transaction it runs in (or the database when it opens its own). */
export type DbOrTx = Db | Tx;

/** The committed SQL migrations, read from the source tree by the compiled server too. */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** Committed migrations not applied to this database yet (readiness: 0). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

/**
 * An embedded PostgreSQL (PGlite) with the extensions the migrations create (pg_trgm, for the admin
 * search): every PGlite the product, its tools and its tests open comes from here.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
}

/** Any number picked once: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const client =
    options.pglite ??
    (await (async () => {
      if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
      return createPglite({ dataDir: options.dataDir });
    })());
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    pendingMigrations: () => pendingMigrations(db),
    close: async () => {
      if (!options.pglite && !client.closed) await client.close();
    },
  };
}

// int8 (bigint) as a JS number, as PGlite reads it (payments' amounts are bigint, ADR 041), so raw
// statements read the same values on both databases; exact below 2^53. Set on node-postgres's shared
// parsers: drizzle passes them with each query, over any pool's own.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    /* a dropped idle client is replaced on next use */
  });
  const db = drizzlePg({ client: pool as unknown as NodePgClient, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client: client as unknown as NodePgClient, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    pendingMigrations: () => pendingMigrations(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

let committedMigrations: number | undefined;
/** Drizzle records each applied migration in `drizzle.__drizzle_migrations`; the journal lists the committed ones. */
async function pendingMigrations(db: Db): Promise<number> {
  committedMigrations ??= (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return Math.max(0, committedMigrations - Number(result.rows[0]?.n ?? 0));
}

/**
 * A hand-written statement (`sql` with `sql.placeholder(...)` parameters) as a named prepared
 * statement: built once, and planned by PostgreSQL once per connection instead of on every call.
 * Drizzle prepares its query builders (`.prepare(name)`) but not `db.execute`; this asks its session
 * the same way `.prepare` does. For the hottest writes only (issue 14: the cart's upsert was planned
 * in about as long as it ran). `name` must be unique in the application.
 */
export function prepareStatement<Row>(db: DbOrTx, name: string, query: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const { dialect, session } = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    session: PgSession;
  };
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
}
