import { isErrorKey, toApiDate } from '@orioni/contracts';
import { isOwing, owedPeriods } from '@orioni/contracts/billing-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
// The ledger owns payments and their lines (ADR 044): the pass writes them through its statements.
import {
  claimForRepay,
  createPendingPayments,
  findAttempt,
  findItem,
  insertWriteOff,
  skipPeriod,
  writeOffByKey,
} from './subscriptions.repository.ts';
import { paymentByKey } from '../ledger/ledger.queries.ts';
import { type RenewalEngine, stateOf, type ItemState } from './renewal-engine.ts';
import type { ItemLifecycleService } from './lifecycle.service.ts';

/** What a staff Retry now did: `fresh` false when its key answered an earlier retry (nothing charged now, nothing to audit). */
export interface StaffRetryOutcome {
  fresh: boolean;
  paymentId: number;
  amount: number;
  /** The item as locked before the claim, and as left after the bank's answer (fresh retries only). */
  before: ItemState | null;
  after: ItemState | null;
  /** The bank refused or did not answer: the error to answer with, after the audit. */
  refused?: AppError;
}

/** Staff billing actions on an item (issue 28 item 2, ADR 032): Retry now, write off, cancel or reactivate for the customer. */
export class StaffBillingService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** What the lifecycle records (items cancelled, ended, written off...): the mails react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
      cards: Pick<CardService, 'chargeableCard'>;
      /** The claim-charge-record engine every charge of an owed period goes through. */
      engine: RenewalEngine;
      lifecycle: Pick<ItemLifecycleService, 'cancel' | 'reactivate'>;
    },
  ) {}

  /** Where an item stands (what the audit log keeps before and after a staff action). */
  itemState(purchasedItemId: number): Promise<ItemState> {
    return this.deps.engine.itemState(purchasedItemId);
  }

  /** Staff reactivate for the customer: exactly the customer's own undo (issue 28 item 2). */
  reactivateForCustomer(purchasedItemId: number) {
    return this.deps.lifecycle.reactivate(null, purchasedItemId);
  }

  /** Staff cancel for the customer: exactly the customer's own cancel (issue 28 item 2). */
  async cancelForCustomer(purchasedItemId: number) {
    const item = await findItem(this.deps.db, purchasedItemId);
    if (!item) throw notFound();
    return this.deps.lifecycle.cancel(item.userId, purchasedItemId);
  }

  /**
   * Staff "Retry now" of an overdue renewal (issue 28 item 2): the renewal engine's own claim, charge
   * and record, now instead of on the 1/3/7-day schedule. The item's due period is claimed under its
   * lock (a FAILED attempt gets one more try), so parallel clicks make one payment and one charge; the
   * losers are answered REPAY_IN_PROGRESS. One period: the one the schedule would try.
   *
   * One effect per confirmation (issue 39 item 14): the console makes one `idempotencyKey` per opening
   * of the dialog and the payment is stored under `staff-retry:<key>`, found under the item's lock, so
   * a repeated click answers the first retry (`fresh: false`) instead of charging the next owed period.
   * `before` is the item as locked (issue 39 item 15); a refusal by the bank is returned as `refused`
   * with both states, so the caller audits the failed payment before answering the error.
   */
  async retryNow(purchasedItemId: number, idempotencyKey: string): Promise<StaffRetryOutcome> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const today = toApiDate(now);
    const key = `staff-retry:${idempotencyKey}`;
    const item = await findItem(db, purchasedItemId);
    if (!item) throw notFound();
    const seen = await paymentByKey(db, item.userId, key);
    if (seen) return this.retriedBefore(seen);
    if (!isOwing(item, today)) throw await this.deps.engine.notOwing(db, purchasedItemId, now);
    if (!(await this.deps.cards.chargeableCard(item.userId))) throw new AppError('CARD_REQUIRED');
    const claim = await db.transaction(async (tx) => {
      const locked = await findItem(tx, purchasedItemId, true);
      // A click of the same dialog that waited for the lock: the first one's payment answers it.
      const earlier = locked ? await paymentByKey(tx, locked.userId, key) : null;
      if (earlier) return { earlier };
      if (!locked?.nextPaymentDate || !isOwing(locked, today)) throw await this.deps.engine.notOwing(tx, purchasedItemId, now);
      const claimed = await claimForRepay(tx, locked, [locked.nextPaymentDate], now);
      if ('busy' in claimed) throw this.deps.engine.inProgress(claimed.busy);
      const [payment] = await createPendingPayments(tx, 'RENEWAL', claimed.periods, now, this.deps.engine.paymentTerms, key);
      return { payment: payment!, before: stateOf(locked, today) };
    });
    if ('earlier' in claim && claim.earlier) return this.retriedBefore(claim.earlier);
    if (!('payment' in claim)) throw new AppError('NOT_OVERDUE');
    const { payment, before } = claim;
    const [outcome] = await this.deps.engine.charge([{ id: payment.paymentId, userId: item.userId }]);
    const recorded = await this.deps.engine.record([outcome!], now);
    const after = await this.deps.engine.itemState(purchasedItemId);
    const done = { fresh: true, paymentId: payment.paymentId, amount: payment.amount, before, after };
    if (recorded.charged > 0) return done;
    if (outcome?.pending) return { ...done, refused: new AppError('PAYMENT_PENDING') };
    if (recorded.unknown > 0)
      return { ...done, refused: new AppError('SERVICE_UNAVAILABLE', { message: 'The bank did not answer. Please try again' }) };
    return { ...done, refused: new AppError(recorded.failureKey ?? 'PAYMENT_FAILED') };
  }

  /** The answer to a retry asked again under its key: the first one's payment, never a second charge. */
  private retriedBefore(payment: { id: number; status: string; amount: number; failureKey: string | null }): StaffRetryOutcome {
    if (payment.status === 'PENDING') throw this.deps.engine.inProgress(payment.id);
    const answer = { fresh: false, paymentId: payment.id, amount: payment.amount, before: null, after: null };
    if (payment.status === 'SUCCEEDED') return answer;
    return { ...answer, refused: new AppError(isErrorKey(payment.failureKey) ? payment.failureKey : 'PAYMENT_FAILED') };
  }

  /**
   * Staff write off the oldest overdue period (issue 28 item 2, ADR 032): the customer owes nothing
   * for it, the item moves to its next period without a payment, and a `write_offs` row records it.
   * A period whose charge is in flight is not written off (REPAY_IN_PROGRESS).
   *
   * One effect per confirmation (issue 39 item 14): the row keeps the dialog's `idempotencyKey`
   * (unique), read under the item's lock, so a repeated click answers the first write-off
   * (`fresh: false`) instead of forgiving the next period. `before` and `after` are the item as
   * locked and as left (issue 39 item 15), so parallel write-offs each audit their own.
   */
  async writeOff(
    actorUserId: number,
    purchasedItemId: number,
    idempotencyKey: string,
  ): Promise<{
    fresh: boolean;
    periodStart: string;
    amount: number;
    nextPaymentDate: string | null;
    before: ItemState | null;
    after: ItemState | null;
  }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const today = toApiDate(now);
    return db.transaction(async (tx) => {
      const locked = await findItem(tx, purchasedItemId, true);
      if (!locked) throw notFound();
      const earlier = await writeOffByKey(tx, idempotencyKey);
      if (earlier) {
        if (earlier.purchasedItemId !== purchasedItemId) throw new AppError('IDEMPOTENCY_CONFLICT');
        return {
          fresh: false,
          periodStart: earlier.periodStart,
          amount: earlier.amount,
          nextPaymentDate: locked.nextPaymentDate,
          before: null,
          after: null,
        };
      }
      const period = owedPeriods(locked, today)[0];
      if (!period || !locked.nextPaymentDate) throw new AppError('NOT_OVERDUE');
      const attempt = await findAttempt(tx, purchasedItemId, period.periodStart, true);
      if (attempt?.status === 'PENDING') throw this.deps.engine.inProgress(attempt.paymentId);
      const moved = await skipPeriod(tx, { itemId: purchasedItemId, from: locked.nextPaymentDate, to: period.periodEnd });
      if (!moved) throw new AppError('NOT_OVERDUE');
      await insertWriteOff(tx, {
        purchasedItemId,
        periodStart: period.periodStart,
        amount: period.amount,
        actorUserId,
        idempotencyKey,
        now,
      });
      await this.deps.events.record(tx, [
        {
          type: 'item.written_off',
          userId: locked.userId,
          purchasedItemIds: [purchasedItemId],
          amount: period.amount,
          data: { productKey: locked.productKey, periods: 1 },
        },
      ]);
      const after = await findItem(tx, purchasedItemId);
      return {
        fresh: true,
        periodStart: period.periodStart,
        amount: period.amount,
        nextPaymentDate: period.periodEnd,
        before: stateOf(locked, today),
        after: stateOf(after!, today),
      };
    });
  }
}
