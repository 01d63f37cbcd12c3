import { answer, api } from '@/lib/api-client';
import { atLeast } from '@/lib/min-loading';

/** Query keys of the history's answers (their names follow the language on screen: the app refreshes them on a switch). */
export const PAYMENT_HISTORY_QUERY_KEY = ['payment-history'] as const;
export const PAYMENT_RECEIPT_QUERY_KEY = ['payment-receipt'] as const;

export const fetchPaymentHistory = (offset: number, limit: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-history', { params: { query: { offset, limit } }, signal })));

export const fetchPaymentReceipt = (paymentId: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-receipt', { params: { query: { paymentId } }, signal })));
