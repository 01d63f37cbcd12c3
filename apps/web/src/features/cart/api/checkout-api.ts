import type { Payment } from '@orioni/contracts/entities';
import type { PurchaseBody } from '@orioni/contracts/cart';
import { answer, api } from '@/lib/api-client';

/** Charges the saved card for the cart; the same key on a retry never charges twice. */
export const purchase = (body: PurchaseBody, idempotencyKey: string) =>
  answer(api.PUT('/api/product/purchase', { body, params: { header: { 'idempotency-key': idempotencyKey } } }));

export type { Payment };

/** Whether buying this price now is the signed-in customer's first purchase of its product. */
export const fetchFirstPurchase = (productKey: string, signal?: AbortSignal) =>
  answer(api.GET('/api/product/purchase/first-purchase', { params: { query: { productKey } }, signal }));
