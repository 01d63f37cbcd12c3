import { formatLari, toApiDate, type Language } from '@orioni/contracts';
import { webPaths } from '@orioni/contracts/web-paths';
import { isOwing, owedPeriods, owedTotal } from '@orioni/contracts/billing-rules';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { CardService } from '../payments/cards.service.ts';
import type { HostedPages } from '../payments/hosted-pages.service.ts';
import { PaymentPendingError, type ChargeResult, type GatewayEvent } from '../payments/gateway.ts';
// The ledger owns payments and their lines (ADR 044): the pass writes them through its statements.
import { claimForRepay, createPendingPayments, findItemOfUser, paymentOfItemInFlight } from './subscriptions.repository.ts';
import { setPendingExternalId } from '../ledger/ledger.writes.ts';
import { pendingAmounts, pendingExternalIds, pendingPaymentByExternalId } from '../ledger/ledger.queries.ts';

import { type RenewalEngine } from './renewal-engine.ts';

/** Pay now (issue 11, decision 27): every owed period of an item, by the saved card or on the bank's page. */
export class PayNowService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** The bank's pages (BOG): Pay now is paid there; an open page is polled. */
      hostedPages: Pick<HostedPages, 'openPayment' | 'paysOnPage' | 'status'>;
      cards: Pick<CardService, 'chargeableCard'>;
      /** The claim-charge-record engine every charge of an owed period goes through. */
      engine: RenewalEngine;
    },
  ) {}

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
    const onBankPage = this.deps.hostedPages.paysOnPage;
    const open = onBankPage ? await this.bankPageAgain(purchasedItemId, seenAmount, language) : null;
    if (open) return open;
    if (!isOwing(item, today)) throw await this.deps.engine.notOwing(db, purchasedItemId, now);
    const card = await this.deps.cards.chargeableCard(userId);
    if (!card && !onBankPage) throw new AppError('CARD_REQUIRED');

    const payment = await db.transaction(async (tx) => {
      const locked = await findItemOfUser(tx, userId, purchasedItemId, true);
      const periods = locked ? owedPeriods(locked, today) : [];
      if (!locked || periods.length === 0) throw await this.deps.engine.notOwing(tx, purchasedItemId, now);
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
      if ('busy' in claimed) throw this.deps.engine.inProgress(claimed.busy);
      const [created] = await createPendingPayments(tx, 'REPAY', claimed.periods, now, {
        ...this.deps.engine.paymentTerms,
        perItem: false,
      });
      // BOG repeats a parent's amount: one period at the renewal amount can become the item's parent.
      const renewsFrom = periods.length === 1 && total === locked.unitCost * locked.quantity;
      return { ...created!, renewsFrom };
    });

    if (onBankPage) return this.payOnBankPage(payment, card?.gatewayToken, language);

    const [outcome] = await this.deps.engine.charge([{ id: payment.paymentId, userId }]);
    const recorded = await this.deps.engine.record([outcome!], now);
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
    try {
      const order = await this.deps.hostedPages.openPayment({
        paymentId: payment.paymentId,
        amount: payment.amount,
        language: language ?? 'KA',
        description: `Orioni subscription payment ${payment.paymentId}`,
        successPath: webPaths.payment(payment.paymentId),
        failPath: webPaths.currentProducts(),
        saveForAutomaticCharges: payment.renewsFrom,
        ...(savedCardToken ? { savedCardToken } : {}),
      });
      await setPendingExternalId(this.deps.db, payment.paymentId, order.gatewayOrderId);
      return { paymentId: payment.paymentId, redirectUrl: order.redirectUrl };
    } catch {
      // No page was shown, so nothing was paid: the periods go back to overdue as after a refusal.
      await this.deps.engine.record(
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
      result = await this.deps.hostedPages.status(externalId);
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
    await this.deps.engine.record([{ paymentId: inFlight.id, result, bankPage: externalId }], clock.now());
    return null;
  }

  /** A verified bank notification of a Pay now paid on the bank's page: recorded once. */
  async applyPaymentEvent(event: Extract<GatewayEvent, { kind: 'payment' }>): Promise<boolean> {
    const payment = await pendingPaymentByExternalId(this.deps.db, event.externalId);
    if (!payment) return false;
    const result: ChargeResult = { status: event.status, externalId: event.externalId, reason: event.reason };
    await this.deps.engine.record([{ paymentId: payment.id, result, bankPage: event.externalId }], this.deps.clock.now());
    return true;
  }
}
