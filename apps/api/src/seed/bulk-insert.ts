import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Set-based writes for seeding many rows, the same on PGlite and on a PostgreSQL server: each
 * statement carries a few thousand rows as one JSON parameter, expanded by the server with
 * `json_populate_recordset` into the table's own row type (so every value gets its column's type).
 * One parameter per statement, whatever the row count: no parameter limit, little client work.
 */

/** Rows per statement. */
const CHUNK = 4000;

async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Reserves `count` ids of a table's serial `id` column (its sequence), in order. */
export async function reserveIds(db: DbOrTx, table: PgTable, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await rowsOf<{ id: number | string }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  return rows.map((r) => Number(r.id));
}

/** The row as JSON with the database's column names (Dates become ISO strings through JSON). */
function toColumns(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    if (value !== undefined) out[column.name] = value;
  }
  return out;
}

/**
 * Inserts `rows` in statements of a few thousand. The statement sets every column any row sets: a
 * column no row sets takes its default, one that only some rows set is null in the others (not
 * its default). `onConflictDoNothing` names the unique columns whose clash skips a row; with
 * `returnIds` the ids of the rows actually inserted are returned (the table must have an `id`).
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  options: { onConflictDoNothing?: string[]; returnIds?: boolean } = {},
): Promise<number[]> {
  if (rows.length === 0) return [];
  const converted = rows.map((r) => toColumns(table, r as Record<string, unknown>));
  const names = [...new Set(converted.flatMap((r) => Object.keys(r)))];
  const columnList = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const conflict = options.onConflictDoNothing
    ? sql.raw(` on conflict (${options.onConflictDoNothing.map((n) => `"${n}"`).join(', ')}) do nothing`)
    : sql``;
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const json = JSON.stringify(converted.slice(start, start + CHUNK));
    const inserted = await rowsOf<{ id: number | string }>(
      db,
      sql`insert into ${table} (${columnList})
          select ${columnList} from json_populate_recordset(null::${table}, ${json}::json)${conflict}${options.returnIds ? sql` returning id` : sql``}`,
    );
    for (const r of inserted) ids.push(Number(r.id));
  }
  return ids;
}
