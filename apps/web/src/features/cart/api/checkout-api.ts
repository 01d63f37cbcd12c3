import type { Payment, SavedCard } from '@orioni/contracts/entities';
import type { PurchaseBody } from '@orioni/contracts/cart';
import { apiData } from '@/lib/api-client';

export const CARD_QUERY_KEY = ['card'] as const;

export const fetchCard = (signal?: AbortSignal) => apiData<SavedCard | null>('payment/card', { signal });

/** Starts saving a card: the answer is the bank page the browser goes to. */
export const startCardOrder = (successRedirectUrl: string, errorRedirectUrl: string) =>
  apiData<{ redirectUrl: string }>('payment/card', { method: 'POST', query: { successRedirectUrl, errorRedirectUrl } });

/** Charges the saved card for the cart; the same key on a retry never charges twice. */
export const purchase = (body: PurchaseBody, idempotencyKey: string) =>
  apiData<{ paymentId: number }>('product/purchase', { method: 'PUT', body, headers: { 'Idempotency-Key': idempotencyKey } });

export type { Payment };
