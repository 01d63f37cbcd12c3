import { toApiDate } from '@orioni/contracts';
import { isOwing } from '@orioni/contracts/billing-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventLog } from '../events/events.service.ts';
// The ledger owns payments and their lines (ADR 044): the pass writes them through its statements.
import { findItem, findItemOfUser, setCanceling, setReactivated } from './subscriptions.repository.ts';

/** The customer's cancel and its undo (issue 11, issue 28 item 3); staff act through the same two. */
export class ItemLifecycleService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** What the lifecycle records (items cancelled, ended, written off...): the mails react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
    },
  ) {}

  /** ACTIVE → CANCELING: never charged again; CANCELED when the paid period ends. */
  async cancel(userId: number, purchasedItemId: number): Promise<{ purchasedItemId: number; status: 'CANCELING'; endDate: string | null }> {
    const { db, clock } = this.deps;
    const item = await findItemOfUser(db, userId, purchasedItemId);
    if (!item) throw notFound();
    if (item.period === 'PREMISE') throw new AppError('NOT_CANCELABLE');
    const cancelled = await db.transaction(async (tx) => {
      // Decision 28: a debt is paid before a cancel (the item is locked first, as everywhere).
      const locked = await findItemOfUser(tx, userId, purchasedItemId, true);
      if (locked && isOwing(locked, toApiDate(clock.now()))) throw new AppError('CANCEL_OVERDUE');
      const updated = await setCanceling(tx, userId, purchasedItemId, clock.now());
      if (!updated) throw new AppError('ALREADY_CANCELED');
      await this.deps.events.record(tx, [
        {
          type: 'item.cancelled',
          userId,
          purchasedItemIds: [purchasedItemId],
          data: { productKey: updated.productKey, endDate: updated.nextPaymentDate },
        },
      ]);
      return { purchasedItemId, status: 'CANCELING' as const, endDate: updated.nextPaymentDate };
    });
    await this.deps.events.flush();
    return cancelled;
  }

  /**
   * CANCELING → ACTIVE while the paid period runs (the customer's undo and the staff reactivate,
   * issue 28 items 2 and 3): the item renews on its next payment date as before. `userId` null: staff.
   */
  async reactivate(
    userId: number | null,
    purchasedItemId: number,
  ): Promise<{ purchasedItemId: number; status: 'ACTIVE'; nextPaymentDate: string | null }> {
    const { db, clock } = this.deps;
    const today = toApiDate(clock.now());
    const reactivated = await db.transaction(async (tx) => {
      const item = userId === null ? await findItem(tx, purchasedItemId, true) : await findItemOfUser(tx, userId, purchasedItemId, true);
      if (!item) throw notFound();
      if (item.status !== 'CANCELING') throw new AppError('NOT_CANCELING');
      const updated = await setReactivated(tx, purchasedItemId, today);
      if (!updated) throw new AppError('CANCEL_PERIOD_ENDED');
      await this.deps.events.record(tx, [
        { type: 'item.reactivated', userId: item.userId, purchasedItemIds: [purchasedItemId], data: { productKey: item.productKey } },
      ]);
      return { purchasedItemId, status: 'ACTIVE' as const, nextPaymentDate: updated.nextPaymentDate };
    });
    await this.deps.events.flush();
    return reactivated;
  }
}
