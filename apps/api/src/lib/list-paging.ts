import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Runs a list's queries (a count and a page, each tens of milliseconds at most) in one transaction
 * without parallel workers: starting them costs more than they save on scans of this size
 * (measured for the admin lists over 100,000 purchases, npm run bench section 5: an unfiltered
 * count of 250,000 payments took 50–100 ms with two workers and 15 ms without).
 */
export function withoutParallelWorkers<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return run(tx);
  });
}

/**
 * The ids of one page of a list shown newest first, and how many there are. A page in the older
 * half is read from the other end (oldest first, then reversed): the last page costs what the
 * first one does, where an OFFSET of the whole list would walk all of it.
 */
export async function pageFromNearerEnd(
  count: () => Promise<number>,
  ids: (order: 'newest' | 'oldest', offset: number, limit: number) => Promise<number[]>,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; count: number }> {
  const total = await count();
  if (offset >= total) return { ids: [], count: total };
  const take = Math.min(limit, total - offset);
  if (offset <= total - offset - take) return { ids: await ids('newest', offset, take), count: total };
  return { ids: (await ids('oldest', total - offset - take, take)).reverse(), count: total };
}
