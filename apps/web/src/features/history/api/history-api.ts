import type { Payment } from '@orioni/contracts/entities';
import type { Page } from '@orioni/contracts/pagination';
import { apiData } from '@/lib/api-client';

/** Spec section 9: loading indicators last at least one second. */
export const MIN_LOADING_MS = 1000;

const atLeast = async <T>(work: Promise<T>, ms = MIN_LOADING_MS): Promise<T> => {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => window.setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
};

export const fetchPaymentHistory = (offset: number, limit: number, signal?: AbortSignal) =>
  atLeast(apiData<Page<Payment>>('user/report/payment-history', { query: { offset, limit }, signal }));

export const fetchPaymentReceipt = (paymentId: number, signal?: AbortSignal) =>
  atLeast(apiData<Payment>('user/report/payment-receipt', { query: { paymentId }, signal }));
