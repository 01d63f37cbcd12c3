import { addMonths, formatLari, isErrorKey, periodMonths, toApiDate, type ErrorKey, type Language } from '@orioni/contracts';
import { isOwing, owedPeriods, owedTotal, periodNumberOf, periodStart } from '@orioni/contracts/billing-rules';
import { webPaths } from '@orioni/contracts/web-paths';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { PaymentPendingError, type ChargeResult, type GatewayEvent, type PaymentGateway } from '../payments/gateway.ts';
// Checkout owns payments, their lines and the purchased items (ADR 028): the pass writes them through its ledger.
import {
  advanceItems,
  endCanceled,
  insertLines,
  markPaymentsFailed,
  markPaymentsSucceeded,
  markPaymentsUnknown,
  moveItemDates,
  setCanceling,
  setPendingExternalId,
  setReactivated,
  skipPeriod,
} from '../checkout/ledger.queries.ts';
import {
  attemptsOfPayments,
  claimDuePeriods,
  claimForRepay,
  claimRetries,
  countWaiting,
  createPendingPayments,
  dueItems,
  findAttempt,
  findItem,
  findItemOfUser,
  insertWriteOff,
  itemIdsOfPayments,
  lockItems,
  paymentOfItemInFlight,
  pendingExternalIds,
  pendingPaymentByExternalId,
  shiftItemHistory,
  pendingAmounts,
  paymentByKey,
  writeOffByKey,
  itemOfPayments,
  lockPendingPayments,
  markAttemptsFailed,
  markAttemptsSucceeded,
  retryCustomers,
  stalePendingPayments,
  type ItemRow,
} from './subscriptions.repository.ts';
import { customerBatches, planRecord, splitOutcomes, type Outcome } from './renewal-plan.ts';

/** An item as the audit log keeps it before and after a staff action. */
export interface ItemState {
  purchasedItemId: number;
  userId: number;
  status: string;
  nextPaymentDate: string | null;
  paidPeriods: number;
  /** Tetri owed today (decision 27's rule). */
  amountDue: number;
}

const stateOf = (item: ItemRow, today: string): ItemState => ({
  purchasedItemId: item.id,
  userId: item.userId,
  status: item.status,
  nextPaymentDate: item.nextPaymentDate,
  paidPeriods: item.paidPeriods,
  amountDue: owedTotal(owedPeriods(item, today)),
});

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

/** A renewal still PENDING after this is no longer in flight: its worker died; the next pass settles it. */
export const RENEWAL_IN_FLIGHT_MS = 2 * 60_000;
/** Items claimed per transaction, and charges sent to the bank at once. */
const BATCH = 500;
const CHARGE_CONCURRENCY = 16;
/** Claim-charge-record loops a pass runs at once, each over its own share of the customers. */
const LANES = 2;
/** How far past its paid periods the backdate tool looks for a recorded period's number. */
const MAX_PERIOD_SEARCH = 240;

export interface PassResult {
  /** Periods paid. */
  charged: number;
  /** Periods refused by the bank (now overdue). */
  failed: number;
  /** Payments whose charge got no answer: left PENDING, asked again with the same key next pass. */
  unknown: number;
  /** Due periods left alone: failed ones waiting for their next try or for Pay now. */
  skipped: number;
  /** Earlier PENDING payments settled (paid or refused). */
  reconciled: number;
  /** Cancelled subscriptions whose paid period ended. */
  ended: number;
  /** Tetri charged. */
  amount: number;
  /**
   * Customers this pass left out because their own data failed (issue 39 item 13): their batch was
   * run again one customer at a time, so the others were renewed; each is tried again next pass.
   */
  stopped: { userId: number; error: string }[];
}

/**
 * Subscriptions after the first payment (issue 11): the renewal pass, Pay now and cancel.
 *
 * Exactly-once per period rests on two things: a period is charged only through its
 * `renewal_attempts` row, claimed under the unique key (item, period) or by a compare-and-set
 * from FAILED; and each charge goes to the bank under a key derived from its payment id, so asking
 * again after a crash or a timeout gets the first answer and never moves money twice.
 */
export class SubscriptionsService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl' | 'billing'>;
      /** What the lifecycle records (renewals charged or refused, items cancelled, ended...): the mails react to it. */
      events: Pick<EventLog, 'record' | 'flush'>;
      gateway: PaymentGateway;
      cards: Pick<CardService, 'chargeableCard' | 'chargeableCards'>;
      accounts: Pick<AccountsService, 'customers'>;
    },
  ) {}

  /**
   * One renewal pass as of `asOf`: settle PENDING payments left by a crash or a timeout, charge every
   * ACTIVE subscription whose next payment date has come (one payment per customer, or per item on a gateway that charges items apart), try again the
   * refused ones whose retry day has come, and end cancelled subscriptions whose period is over.
   * Any number of passes may run at once, in any number of processes. With `onlyUserId` the pass touches
   * that customer's items alone (the development pass a browser journey starts, so parallel journeys
   * never charge each other's items).
   */
  async runPass(asOf: Date = this.deps.clock.now(), onlyUserId?: number): Promise<PassResult> {
    const result: PassResult = { charged: 0, failed: 0, unknown: 0, skipped: 0, reconciled: 0, ended: 0, amount: 0, stopped: [] };
    const today = toApiDate(asOf);

    // 1. Payments a dead worker or a bank timeout left PENDING: the same key, so the bank's first answer.
    const seen = new Set<number>();
    for (;;) {
      const stale = (await stalePendingPayments(this.deps.db, new Date(asOf.getTime() - RENEWAL_IN_FLIGHT_MS), BATCH, onlyUserId)).filter(
        (p) => !seen.has(p.id),
      );
      if (stale.length === 0) break;
      stale.forEach((p) => seen.add(p.id));
      const outcomes = await this.charge(stale);
      const recorded = await this.record(outcomes, asOf);
      result.reconciled += recorded.settled;
      result.amount += recorded.amount;
    }

    // 2. Due periods never tried, listed once, then claimed in batches of whole customers, in `LANES`
    // lanes at once that split the customers between them.
    const due = await dueItems(this.deps.db, today, onlyUserId);
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (const batch of customerBatches(
          due.filter((d) => d.userId % LANES === lane),
          BATCH,
        )) {
          await this.isolated(batch, result, async (part) => {
            const created = await this.deps.db.transaction(async (tx) =>
              createPendingPayments(
                tx,
                'RENEWAL',
                await claimDuePeriods(
                  tx,
                  today,
                  part.map((c) => c.id),
                  this.perItem ? 'one' : 'every',
                ),
                asOf,
                this.perItem,
              ),
            );
            await this.chargeAndRecord(created, asOf, result);
          });
        }
      }),
    );

    // 3. Refused periods whose retry day has come; after a failed batch, one customer at a time.
    const claimRetryBatch = (userId: number | undefined) => async () => {
      const created = await this.deps.db.transaction(async (tx) =>
        createPendingPayments(tx, 'RENEWAL', await claimRetries(tx, asOf, BATCH, userId), asOf, this.perItem),
      );
      await this.chargeAndRecord(created, asOf, result);
      return created.length;
    };
    try {
      while ((await claimRetryBatch(onlyUserId)()) > 0);
    } catch {
      for (const userId of await retryCustomers(this.deps.db, asOf, onlyUserId)) {
        await this.isolated([{ userId }], result, async () => {
          while ((await claimRetryBatch(userId)()) > 0);
        });
      }
    }

    // 4. Cancelled subscriptions whose paid period is over.
    for (;;) {
      const ended = await this.deps.db.transaction(async (tx) => {
        const rows = await endCanceled(tx, today, BATCH, onlyUserId);
        await this.deps.events.record(
          tx,
          rows.map((r) => ({
            type: 'item.ended' as const,
            userId: r.userId,
            purchasedItemIds: [r.id],
            data: { productKey: r.productKey, endedOn: r.nextPaymentDate },
          })),
        );
        return rows.length;
      });
      await this.deps.events.flush();
      result.ended += ended;
      if (ended < BATCH) break;
    }
    result.skipped = await countWaiting(this.deps.db, today);
    return result;
  }

  /** Renewals one item per charge (BOG: each item from its own parent order, ADR 022). */
  private get perItem(): boolean {
    return Boolean(this.deps.gateway.renewalsChargedPerItem && this.deps.gateway.chargeRenewal);
  }

  /**
   * Runs `work` over a batch of customers' items; when it fails, runs it again for each customer
   * alone, so one customer's data never stops the other customers' renewals (issue 39 item 13: one
   * customer's total out of range failed the whole pass, and the others in the batch were never
   * renewed). A customer that fails alone is left for the next pass and reported in `stopped`. A
   * failed transaction wrote nothing; claims that did commit are not claimed again.
   */
  private async isolated<T extends { userId: number }>(batch: T[], result: PassResult, work: (part: T[]) => Promise<void>): Promise<void> {
    try {
      await work(batch);
      return;
    } catch (error) {
      const customers = [...new Set(batch.map((b) => b.userId))];
      if (customers.length === 1) {
        result.stopped.push({ userId: customers[0]!, error: String(error) });
        return;
      }
    }
    for (const userId of new Set(batch.map((b) => b.userId))) {
      try {
        await work(batch.filter((b) => b.userId === userId));
      } catch (error) {
        result.stopped.push({ userId, error: String(error) });
      }
    }
  }

  private async chargeAndRecord(created: { paymentId: number; userId: number }[], asOf: Date, result: PassResult): Promise<void> {
    if (created.length === 0) return;
    const outcomes = await this.charge(created.map((p) => ({ id: p.paymentId, userId: p.userId })));
    const add = (recorded: Awaited<ReturnType<SubscriptionsService['record']>>) => {
      result.charged += recorded.charged;
      result.failed += recorded.failed;
      result.unknown += recorded.unknown;
      result.amount += recorded.amount;
    };
    try {
      add(await this.record(outcomes, asOf));
    } catch {
      // One payment that cannot be recorded must not keep the batch's others PENDING: each alone.
      // A payment left PENDING here is asked again (same key, so the bank's first answer) next pass.
      for (const outcome of outcomes) {
        try {
          add(await this.record([outcome], asOf));
        } catch (error) {
          const userId = created.find((p) => p.paymentId === outcome.paymentId)?.userId;
          if (userId !== undefined) result.stopped.push({ userId, error: String(error) });
        }
      }
    }
  }

  /**
   * Pay now: charges the saved card for every period of the item that has come and is unpaid
   * (`owedPeriods`, the rule the billing row and the Pay now dialog show), records the payment with
   * one line per period, and moves the item past them. With `seenAmount` (the total the customer
   * confirmed) and a debt that is no longer that, nothing is charged (decision 27).
   *
   * Locks are taken in one order everywhere (the item, then its renewal attempts, then payments),
   * so parallel Pay nows and renewal passes wait for each other instead of deadlocking; the losers
   * are answered REPAY_IN_PROGRESS naming the payment that pays the item.
   */
  async repay(
    userId: number,
    purchasedItemId: number,
    seenAmount?: number,
    language?: Language,
  ): Promise<{ paymentId: number; redirectUrl?: string }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const today = toApiDate(now);
    const item = await findItemOfUser(db, userId, purchasedItemId);
    if (!item) throw notFound();
    const onBankPage = Boolean(this.deps.gateway.createPaymentOrder);
    const open = onBankPage ? await this.bankPageAgain(purchasedItemId, seenAmount, language) : null;
    if (open) return open;
    if (!isOwing(item, today)) throw await this.notOwing(db, purchasedItemId, now);
    const card = await this.deps.cards.chargeableCard(userId);
    if (!card && !onBankPage) throw new AppError('CARD_REQUIRED');

    const payment = await db.transaction(async (tx) => {
      const locked = await findItemOfUser(tx, userId, purchasedItemId, true);
      const periods = locked ? owedPeriods(locked, today) : [];
      if (!locked || periods.length === 0) throw await this.notOwing(tx, purchasedItemId, now);
      const total = owedTotal(periods);
      if (seenAmount !== undefined && seenAmount !== total) {
        const count = `${periods.length} period${periods.length === 1 ? '' : 's'}`;
        throw new AppError('AMOUNT_DUE_CHANGED', {
          message: `The amount due has changed to ${formatLari(total)} (${count}). Check the new total and confirm again`,
        });
      }
      const claimed = await claimForRepay(
        tx,
        locked,
        periods.map((p) => p.periodStart),
        now,
      );
      if ('busy' in claimed) throw this.inProgress(claimed.busy);
      const [created] = await createPendingPayments(tx, 'REPAY', claimed.periods, now);
      // BOG repeats a parent's amount: one period at the renewal amount can become the item's parent.
      const renewsFrom = periods.length === 1 && total === locked.unitCost * locked.quantity;
      return { ...created!, renewsFrom };
    });

    if (onBankPage) return this.payOnBankPage(payment, card?.gatewayToken, language);

    const [outcome] = await this.charge([{ id: payment.paymentId, userId }]);
    const recorded = await this.record([outcome!], now);
    if (recorded.charged > 0) return { paymentId: payment.paymentId };
    if (outcome?.pending) throw new AppError('PAYMENT_PENDING');
    if (recorded.unknown > 0) throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank did not answer. Please try again' });
    throw new AppError(recorded.failureKey ?? 'PAYMENT_FAILED');
  }

  /**
   * Pay now on BOG (ADR 022): the owed total the customer confirmed (decision 27) is paid on the
   * bank's page; the payment stays PENDING until the callback or a pass reads the bank's answer.
   * One period at the renewal amount is kept for automatic charges and becomes the item's parent.
   */
  private async payOnBankPage(
    payment: { paymentId: number; amount: number; renewsFrom: boolean },
    savedCardToken: string | undefined,
    language: Language | undefined,
  ): Promise<{ paymentId: number; redirectUrl: string }> {
    const { publicUrl } = this.deps.config;
    try {
      const order = await this.deps.gateway.createPaymentOrder!({
        reference: `payment-${payment.paymentId}`,
        language: language ?? 'KA',
        successUrl: `${publicUrl}${webPaths.payment(payment.paymentId)}`,
        failUrl: `${publicUrl}${webPaths.currentProducts()}`,
        callbackUrl: `${publicUrl}/api/payment/callback/${this.deps.gateway.name}`,
        amount: payment.amount,
        description: `Orioni subscription payment ${payment.paymentId}`,
        saveForAutomaticCharges: payment.renewsFrom,
        ...(savedCardToken ? { savedCardToken } : {}),
      });
      await setPendingExternalId(this.deps.db, payment.paymentId, order.gatewayOrderId);
      return { paymentId: payment.paymentId, redirectUrl: order.redirectUrl };
    } catch {
      // No page was shown, so nothing was paid: the periods go back to overdue as after a refusal.
      await this.record(
        [
          {
            paymentId: payment.paymentId,
            result: { status: 'failed', externalId: null, reason: 'the bank did not open the payment page' },
          },
        ],
        this.deps.clock.now(),
      );
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
    }
  }

  /**
   * BOG (ADR 022 amendment 2): Pay now again while the item's earlier Pay now page may be open (a
   * PENDING payment named by the bank here is always a bank page). The bank decides first: paid,
   * refused or expired unpaid (its `ttl`) is recorded now, once, and this Pay now goes on as usual
   * (after an expiry the periods are owed as before). A page still open for the total the customer
   * saw is answered again (the same order); another total is REPAY_IN_PROGRESS until that page closes.
   */
  private async bankPageAgain(
    purchasedItemId: number,
    seenAmount: number | undefined,
    language: Language | undefined,
  ): Promise<{ paymentId: number; redirectUrl: string } | null> {
    const { db, clock } = this.deps;
    const inFlight = await paymentOfItemInFlight(db, purchasedItemId, clock.now());
    const externalId = inFlight?.status === 'PENDING' ? (await pendingExternalIds(db, [inFlight.id])).get(inFlight.id) : undefined;
    if (!inFlight || !externalId) return null;
    let result: ChargeResult;
    try {
      result = await this.deps.gateway.getPaymentStatus(externalId);
    } catch (error) {
      if (!(error instanceof PaymentPendingError)) return null;
      const amount = (await pendingAmounts(db, [inFlight.id])).get(inFlight.id);
      if (amount === undefined) return null;
      if (seenAmount !== undefined && seenAmount !== amount) {
        throw new AppError('REPAY_IN_PROGRESS', {
          message: `Payment ${inFlight.id} for this item is open on the bank's page; pay it there, or pay the new total once the bank closes that page`,
        });
      }
      return this.payOnBankPage({ paymentId: inFlight.id, amount, renewsFrom: false }, undefined, language);
    }
    await this.record([{ paymentId: inFlight.id, result, bankPage: externalId }], clock.now());
    return null;
  }

  /** A verified bank notification of a Pay now paid on the bank's page: recorded once. */
  async applyPaymentEvent(event: Extract<GatewayEvent, { kind: 'payment' }>): Promise<boolean> {
    const payment = await pendingPaymentByExternalId(this.deps.db, event.externalId);
    if (!payment) return false;
    const result: ChargeResult = { status: event.status, externalId: event.externalId, reason: event.reason };
    await this.record([{ paymentId: payment.id, result, bankPage: event.externalId }], this.deps.clock.now());
    return true;
  }

  private inProgress(paymentId: number | null): AppError {
    return new AppError('REPAY_IN_PROGRESS', {
      message: paymentId ? `Payment ${paymentId} for this item is already in progress` : undefined,
    });
  }

  /**
   * Why an item owes nothing now: a payment of it still in flight, or one that paid it a moment ago
   * (a Pay now that lost a race), is REPAY_IN_PROGRESS naming that payment; otherwise NOT_OVERDUE.
   */
  private async notOwing(db: DbOrTx, purchasedItemId: number, now: Date): Promise<AppError> {
    const recent = await paymentOfItemInFlight(db, purchasedItemId, new Date(now.getTime() - RENEWAL_IN_FLIGHT_MS));
    if (!recent) return new AppError('NOT_OVERDUE');
    if (recent.status === 'PENDING') return this.inProgress(recent.id);
    return new AppError('REPAY_IN_PROGRESS', { message: `Payment ${recent.id} has just paid what was due on this item` });
  }

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

  /** Where an item stands (what the audit log keeps before and after a staff action). */
  async itemState(purchasedItemId: number): Promise<ItemState> {
    const item = await findItem(this.deps.db, purchasedItemId);
    if (!item) throw notFound();
    return stateOf(item, toApiDate(this.deps.clock.now()));
  }

  /** Staff cancel for the customer: exactly the customer's own cancel (issue 28 item 2). */
  async cancelForCustomer(purchasedItemId: number) {
    const item = await findItem(this.deps.db, purchasedItemId);
    if (!item) throw notFound();
    return this.cancel(item.userId, purchasedItemId);
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
    if (!isOwing(item, today)) throw await this.notOwing(db, purchasedItemId, now);
    if (!(await this.deps.cards.chargeableCard(item.userId))) throw new AppError('CARD_REQUIRED');
    const claim = await db.transaction(async (tx) => {
      const locked = await findItem(tx, purchasedItemId, true);
      // A click of the same dialog that waited for the lock: the first one's payment answers it.
      const earlier = locked ? await paymentByKey(tx, locked.userId, key) : null;
      if (earlier) return { earlier };
      if (!locked?.nextPaymentDate || !isOwing(locked, today)) throw await this.notOwing(tx, purchasedItemId, now);
      const claimed = await claimForRepay(tx, locked, [locked.nextPaymentDate], now);
      if ('busy' in claimed) throw this.inProgress(claimed.busy);
      const [payment] = await createPendingPayments(tx, 'RENEWAL', claimed.periods, now, this.perItem, key);
      return { payment: payment!, before: stateOf(locked, today) };
    });
    if ('earlier' in claim && claim.earlier) return this.retriedBefore(claim.earlier);
    if (!('payment' in claim)) throw new AppError('NOT_OVERDUE');
    const { payment, before } = claim;
    const [outcome] = await this.charge([{ id: payment.paymentId, userId: item.userId }]);
    const recorded = await this.record([outcome!], now);
    const after = await this.itemState(purchasedItemId);
    const done = { fresh: true, paymentId: payment.paymentId, amount: payment.amount, before, after };
    if (recorded.charged > 0) return done;
    if (outcome?.pending) return { ...done, refused: new AppError('PAYMENT_PENDING') };
    if (recorded.unknown > 0)
      return { ...done, refused: new AppError('SERVICE_UNAVAILABLE', { message: 'The bank did not answer. Please try again' }) };
    return { ...done, refused: new AppError(recorded.failureKey ?? 'PAYMENT_FAILED') };
  }

  /** The answer to a retry asked again under its key: the first one's payment, never a second charge. */
  private retriedBefore(payment: { id: number; status: string; amount: number; failureKey: string | null }): StaffRetryOutcome {
    if (payment.status === 'PENDING') throw this.inProgress(payment.id);
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
      if (attempt?.status === 'PENDING') throw this.inProgress(attempt.paymentId);
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

  /**
   * Ages a subscription by whole periods (development routes only: journeys make a renewal come
   * due). Its whole history moves with it: period n still starts on anchor + n periods, and the
   * periods already tried or paid (renewal attempts, payment lines) keep their numbers on the
   * earlier calendar, so no paid period is reopened and the aged item stays payable (issue 25 item 9).
   */
  async backdate(userId: number, purchasedItemId: number, periods: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const item = await findItemOfUser(tx, userId, purchasedItemId, true);
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

  /** Charges each PENDING payment by its customer's saved card, under the payment's own key. No answer is `null`. */
  private async charge(pending: { id: number; userId: number }[]): Promise<Outcome[]> {
    const cards = await this.deps.cards.chargeableCards([...new Set(pending.map((p) => p.userId))]);
    const amounts = await pendingAmounts(
      this.deps.db,
      pending.map((p) => p.id),
    );
    const items = this.perItem
      ? await itemOfPayments(
          this.deps.db,
          pending.map((p) => p.id),
        )
      : null;
    // Paid on the bank's page (Pay now on BOG): only asked, never charged.
    const onPage = await pendingExternalIds(
      this.deps.db,
      pending.map((p) => p.id),
    );
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const payment = pending[next++]!;
        const card = cards.get(payment.userId);
        const amount = amounts.get(payment.id);
        if (amount === undefined) continue; // recorded meanwhile by another worker
        const externalId = onPage.get(payment.id);
        if (externalId) {
          try {
            outcomes.push({ paymentId: payment.id, result: await this.deps.gateway.getPaymentStatus(externalId), bankPage: externalId });
          } catch (error) {
            outcomes.push({ paymentId: payment.id, result: null, pending: error instanceof PaymentPendingError, bankPage: externalId });
          }
          continue;
        }
        if (!card) {
          outcomes.push({ paymentId: payment.id, result: { status: 'failed', externalId: null, reason: 'No saved card' } });
          continue;
        }
        const itemId = items?.get(payment.id);
        try {
          if (itemId !== undefined && this.deps.gateway.chargeRenewal) {
            // One item per payment: its line is charged from the item's own parent order.
            const [line] = await this.deps.gateway.chargeRenewal({
              token: card.gatewayToken,
              idempotencyKey: `orioni-payment-${payment.id}`,
              description: `Orioni subscription payment ${payment.id}`,
              lines: [{ purchasedItemId: itemId, amount }],
            });
            outcomes.push({ paymentId: payment.id, result: line?.result ?? null });
            continue;
          }
          const result = await this.deps.gateway.chargeSavedCard({
            token: card.gatewayToken,
            amount,
            idempotencyKey: `orioni-payment-${payment.id}`,
            description: `Orioni subscription payment ${payment.id}`,
          });
          outcomes.push({ paymentId: payment.id, result });
        } catch (error) {
          outcomes.push({ paymentId: payment.id, result: null, pending: error instanceof PaymentPendingError });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHARGE_CONCURRENCY, pending.length) }, worker));
    return outcomes;
  }

  /**
   * Records the bank's answers in one transaction: a payment still PENDING (locked; one already
   * recorded by another worker is skipped) becomes SUCCEEDED with a line per period and its items
   * move to their next period, or FAILED with its periods overdue and their next try scheduled.
   * What to write is decided by `planRecord` (renewal-plan.ts, no database); this takes the locks
   * in the one order (ADR 023: the items, then their attempts, then the payments) and writes it.
   */
  private async record(
    outcomes: Outcome[],
    now: Date,
  ): Promise<{ charged: number; failed: number; unknown: number; settled: number; amount: number; failureKey?: ErrorKey }> {
    const { unknown, answered } = splitOutcomes(outcomes);
    await markPaymentsUnknown(this.deps.db, unknown);
    if (answered.size === 0) return { settled: 0, charged: 0, failed: 0, unknown: unknown.length, amount: 0 };

    const plan = await this.deps.db.transaction(async (tx) => {
      await lockItems(tx, await itemIdsOfPayments(tx, [...answered.keys()]));
      const payments = await lockPendingPayments(tx, [...answered.keys()]);
      const attempts = await attemptsOfPayments(
        tx,
        payments.map((p) => p.id),
      );
      const plan = planRecord({
        payments,
        answered,
        attempts,
        retryDays: this.deps.config.billing.retryDays,
        now,
      });
      await markPaymentsSucceeded(tx, plan.paid, now);
      await markAttemptsSucceeded(tx, plan.attemptsPaid, now);
      await insertLines(tx, plan.lines);
      await advanceItems(tx, plan.moves, now);
      await markPaymentsFailed(tx, plan.failed);
      await markAttemptsFailed(tx, plan.attemptsFailed, now);
      // In the pass's own batch: one statement for the batch's events (issue 40: the pass keeps its budget).
      await this.deps.events.record(tx, plan.events);
      return plan;
    });
    await this.deps.events.flush();
    await this.registerParents(outcomes.filter((o) => o.bankPage && o.result?.status === 'succeeded'));
    return { ...plan.totals, unknown: unknown.length };
  }

  /**
   * A Pay now paid on the bank's page at one period's renewal amount becomes its item's parent
   * (ADR 022); an order not kept for automatic charges is refused by the gateway and left alone.
   */
  private async registerParents(paid: Outcome[]): Promise<void> {
    const register = this.deps.gateway.registerRenewalParent?.bind(this.deps.gateway);
    if (!register || paid.length === 0) return;
    const items = await itemOfPayments(
      this.deps.db,
      paid.map((o) => o.paymentId),
    );
    for (const o of paid) {
      const purchasedItemId = items.get(o.paymentId);
      if (purchasedItemId === undefined) continue;
      await register({ purchasedItemId, gatewayOrderId: o.bankPage! }).catch(() => undefined);
    }
  }
}
