import type { RefundableLine } from '@orioni/contracts/staff-billing';
import { lariToTetri } from '@orioni/contracts/money';

/**
 * Tetri from what staff typed in lari, in either convention (decision 31): "89", "44.50", "44,5",
 * "1 850,00" (a space or no-break space between thousands), "1,850.00" (when both signs are there,
 * the last one is the decimal sign); 0 for nothing typed, null when it is not an amount.
 */
export function tetriOf(typed: string): number | null {
  let clean = typed.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (clean === '') return 0;
  const decimal = Math.max(clean.lastIndexOf(','), clean.lastIndexOf('.'));
  if (decimal >= 0 && clean.includes(',') && clean.includes('.')) {
    clean = `${clean.slice(0, decimal).replace(/[.,]/g, '')}.${clean.slice(decimal + 1)}`;
  }
  clean = clean.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return lariToTetri(Number(clean));
}

export interface RefundAmounts {
  lines: { line: RefundableLine; tetri: number | null }[];
  /** Some line holds what is not an amount, or more than is left on it: nothing can be refunded. */
  invalid: boolean;
  /**
   * The total that confirming would give back, or null while it would be refused (issue 39 item 26:
   * the summary said 3,000.00 ₾ would be returned while the field was red for exceeding the 2,400.00 ₾
   * left): the dialog states an amount only when it is the one the refund would take.
   */
  refundable: number | null;
}

/** What staff typed on each line still open, checked against what is left on it. */
export function refundAmounts(lines: readonly RefundableLine[], typed: Readonly<Record<number, string>>): RefundAmounts {
  const open = lines.filter((l) => l.left > 0).map((line) => ({ line, tetri: tetriOf(typed[line.paymentLineId] ?? '') }));
  const invalid = open.some((a) => a.tetri === null || a.tetri > a.line.left);
  const total = open.reduce((sum, a) => sum + (a.tetri ?? 0), 0);
  return { lines: open, invalid, refundable: invalid || total <= 0 ? null : total };
}
