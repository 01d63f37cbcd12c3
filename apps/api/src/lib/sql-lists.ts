import { sql, type SQL } from 'drizzle-orm';

/**
 * Lists sent as one parameter (ADR 036, issue 40's bench): a 500-row `VALUES` list or `IN (…)` list is
 * 500–2,000 bound parameters that Drizzle builds chunk by chunk (its `is()` checks and query merging were
 * the renewal pass's largest CPU cost after the mails), while one JSON or array parameter costs a
 * `JSON.stringify`. Both forms run alike on PostgreSQL and PGlite.
 */

/** `jsonb_array_elements($1::jsonb)`: a set of rows `r`, each a JSON array read with `r->>0`, `r->>1`… */
export function jsonRows(rows: readonly (readonly unknown[])[]): SQL {
  return sql`jsonb_array_elements(${JSON.stringify(rows)}::jsonb)`;
}

/** `any($1::int[])`: `column = ${anyInt(ids)}` matches any of the integer ids, one parameter. */
export function anyInt(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an integer id: ${id}`);
  return sql`any(${`{${ids.join(',')}}`}::int[])`;
}
