import type { DbOrTx } from '../../db/client.ts';
import { purchasedItems } from '../../db/schema/subscriptions.ts';

/**
 * The one write of the purchased items another module asks for (ADR 044): a paid purchase opens its
 * items, in checkout's transaction. Everything after (renewals, Pay now, cancel, reactivate, the end of
 * a cancelled period, write-offs) is the subscriptions module's own.
 */
export async function openPurchasedItem(tx: DbOrTx, values: typeof purchasedItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(purchasedItems).values(values).returning({ id: purchasedItems.id });
  return row!.id;
}

/*
 * The development backdate's statements (modules/dev, development routes only): the item locked, its
 * recorded periods (renewal attempts and, through the ledger, payment lines) and its dates moved.
 */
export { findItemOfUser as lockItemOfUser, moveItemDates, shiftItemHistory } from './subscriptions.repository.ts';
