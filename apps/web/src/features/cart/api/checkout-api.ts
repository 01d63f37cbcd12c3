import type { Payment } from '@orioni/contracts/entities';
import type { PurchaseBody } from '@orioni/contracts/cart';
import { answer, api } from '@/lib/api-client';

export const CARD_QUERY_KEY = ['card'] as const;

export const fetchCard = (signal?: AbortSignal) => answer(api.GET('/api/payment/card', { signal }));

/** Starts saving a card: the answer is the bank page the browser goes to. */
export const startCardOrder = (successRedirectUrl: string, errorRedirectUrl: string) =>
  answer(api.POST('/api/payment/card', { params: { query: { successRedirectUrl, errorRedirectUrl } } }));

/** Charges the saved card for the cart; the same key on a retry never charges twice. */
export const purchase = (body: PurchaseBody, idempotencyKey: string) =>
  answer(api.PUT('/api/product/purchase', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));

export type { Payment };
