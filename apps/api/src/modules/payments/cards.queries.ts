import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardDeletionsOf } from './cards.repository.ts';
import { cards } from '../../db/schema/payments.ts';

/**
 * The payments module's answer for other modules (ADR 028): the mask of the customer's saved card,
 * as an SQL expression over a column holding the user id (checkout keeps it on a payment when the
 * payment succeeds).
 */
export const savedCardMaskOf = (userId: SQL) =>
  sql`(select ${cards.mask} from ${cards} where ${cards.userId} = ${userId} order by ${cards.id} desc limit 1)`;

/** Card removals not yet confirmed by the bank (`card_deletions`) on a gateway: what the reconciliation still owes. */
export async function pendingCardRemovals(db: DbOrTx, gateway: string): Promise<{ cardId: number; tries: number; error: string }[]> {
  return (await cardDeletionsOf(db, gateway)).map((f) => ({ cardId: f.cardId, tries: f.tries, error: f.lastError ?? '' }));
}
