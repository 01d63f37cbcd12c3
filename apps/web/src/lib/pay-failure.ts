/**
 * How a refused payment goes on, wherever the customer pays (the cart's pay dialog, the overdue Pay
 * now dialog): add a card (none saved), offer another card (the bank refused the saved one), or
 * show the error (issue 25 item 6).
 */
export type PayFailure = 'needsCard' | 'declined' | 'other';

const DECLINES = new Set(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'PAYMENT_FAILED']);

export function payFailureOf(errorKey: string | undefined): PayFailure {
  if (errorKey === 'CARD_REQUIRED') return 'needsCard';
  if (errorKey && DECLINES.has(errorKey)) return 'declined';
  return 'other';
}
