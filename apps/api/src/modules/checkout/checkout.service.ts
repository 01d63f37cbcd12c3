import {
  checkoutSchemaFor,
  MESSAGES,
  multiplyTetri,
  splitFirstPurchase,
  sumTetri,
  splitFullName,
  type PurchaseBody,
} from '@orioni/contracts';
import { webPaths } from '@orioni/contracts/web-paths';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, validationError } from '../../lib/errors.ts';
import type { CustomersService } from '../accounts/accounts.service.ts';
import { toCartItem, type CartService } from '../cart/cart.service.ts';
import type { EventLog } from '../events/events.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import { type PaymentGateway } from '../payments/gateway.ts';
import { lockCustomerPurchases } from './checkout.repository.ts';
import { type PaymentRow, findStalePendingPurchases, hasPendingPurchase, paymentById, paymentByKey } from '../ledger/ledger.queries.ts';
import { isFirstPurchase } from '../subscriptions/items.queries.ts';
import { insertPendingPayment, markPaymentFailed, markPaymentUnknown } from '../ledger/ledger.writes.ts';

import {
  cartHashOf,
  MAX_AMOUNT,
  paymentPending,
  PENDING_IN_FLIGHT_MS,
  renewalParentOf,
  replay,
  UNKNOWN_OUTCOME,
  WAIT_FOR_FIRST_MS,
  WAIT_POLL_MS,
  hash,
  type CheckoutForm,
  type CheckoutSnapshot,
  type CheckoutUser,
  type PurchaseAnswer,
  type StoredResponse,
} from './checkout-snapshot.ts';
import type { PurchaseSettlement } from './purchase-settlement.ts';
import type { HostedPages } from '../payments/hosted-pages.service.ts';

/**
 * `PUT /api/product/purchase` as explicit steps (style.md §7):
 * 1. under a per-customer lock: replay a known idempotency key, else lock the cart, price it from the
 *    database with the first-purchase split, and record a PENDING payment under the key;
 * 2. charge the saved card with a key derived from the payment id (a retry never charges twice);
 * 3. in one transaction: the payment SUCCEEDED, its lines, the purchased items, the customer's
 *    details and status, the cart emptied, the receipt e-mail queued; or the payment FAILED with the
 *    bank's reason and the cart as it was.
 */
export class CheckoutService {
  /** Payments this process is settling now: a repeat of the key waits for their answer. */
  private readonly settling = new Set<number>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Pick<AppConfig, 'mail' | 'publicUrl' | 'seller'>;
      /** The purchase's events (`purchase.paid`, `purchase.refused`): its receipt mail reacts to them. */
      events: Pick<EventLog, 'record' | 'flush'>;
      gateway: PaymentGateway;
      cards: CardService;
      cart: CartService;
      /** The customer is read and updated through accounts, which owns it. */
      accounts: Pick<CustomersService, 'customer' | 'recordPurchase' | 'claimPersonalNumber' | 'releasePersonalNumber'>;
      log?: { warn(details: object, message: string): void };
      /** The bank's pages (BOG): a purchase paid there is opened through them. */
      hostedPages: Pick<HostedPages, 'openPayment' | 'paysOnPage'>;
      /** Steps 2 and 3 of a purchase: the charge, or the bank's answer, recorded once. */
      settlement: Pick<PurchaseSettlement, 'settle' | 'reconcile'>;
    },
  ) {}

  async purchase(user: CheckoutUser, idempotencyKey: string, body: PurchaseBody): Promise<PurchaseAnswer> {
    const form = this.validate(user, body);
    const bodyHash = hash(form);
    const { db, clock } = this.deps;
    const onBankPage = this.deps.hostedPages.paysOnPage;
    if (onBankPage) {
      const open = await this.bankPageAgain(user, bodyHash);
      if (open) return open;
    }

    // A purchase a crash left PENDING is settled with the bank first: if it went through, its cart
    // lines are gone and this purchase cannot charge them again.
    const { unresolved, pending } = await this.deps.settlement.reconcile(user.id);
    if (unresolved > 0 && pending === unresolved) {
      // The bank has the earlier payment and has not decided it yet.
      throw paymentPending('An earlier payment is still being processed by the bank. We will confirm it as soon as the bank answers');
    }
    if (unresolved > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'An earlier payment is still being confirmed by the bank. Please try again in a moment',
      });
    }

    // A payment charged here is marked as settling in this process before its row commits, so a
    // repeat of the key that finds the row always waits for this request's answer (never a second
    // charge because the first had not yet reached the bank when the repeat's short wait ran out).
    let marked: number | null = null;
    const step1 = await db
      .transaction(async (tx) => {
        await lockCustomerPurchases(tx, user.id);
        const existing = await paymentByKey(tx, user.id, idempotencyKey);
        if (existing) return { existing } as const;

        if (await hasPendingPurchase(tx, user.id, new Date(clock.now().getTime() - PENDING_IN_FLIGHT_MS))) {
          throw new AppError('IDEMPOTENCY_CONFLICT');
        }
        // A stored ID number is the customer's; a purchase cannot replace it (spec section 5).
        const stored = await this.deps.accounts.customer(tx, user.id);
        if (stored?.idNumber && stored.idNumber !== form.idNumber) throw validationError({ idNumber: MESSAGES.idLocked });
        const rows = await this.deps.cart.lockedRows(tx, user.id);
        if (rows.length === 0) throw new AppError('CART_EMPTY');
        const card = await this.deps.cards.chargeableCard(user.id, tx);
        // On the bank's page the customer pays with any card (the first payment saves it, ADR 022).
        if (!card && !onBankPage) throw new AppError('CARD_REQUIRED');

        const seats = rows.filter((r) => r.training).reduce((n, r) => n + r.quantity, 0);
        if (form.emails.length !== seats) {
          throw validationError({ emails: seats === 0 ? MESSAGES.trainingEmailsNone : MESSAGES.trainingEmailsCount });
        }

        const lines = splitFirstPurchase(rows.map((r) => toCartItem(r, 'EN')));
        const amounts = lines.map((l) => multiplyTetri(l.product.price, l.quantity));
        const amount = sumTetri(amounts);
        if (amount <= 0 || amount > MAX_AMOUNT) {
          throw validationError({ quantity: amount <= 0 ? MESSAGES.nothingToPay : MESSAGES.totalTooLarge });
        }
        // ADR 042: a personal account that will keep the form's number holds it from here, before any
        // bank page opens; a number another personal account holds is refused. A failure gives it back.
        const claimedIdNumber = stored?.customerType === 'PHYSICAL' && !stored.idNumber && form.savePersonalInfo;
        if (claimedIdNumber) await this.deps.accounts.claimPersonalNumber(tx, user.id, form.idNumber);
        const snapshot: CheckoutSnapshot = {
          ...(claimedIdNumber ? { claimedIdNumber } : {}),
          bodyHash,
          cartHash: cartHashOf(rows),
          form,
          rows,
          cardId: card?.id ?? null,
          ...(onBankPage ? { bankPage: { renewalParent: renewalParentOf(rows, amount) } } : {}),
        };
        const paymentId = await insertPendingPayment(tx, {
          userId: user.id,
          amount,
          idempotencyKey,
          idNumber: form.idNumber,
          checkout: snapshot,
          now: clock.now(),
          vatRateBp: this.deps.config.seller.vatRateBp,
        });
        if (!onBankPage) this.settling.add((marked = paymentId));
        return { paymentId, snapshot, amount } as const;
      })
      .catch((error: unknown) => {
        if (marked !== null) this.settling.delete(marked);
        throw error;
      });

    if ('existing' in step1) return this.repeated(user, step1.existing!, bodyHash);
    if (step1.snapshot.bankPage) return this.openBankPage(user, step1.paymentId, step1.amount, step1.snapshot);
    try {
      return await this.deps.settlement.settle(user.id, step1.paymentId, step1.amount, step1.snapshot);
    } finally {
      this.settling.delete(step1.paymentId);
    }
  }

  /**
   * BOG (ADR 022): the purchase is paid on the bank's page, at exactly the total the customer saw
   * (decision 27); the payment stays PENDING until the signed callback or the reconciliation's status
   * poll records it. The order keeps the card for the customer's next payments and, when it paid a
   * single subscription at its renewal amount, becomes that item's parent for automatic renewals.
   */
  private async openBankPage(
    user: CheckoutUser,
    paymentId: number,
    amount: number,
    snapshot: CheckoutSnapshot,
    again = false,
  ): Promise<PurchaseAnswer> {
    const card = snapshot.cardId === null ? null : await this.deps.cards.cardById(snapshot.cardId);
    try {
      const order = await this.deps.hostedPages.openPayment({
        paymentId,
        amount,
        language: user.language ?? 'KA',
        description: `Orioni order ${paymentId}`,
        successPath: webPaths.payment(paymentId),
        failPath: webPaths.cart(),
        saveForAutomaticCharges: Boolean(snapshot.bankPage?.renewalParent),
        ...(card ? { savedCardToken: card.gatewayToken } : {}),
      });
      await markPaymentUnknown(this.deps.db, paymentId, UNKNOWN_OUTCOME, order.gatewayOrderId);
      return { paymentId, redirectUrl: order.redirectUrl };
    } catch {
      // Asked again: the page given the first time may be open, so the payment stays as it is.
      if (again) throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
      // No page was shown, so nothing can have been paid: the purchase ends here and the cart stays.
      const response: StoredResponse = { status: 503, errorKey: 'SERVICE_UNAVAILABLE', errorMessage: 'The bank is not reachable' };
      await this.deps.db.transaction(async (tx) => {
        await markPaymentFailed(tx, paymentId, {
          externalId: null,
          failureKey: 'SERVICE_UNAVAILABLE',
          failureReason: 'the bank did not open the payment page',
          response,
        });
        if (snapshot.claimedIdNumber) await this.deps.accounts.releasePersonalNumber(tx, user.id, snapshot.form.idNumber);
      });
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'The bank is not reachable. Please try again later' });
    }
  }

  /**
   * BOG (ADR 022 amendment 2): a second Pay while an earlier bank page of the customer may be open.
   * The bank decides first: a page paid, refused or expired unpaid (after its `ttl`) is recorded now,
   * once, and this purchase goes on as usual (after an expiry the cart is as it was). A page still
   * open for the same cart and details is answered again (the same order, no second page); for a
   * cart or details changed since, PAYMENT_PENDING says the earlier page is still open: the bank
   * documents no call that closes an unpaid order, so it closes by itself at the end of its `ttl`.
   */
  private async bankPageAgain(user: CheckoutUser, bodyHash: string): Promise<PurchaseAnswer | null> {
    const { db, clock } = this.deps;
    const open = (await findStalePendingPurchases(db, clock.now(), user.id)).filter(
      (p) => p.externalId && (p.checkout as CheckoutSnapshot | null)?.bankPage,
    );
    for (const payment of open) {
      const snapshot = payment.checkout as CheckoutSnapshot;
      try {
        const paid = await this.deps.settlement.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
        // Paid meanwhile (its callback not yet in): with nothing left in the cart, that is the answer.
        if ((await this.deps.cart.rows(db, user.id)).length === 0) return paid;
        continue;
      } catch (error) {
        // A refusal or an expiry is an answer (FAILED now, nothing moved); no answer: the usual path.
        if (error instanceof AppError && error.status === 402) continue;
        if (!(error instanceof AppError && error.key === 'PAYMENT_PENDING')) return null;
      }
      const rows = await this.deps.cart.rows(db, user.id);
      if (rows.length > 0 && cartHashOf(rows) === snapshot.cartHash && snapshot.bodyHash === bodyHash) {
        return this.openBankPage(user, payment.id, payment.amount, snapshot, true);
      }
      throw paymentPending(
        'The bank page for your earlier cart is still open. Finish the payment there, or pay for this cart once the bank closes that page (within minutes)',
      );
    }
    return null;
  }

  /**
   * Settles PURCHASE payments left PENDING longer than `PENDING_IN_FLIGHT_MS` (a crash, a cut
   * connection) with the bank, once each: by the payment's status when the bank gave an id,
   * else by the same charge key, which the bank answers with its first answer and never charges
   * twice. Success records the purchase and empties those cart lines; a refusal marks it FAILED.
   * For one customer (before a purchase) or for everyone (the periodic job). Several instances may
   * run it at once: the bank's key and the per-customer lock around the recording keep it single.
   */
  async reconcilePending(userId?: number): Promise<{ reconciled: number; unresolved: number }> {
    const { reconciled, unresolved } = await this.deps.settlement.reconcile(userId);
    return { reconciled, unresolved };
  }

  /** Card orders without a callback and unconfirmed card removals, for the periodic reconciliation. */
  reconcileCardOrders(): ReturnType<CardService['reconcileOrders']> {
    return this.deps.cards.reconcileOrders();
  }

  /**
   * Whether buying `productKey` now would be the customer's first purchase of its product, so the
   * add-to-cart dialog shows the first unit at the price the split and the charge take (issue 25 item 7).
   */
  async firstPurchase(userId: number, productKey: string): Promise<{ productKey: string; firstPurchase: boolean }> {
    const first = await isFirstPurchase(this.deps.db, userId, productKey);
    if (first === null) throw new AppError('NOT_FOUND', { message: 'No such price on sale' });
    return { productKey, firstPurchase: first };
  }

  /** Rejects what the customer's type does not allow; `fieldErrors` keyed by field. */
  private validate(user: CheckoutUser, body: PurchaseBody) {
    const schema = checkoutSchemaFor(user.customerType);
    const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    // The spec's payload names a personal customer by `fullName`, the join of first and last name
    // (as registration does); first and last name sent apart are taken as they are.
    if (user.customerType === 'PHYSICAL') {
      if (typeof clean.fullName === 'string' && clean.firstName === undefined && clean.lastName === undefined) {
        Object.assign(clean, splitFullName(clean.fullName));
      }
      delete clean.fullName;
    }
    const parsed = schema.safeParse(clean);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const k of issue.keys) fieldErrors[k] ??= MESSAGES.unknownField;
          continue;
        }
        fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
      }
      throw validationError(fieldErrors);
    }
    const data = parsed.data as typeof parsed.data & { firstName?: string; lastName?: string; fullName?: string };
    return { ...data, emails: [...data.emails] } as CheckoutForm;
  }

  /**
   * The same key again: wait briefly for a first request still at work and answer exactly what it
   * answered; a payment still PENDING after that (its request died or lost the bank's answer) is
   * settled with the bank by its key at once, as the reconciler does.
   */
  private async repeated(user: CheckoutUser, first: PaymentRow, bodyHash: string): Promise<PurchaseAnswer> {
    const snapshot = first.checkout as CheckoutSnapshot | null;
    if (!snapshot || snapshot.bodyHash !== bodyHash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { message: 'This Idempotency-Key was used for a different purchase' });
    }
    const { clock } = this.deps;
    let payment: PaymentRow | null = first;
    // A first request settling in this process is waited for until it answers; one elsewhere gets a
    // short wait; one that died (a shutdown) never answers.
    const here = () => this.settling.has(first.id);
    const deadline = clock.now().getTime() + WAIT_FOR_FIRST_MS;
    while (
      payment &&
      payment.status === 'PENDING' &&
      payment.failureKey !== UNKNOWN_OUTCOME &&
      (here() || clock.now().getTime() < deadline)
    ) {
      await clock.sleep(WAIT_POLL_MS);
      payment = await paymentById(this.deps.db, first.id);
    }
    if (payment && payment.status === 'PENDING' && snapshot.bankPage && payment.externalId) {
      // Paid on the bank's page: settled if the bank has decided; otherwise the answer with the page
      // was lost (a double click, a cut connection), and the same order's page is answered again
      // (the order is created under a key derived from the payment, so the bank returns the same one).
      try {
        return await this.deps.settlement.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
      } catch (error) {
        if (!(error instanceof AppError && error.key === 'PAYMENT_PENDING')) throw error;
      }
      return this.openBankPage(user, payment.id, payment.amount, snapshot, true);
    }
    if (payment && payment.status === 'PENDING') {
      // The first request ended without an answer from the bank, or died (a shutdown): ask the bank
      // by the payment's key and finish it; a first request still alive records nothing twice.
      return this.deps.settlement.settle(user.id, payment.id, payment.amount, snapshot, payment.externalId);
    }
    if (!payment || !payment.response) throw new AppError('IDEMPOTENCY_CONFLICT');
    const rows = await this.deps.cart.rows(this.deps.db, user.id);
    const cartMatches = rows.length === 0 ? payment.status === 'SUCCEEDED' : cartHashOf(rows) === snapshot.cartHash;
    // After a success the bought lines are gone; anything else in the cart now is a new purchase.
    if (!cartMatches && !(payment.status === 'SUCCEEDED' && rows.length === 0)) {
      throw new AppError('IDEMPOTENCY_CONFLICT', { message: 'This Idempotency-Key was used for a different cart' });
    }
    return replay(payment.response as StoredResponse);
  }
}
