import type { DbOrTx } from '../../db/client.ts';
import { demoRequests } from '../../db/schema/demo.ts';

export async function insertDemoRequest(db: DbOrTx, values: typeof demoRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id });
  return row!.id;
}
