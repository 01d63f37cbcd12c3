import { addMonths, periodMonths } from '@orioni/contracts';
import { periodNumberOf, periodStart } from '@orioni/contracts/billing-rules';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lockItemOfUser, moveItemDates, shiftItemHistory } from '../subscriptions/items.writes.ts';

/** How far past its paid periods the backdate looks for a recorded period's number. */
const MAX_PERIOD_SEARCH = 240;

/**
 * Development tools over billing (DEV_TOOLS=true, refused in production; issue 40 item 3 moved it out of
 * the subscriptions service): browser journeys age a subscription so a renewal comes due.
 */
export class DevBillingService {
  constructor(private readonly db: Db) {}

  /**
   * Ages a subscription by whole periods. Its whole history moves with it: period n still starts on
   * anchor + n periods, and the periods already tried or paid (renewal attempts, payment lines) keep
   * their numbers on the earlier calendar, so no paid period is reopened and the aged item stays
   * payable (issue 25 item 9).
   */
  async backdate(userId: number, purchasedItemId: number, periods: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const item = await lockItemOfUser(tx, userId, purchasedItemId, true);
      const months = item ? periodMonths(item.period) : null;
      if (!item || months === null || !item.anchorDate || !item.nextPaymentDate) throw notFound();
      const from = item.anchorDate;
      const to = periodStart(from, months, -periods);
      await shiftItemHistory(tx, purchasedItemId, (start) => {
        const n = periodNumberOf(from, months, start, item.paidPeriods + MAX_PERIOD_SEARCH);
        // A start that is none of its periods' (never written by the shop) moves by as many months.
        return n === null ? addMonths(start, -months * periods) : periodStart(to, months, n);
      });
      await moveItemDates(tx, purchasedItemId, {
        anchorDate: to,
        nextPaymentDate: periodStart(to, months, item.paidPeriods),
      });
    });
  }
}
