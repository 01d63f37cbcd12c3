import { PAGE_SIZES } from '@orioni/contracts/spec-constants';

/** Payments per page of the history: 10, or 3 on mobile (spec section 9). */
export const historyPageSize = (mobile: boolean): number => (mobile ? PAGE_SIZES.historyMobile : PAGE_SIZES.history);
