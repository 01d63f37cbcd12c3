import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

/**
 * One API instance's share of the numbering test (`numbering-processes.test.ts`), as a process of
 * its own: opens `DATABASE_URL` with its own pool and makes every PENDING payment id in `IDS`
 * (comma-separated) succeed, each in a transaction of its own, in the order given, `PARALLEL` at a
 * time (a payment the other process already made succeed is left as it is). A payment id in
 * `ROLLBACK` is made to succeed in a transaction that then rolls back. The documents are numbered by
 * the database as each transaction commits (migration 0022). Exits 0 when all are done.
 */
const list = (text: string | undefined) => (text ?? '').split(',').filter(Boolean).map(Number);
const ids = list(process.env.IDS);
const rollback = new Set(list(process.env.ROLLBACK));
const parallel = Number(process.env.PARALLEL ?? 8);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
class RolledBack extends Error {}
try {
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const paymentId = id;
        await database.db
          .transaction(async (tx) => {
            await tx.execute(sql`update payments set status = 'SUCCEEDED' where id = ${paymentId} and status = 'PENDING'`);
            if (rollback.has(paymentId)) throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      }
    }),
  );
} finally {
  await database.close();
}
