import { TIMINGS_MS } from '@orioni/contracts/spec-constants';

/** Spec section 9: a loading indicator lasts at least `TIMINGS_MS.minLoading`; the work's error passes through. */
export async function atLeast<T>(work: Promise<T>, ms: number = TIMINGS_MS.minLoading): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => window.setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
