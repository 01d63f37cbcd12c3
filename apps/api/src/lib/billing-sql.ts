import { OVERDUE_STATUS, RENEWING_PERIODS } from '@orioni/contracts/billing-rules';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The billing rules of `@orioni/contracts/billing-rules` as SQL conditions, built from the rules'
 * own parameters (ADR 030): a query filtering on a rule states it through here, never by hand.
 * `billing-sql.test.ts` holds each condition to its TypeScript rule on the edge days. The columns
 * are passed in (a Drizzle column, or `sql\`i.status\`` in a raw query with an alias).
 */
export interface OverdueColumns {
  status: SQLWrapper;
  nextPaymentDate: SQLWrapper;
}

/** Literals, not parameters: the statement's text stays the same for every call (one plan). */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/** `isOverdue(item, today)`: ACTIVE and its next payment day has come (a null date never is). */
export const overdueSql = (c: OverdueColumns, today: string): SQL =>
  sql`(${c.status} = ${literal(OVERDUE_STATUS)} and ${c.nextPaymentDate} <= ${today})`;

/** `!isOverdue(item, today)`, null-safe: an item with no next payment date (on-premise) is kept. */
export const notOverdueSql = (c: OverdueColumns, today: string): SQL =>
  sql`not (${c.status} = ${literal(OVERDUE_STATUS)} and coalesce(${c.nextPaymentDate} <= ${today}, false))`;

/** `isOwing(item, today)`: overdue, of a period that renews. */
export const owingSql = (c: OverdueColumns & { period: SQLWrapper }, today: string): SQL =>
  sql`(${c.status} = ${literal(OVERDUE_STATUS)} and ${c.period} in (${sql.raw(RENEWING_PERIODS.map((p) => `'${p}'`).join(', '))}) and ${c.nextPaymentDate} <= ${today})`;
