import { sql, type SQL } from 'drizzle-orm';
import { cards } from '../../db/schema/payments.ts';

/**
 * The payments module's answer for other modules (ADR 028): the mask of the customer's saved card,
 * as an SQL expression over a column holding the user id (checkout keeps it on a payment when the
 * payment succeeds).
 */
export const savedCardMaskOf = (userId: SQL) =>
  sql`(select ${cards.mask} from ${cards} where ${cards.userId} = ${userId} order by ${cards.id} desc limit 1)`;
