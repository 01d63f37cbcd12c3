import { TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { answer, api } from '@/lib/api-client';

/** Spec section 9: loading indicators last at least `TIMINGS_MS.minLoading`. */
const atLeast = async <T>(work: Promise<T>, ms = TIMINGS_MS.minLoading): Promise<T> => {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => window.setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
};

export const fetchPaymentHistory = (offset: number, limit: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-history', { params: { query: { offset, limit } }, signal })));

export const fetchPaymentReceipt = (paymentId: number, signal?: AbortSignal) =>
  atLeast(answer(api.GET('/api/user/report/payment-receipt', { params: { query: { paymentId } }, signal })));
