import type { AdminTransaction } from '@orioni/contracts/admin';

/**
 * What staff read about a subscription's money (issue 25 items 2 and 8). Decision 6: `overdueDays`
 * is null while nothing is due and 0 on the due day, which is overdue and shown as 0, never as "—".
 * The debt is what Pay now would charge today (every owed period), so a cancelling or cancelled
 * item, which owes nothing, shows none.
 */
export const overdueShown = (item: Pick<AdminTransaction, 'overdueDays'>): string | null =>
  item.overdueDays === null ? null : String(item.overdueDays);

export const isOverdue = (item: Pick<AdminTransaction, 'overdueDays'>): boolean => item.overdueDays !== null;

export const debtOf = (item: Pick<AdminTransaction, 'amountDue'>): number => item.amountDue;
