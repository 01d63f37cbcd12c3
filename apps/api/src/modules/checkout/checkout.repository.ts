import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Namespace of the per-customer advisory lock taken by purchases. */
const PURCHASE_LOCK = 727_002;

/** Serialises the purchases of one customer for the rest of the transaction. */
export async function lockCustomerPurchases(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${userId})`);
}
