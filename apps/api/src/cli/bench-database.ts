import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { benchServerUrl } from '../../../../bench/servers.mjs';

/**
 * A scratch PostgreSQL database for a bench tool (`BENCH_DATABASE_URL`'s server, ADR 021), migrated, with a
 * client on the server's own database beside it (for its statistics); `drop` closes both and drops it.
 */
export async function scratchBenchDatabase(): Promise<{ database: Database; name: string; admin: pg.Client; drop(): Promise<void> }> {
  const serverUrl = benchServerUrl();
  const name = `orioni_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    database,
    name,
    admin,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** The seed's first staff account (an endpoint's maker in the benches). */
export async function firstAdminId(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(sql`select id from users where role = 'ADMIN' order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(rows[0]!.id);
}
