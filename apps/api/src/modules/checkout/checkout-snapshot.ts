import { createHash } from 'node:crypto';
import { isErrorKey, multiplyTetri, periodMonths, type ErrorKey, type Language } from '@orioni/contracts';
import { AppError } from '../../lib/errors.ts';
import { type CartRow } from '../cart/cart.service.ts';
import { type ChargeResult } from '../payments/gateway.ts';

// What checkout's two services share: the snapshot a payment row keeps, the stored answer, the limits.

/** The purchase limit (ADR 041): one purchase's total, in tetri; a period of any item then fits an integer column. */
export const MAX_AMOUNT = 2_147_483_647;
/**
 * A purchase still PENDING after this is no longer in flight (its request crashed or was cut off):
 * it is reconciled with the bank before the customer's next purchase and by the periodic job.
 */
export const PENDING_IN_FLIGHT_MS = 2 * 60_000;
/**
 * How long a repeated request waits for a first one at work in another process, and how often it
 * looks (one in this process is awaited). After that it asks the bank by the payment's own charge
 * key (issue 25 item 5): a first request cut off by a shutdown never finishes, and the bank answers
 * a repeated key with its first answer without charging twice, so the retry answers within 2 s
 * instead of waiting out a dead request.
 */
export const WAIT_FOR_FIRST_MS = 1_000;
export const WAIT_POLL_MS = 20;

export type StoredResponse =
  { status: 200; body: { data: { paymentId: number } } } | { status: number; errorKey: string; errorMessage: string };

/** A purchase's answer: recorded, or (BOG) the bank's page where the customer pays it. */
export type PurchaseAnswer = { paymentId: number; redirectUrl?: string };

/** What the payment row remembers about the request and the cart it charged. */
export interface CheckoutSnapshot {
  bodyHash: string;
  cartHash: string;
  form: CheckoutForm;
  /** The priced cart as charged: a resumed purchase records exactly this. */
  rows: CartRow[];
  /** The saved card charged; null on a bank page with no card saved yet (BOG). */
  cardId: number | null;
  /** Paid on the bank's page (BOG): the cart line whose item the paid order renews (ADR 022), if any. */
  bankPage?: { renewalParent: string | null };
  /** The purchase claimed the form's personal number for the account (ADR 042); a failure gives it back. */
  claimedIdNumber?: boolean;
}

export type CheckoutForm = { emails: string[]; savePersonalInfo: boolean; idNumber: string } & Record<string, unknown>;

/** Marks a PENDING payment whose charge ended without an answer: a repeat of its key resumes it at once. */
export const UNKNOWN_OUTCOME = 'UNKNOWN_OUTCOME';

export const DECLINES: Record<Exclude<ChargeResult['status'], 'succeeded'>, ErrorKey> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  failed: 'PAYMENT_FAILED',
};

export const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
export const cartHashOf = (rows: Pick<CartRow, 'productKey' | 'quantity'>[]) =>
  hash(rows.map((r) => [r.productKey, r.quantity]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));

export const replay = (response: StoredResponse): { paymentId: number } => {
  if (response.status === 200 && 'body' in response) return response.body.data;
  const failed = response as { status: number; errorKey: string; errorMessage: string };
  throw new AppError(isErrorKey(failed.errorKey) ? failed.errorKey : 'PAYMENT_FAILED', { message: failed.errorMessage });
};

export interface CheckoutUser {
  id: number;
  customerType: 'PHYSICAL' | 'LEGAL';
  /** The bank's page opens in this language (BOG). */
  language?: Language;
}

/** The bank is still deciding (ADR 022): the payment stays PENDING and is settled later, never charged twice. */
export const paymentPending = (message?: string) => new AppError('PAYMENT_PENDING', message ? { message } : undefined);

/**
 * The cart line whose item the bank-page order can renew (ADR 022): BOG repeats the parent order's
 * amount, so only a cart of one subscription line paid at exactly its renewal amount (no
 * first-purchase price, no other line) gives a parent; other items start their renewals with Pay now.
 */
export function renewalParentOf(rows: CartRow[], amount: number): string | null {
  if (rows.length !== 1) return null;
  const row = rows[0]!;
  if (periodMonths(row.period) === null) return null;
  return multiplyTetri(row.price, row.quantity) === amount ? row.productKey : null;
}
