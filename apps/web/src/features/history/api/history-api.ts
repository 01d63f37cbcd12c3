import { answer, api } from '@/lib/api-client';
import { atLeast } from '@/lib/min-loading';

export const fetchPaymentHistory = (offset: number, limit: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-history', { params: { query: { offset, limit } }, signal })));

export const fetchPaymentReceipt = (paymentId: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-receipt', { params: { query: { paymentId } }, signal })));
