import { createHash, verify } from 'node:crypto';
import { cardBrand, type Language } from '@orioni/contracts';
import type { Clock } from '../../../lib/clock.ts';
import {
  CallbackVerificationError,
  PaymentPendingError,
  RefundRefusedError,
  type CardOrder,
  type CardOrderRequest,
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentOrderRequest,
  type RefundRequest,
  type RefundResult,
  type RenewalChargeRequest,
  type RenewalLineResult,
} from '../gateway.ts';
import { MemoryBogStore, type BogStore } from './bog-store.ts';

export interface BogOptions {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api.bog.ge/payments/v1 */
  apiUrl: string;
  /** OAuth2 token endpoint. */
  authUrl: string;
  /** The bank's callback-signing public key (PEM). */
  publicKey?: string;
  clock: Clock;
  /** Our callback address for charge orders. */
  callbackUrl?: string;
  /** Tetri taken, then refunded at once, to save a card on its own (the bank needs an amount). */
  verificationAmount?: number;
  /**
   * Minutes the bank keeps an order's page open (create-order `ttl`); sent on every order we open.
   * After it an unpaid order can no longer be paid and is settled as failed, nothing moved.
   */
  orderTtlMinutes?: number;
  /**
   * How long after the page's `zoned_expire_date` an order still `created` is taken as expired unpaid
   * (issue 39 item 2): a customer who started paying a moment before may still finish, and the
   * bank's clock is not ours. Until then it is pending; a success that comes later still is one.
   */
  expiryGraceMs?: number;
  /** Each call to the bank gives up after this long (the outcome is then unknown, never a decline). */
  timeoutMs?: number;
  /** Tries of one call on a transient answer (401 after expiry, 409, 429, 5xx, timeout), same key. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Reads of a new charge's receipt before it is left pending for later. */
  pollAttempts?: number;
  pollIntervalMs?: number;
  store?: BogStore;
  fetch?: typeof fetch;
  log?: { warn(details: object, message: string): void };
}

/** The receipt / callback body of a BoG order (fields we use; get-payment-details). */
interface BogOrderDetails {
  order_id: string;
  external_order_id?: string | null;
  /** The order an automatic charge (`/subscribe`) was made from (assumed field of the receipt, as the fake bank gives it). */
  parent_order_id?: string | null;
  /** get-payment-details: "The order expiration date in Coordinated Universal Time (UTC)". */
  zoned_expire_date?: string | null;
  order_status?: { key?: string; value?: string };
  reject_reason?: string | null;
  purchase_units?: { request_amount?: string; transfer_amount?: string; refund_amount?: string } | null;
  payment_detail?: {
    /** How the customer paid: `card`, or another method of the bank's page (internet bank, ...). */
    transfer_method?: { key?: string | null } | null;
    payer_identifier?: string | null;
    card_type?: string | null;
    code?: string | null;
    code_description?: string | null;
  } | null;
}

export class BogApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** No decision by the bank (no answer, a timeout, 401/409/429/5xx after the retries). */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

const toLari = (tetri: number): number => Math.round(tetri) / 100;
const toTetri = (lari: string | null | undefined): number => Math.round(Number(lari ?? 0) * 100) || 0;
/** The bank's own refusal (a 4xx other than the retried ones), not a missing answer. */
const isDecision = (error: unknown) => error instanceof BogApiError && !error.transient && error.status >= 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A UUID v4-shaped key derived from ours: the bank wants UUIDs, we want determinism. */
export function bogIdempotencyKey(key: string): string {
  const h = createHash('sha256').update(key).digest('hex').split('');
  h[12] = '4';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

/** BoG codes of a rejected payment that mean the card lacks funds. */
const INSUFFICIENT_FUNDS_CODES = new Set(['107']);
/** Answers that are no decision: a new token, or the same request again with the same key. */
const TRANSIENT = new Set([401, 408, 409, 425, 429]);

/** The create-order `ttl` we send when none is configured: the bank's default per ADR 022 (minutes). */
export const DEFAULT_ORDER_TTL_MINUTES = 15;

/** The margin after `zoned_expire_date` before an order still `created` is taken as expired (issue 39 item 2). */
export const DEFAULT_EXPIRY_GRACE_MS = 5 * 60_000;

/**
 * An order nobody paid before its page closed: still `created` a margin (`graceMs`) after
 * `zoned_expire_date`, or `rejected` with nothing transferred and no decision on a card (no
 * `payment_detail.code`): the pages name no status of their own for an expired order (ADR 022). An
 * order opened from a saved card carries that card's details though nobody paid (issue 39 item 11),
 * so the card's presence alone does not make a decline.
 */
function expiredUnpaid(details: BogOrderDetails, now?: Date, graceMs = DEFAULT_EXPIRY_GRACE_MS): boolean {
  const key = details.order_status?.key;
  if (key === 'rejected') {
    return toTetri(details.purchase_units?.transfer_amount) === 0 && !String(details.payment_detail?.code ?? '').trim();
  }
  if (key !== 'created' || !now || !details.zoned_expire_date) return false;
  const expires = Date.parse(details.zoned_expire_date);
  return Number.isFinite(expires) && expires + graceMs <= now.getTime();
}

/**
 * get-payment-details' statuses. `completed` and `partial_completed` moved money; the refund
 * statuses are of a payment that did; `rejected` did not. Anything else (`created`, `processing`,
 * `auth_requested`, `blocked`, or a status the page does not list yet) is undecided: pending; but
 * an order whose page expired unpaid (`now` past `zoned_expire_date`) is `failed`, nothing moved.
 */
export function statusOf(details: BogOrderDetails, now?: Date, graceMs?: number): ChargeStatus | 'pending' {
  const key = details.order_status?.key;
  if (key === 'completed' || key === 'partial_completed') return 'succeeded';
  if (key === 'refund_requested' || key === 'refunded' || key === 'refunded_partially') return 'succeeded';
  if (expiredUnpaid(details, now, graceMs)) return 'failed';
  if (key === 'rejected') {
    return INSUFFICIENT_FUNDS_CODES.has(String(details.payment_detail?.code ?? '')) ? 'insufficient_funds' : 'declined';
  }
  return 'pending';
}

const maskOf = (identifier: string | null | undefined): string => (identifier ?? '').replace(/[xX]/g, '*');
const brandOf = (cardType: string | null | undefined, mask: string): string => {
  const t = (cardType ?? '').toLowerCase();
  if (t === 'visa') return 'VISA';
  if (t === 'mc' || t === 'mastercard') return 'MASTERCARD';
  if (t === 'amex') return 'AMEX';
  return cardBrand(mask);
};
const EXPIRED_REASON = 'The bank page expired unpaid';
const reasonOf = (d: BogOrderDetails, now?: Date, graceMs?: number) =>
  expiredUnpaid(d, now, graceMs)
    ? EXPIRED_REASON
    : (d.reject_reason ?? d.payment_detail?.code_description ?? d.order_status?.value ?? 'rejected');

/** create-order `payment_method`: orders that save a card take cards only (issue 39 item 4). */
const CARD_ONLY = ['card'];
/** The way the customer paid, when the receipt says (`payment_detail.transfer_method.key`). */
const paidWithoutCard = (d: BogOrderDetails) => {
  const method = d.payment_detail?.transfer_method?.key;
  return typeof method === 'string' && method !== '' && method !== 'card';
};
/** Our charge keys (`orioni-payment-{id}:{item}`), as the bank echoes them in `external_order_id`. */
const isChargeKey = (external: string | null | undefined): external is string =>
  typeof external === 'string' && external.length > 0 && !external.startsWith('card:') && !external.startsWith('pay:');

/**
 * What the customer reads on the bank statement: the bank shows the first 25 characters of the
 * description (issue 39 item 10), so it starts with the shop's name and a reference they can match.
 */
export function statementText(reference: string, kind: 'card' | 'payment'): string {
  const payment = /^payment-(\d+)$/.exec(reference);
  const text =
    kind === 'card'
      ? `Orioni card check ${reference
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 6)
          .toUpperCase()}`
      : payment
        ? `Orioni payment ${payment[1]}`
        : `Orioni ${reference}`;
  return text.slice(0, 25);
}

/**
 * Bank of Georgia Payments API, as ADR 022 maps it: OAuth2 client credentials; customer-present
 * orders (`POST /ecommerce/orders`, or `POST /ecommerce/orders/{parent}` with a saved card) that
 * save the card with `PUT /orders/{id}/subscriptions` before the redirect; automatic charges
 * (`POST /ecommerce/orders/{parent}/subscribe`) that repeat the parent's amount, so each renewal
 * item has its own parent; receipts; refunds; `DELETE /charges/card/{id}`; and callbacks signed
 * SHA256withRSA in `Callback-Signature`. Every call has a timeout; transient answers are retried
 * with the same Idempotency-Key and never become declines; undecided payments stay pending.
 */
export class BogGateway implements PaymentGateway {
  readonly name = 'bog' as const;
  readonly renewalsChargedPerItem = true;
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly http: typeof fetch;
  private readonly store: BogStore;
  private readonly background = new Set<Promise<unknown>>();

  constructor(private readonly options: BogOptions) {
    this.http = options.fetch ?? fetch;
    this.store = options.store ?? new MemoryBogStore();
  }

  /** Resolves once the card releases started by callbacks have been asked of the bank. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  private get graceMs() {
    return this.options.expiryGraceMs ?? DEFAULT_EXPIRY_GRACE_MS;
  }

  private get timeoutMs() {
    return this.options.timeoutMs ?? 5000;
  }

  private async accessToken(): Promise<string> {
    const now = this.options.clock.now().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    this.tokenRequest ??= (async () => {
      try {
        const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
        let res: Response;
        try {
          res = await this.http(this.options.authUrl, {
            method: 'POST',
            headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'grant_type=client_credentials',
            signal: AbortSignal.timeout(this.timeoutMs),
          });
        } catch (error) {
          throw new BogApiError(`token request: ${(error as Error).message}`, 0, true);
        }
        if (!res.ok) throw new BogApiError(`token request failed: ${res.status}`, res.status, res.status === 429 || res.status >= 500);
        const body = (await res.json()) as { access_token?: string; expires_in?: number };
        if (!body.access_token) throw new BogApiError('token response without access_token', res.status, false);
        // Renew a minute early.
        const life = Math.max(0, (body.expires_in ?? 300) - 60) * 1000;
        this.token = { value: body.access_token, expiresAt: this.options.clock.now().getTime() + life };
        return body.access_token;
      } finally {
        this.tokenRequest = null;
      }
    })();
    return this.tokenRequest;
  }

  /**
   * One bank call: a timeout on each try; a 401 drops the token and tries again with a new one; 409,
   * 429, 5xx, a timeout or a cut connection try again with the same Idempotency-Key, a bounded number
   * of times, then throw a transient `BogApiError` (the outcome is unknown). Other 4xx are decisions.
   */
  private async call<T>(
    method: string,
    path: string,
    init: { body?: unknown; language?: Language; idempotencyKey?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const attempts = this.options.maxAttempts ?? 3;
    let last: BogApiError = new BogApiError(`${method} ${path}: no attempt`, 0, true);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1 && last.status !== 401) await pause((this.options.retryDelayMs ?? 200) * (attempt - 1));
      const token = await this.accessToken();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.language) headers['accept-language'] = init.language === 'KA' ? 'ka' : 'en';
      if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
      let status: number;
      let text: string;
      try {
        const res = await this.http(`${this.options.apiUrl}${path}`, {
          method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        last = new BogApiError(
          `${method} ${path}: ${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}`,
          0,
          true,
        );
        continue;
      }
      if (status >= 200 && status < 300) return { status, body: (text ? JSON.parse(text) : null) as T };
      if (status === 401) this.token = null;
      last = new BogApiError(`${method} ${path} → ${status}`, status, TRANSIENT.has(status) || status >= 500);
      if (!last.transient) throw last;
    }
    throw last;
  }

  private async receipt(orderId: string): Promise<BogOrderDetails> {
    return (await this.call<BogOrderDetails>('GET', `/receipt/${encodeURIComponent(orderId)}`)).body;
  }

  /** Saves a card on its own (the product's "add a card"): a small automatic payment refunded once paid. */
  async createCardOrder(request: CardOrderRequest): Promise<CardOrder> {
    const open = await this.openPage(`card:${request.reference}`);
    if (open) return open;
    const amount = toLari(this.options.verificationAmount ?? 10);
    const order = await this.openOrder({
      ...request,
      externalOrderId: `card:${request.reference}`,
      amount,
      description: statementText(request.reference, 'card'),
      productId: 'card-verification',
    });
    // Payment by the Saved Card (customer present); never `/subscriptions` at 0.10 ₾ (ADR 022).
    await this.call('PUT', `/orders/${encodeURIComponent(order.gatewayOrderId)}/cards`, {
      idempotencyKey: bogIdempotencyKey(`cards:${order.gatewayOrderId}`),
    });
    await this.keepPage(`card:${request.reference}`, order);
    return order;
  }

  /**
   * The page of an order opened before under this reference, while the bank keeps it open (its
   * `ttl`): a second Pay of the same payment gets the same page, and the bank is not asked again.
   */
  private async openPage(reference: string): Promise<CardOrder | null> {
    const page = await this.store.pageByReference(reference);
    if (!page) return null;
    // Within the margin after its expiry (issue 39 item 2) the page may still be paid, and its
    // payment is not settled yet: the same page is answered, never a second one for the payment.
    if (page.expiresAt.getTime() + this.graceMs <= this.options.clock.now().getTime()) {
      throw new BogApiError(`the bank page of ${reference} has expired; its payment is settled as failed first`, 0, false);
    }
    return { gatewayOrderId: page.orderId, redirectUrl: page.redirectUrl };
  }

  private async keepPage(reference: string, order: CardOrder): Promise<void> {
    const ttl = this.options.orderTtlMinutes ?? DEFAULT_ORDER_TTL_MINUTES;
    const expiresAt = new Date(this.options.clock.now().getTime() + ttl * 60_000);
    await this.store.savePage({ reference, orderId: order.gatewayOrderId, redirectUrl: order.redirectUrl, expiresAt });
  }

  /** A payment with the customer on the bank's page; with `saveForAutomaticCharges` a future parent. */
  async createPaymentOrder(request: PaymentOrderRequest): Promise<CardOrder> {
    const open = await this.openPage(`pay:${request.reference}`);
    if (open) return open;
    const o = {
      ...request,
      externalOrderId: `pay:${request.reference}`,
      amount: toLari(request.amount),
      description: statementText(request.reference, 'payment'),
      productId: 'orioni',
    };
    let order: CardOrder;
    try {
      order = await this.openOrder({ ...o, parent: request.savedCardToken });
    } catch (error) {
      // recurrent-payment from the saved card's order refused (issue 39 item 7: e.g. a refunded
      // 0.10 ₾ card order as the parent; to confirm in the sandbox, ADR 022): a plain bank page,
      // where the customer types the card, instead of no sale.
      if (!request.savedCardToken || !isDecision(error)) throw error;
      this.log('saved-card page refused; a plain bank page is opened instead', { reference: request.reference, error });
      // Under a key of its own: the refused request's answer is not what this one should get back.
      order = await this.openOrder({ ...o, keyPrefix: 'order-plain' });
    }
    const id = encodeURIComponent(order.gatewayOrderId);
    // `/subscriptions` and `/cards` keep the card for later; a refusal of either costs only that
    // (issue 39 item 8): the customer pays now, and the card is not saved (said in the log, and the
    // payment brings no card to the account). No answer at all still ends the request (unknown).
    if (request.saveForAutomaticCharges) {
      try {
        await this.call('PUT', `/orders/${id}/subscriptions`, {
          idempotencyKey: bogIdempotencyKey(`subscriptions:${order.gatewayOrderId}`),
        });
        await this.store.saveParent(order.gatewayOrderId, request.amount);
      } catch (error) {
        if (!isDecision(error)) throw error;
        this.log('the bank did not keep the card for automatic payments; the item renews after a payment with the customer', {
          orderId: order.gatewayOrderId,
          error,
        });
      }
    }
    try {
      await this.call('PUT', `/orders/${id}/cards`, { idempotencyKey: bogIdempotencyKey(`cards:${order.gatewayOrderId}`) });
    } catch (error) {
      if (!isDecision(error)) throw error;
      await this.store.markCardUnsaved(order.gatewayOrderId, (error as Error).message);
      this.log('the bank refused to keep the card; the payment goes on and the card is not saved', {
        orderId: order.gatewayOrderId,
        error,
      });
    }
    await this.keepPage(`pay:${request.reference}`, order);
    return order;
  }

  private log(message: string, details: Record<string, unknown>) {
    (this.options.log ?? this.appLog)?.warn(details, message);
  }

  private appLog: BogOptions['log'];
  /** The app's logger, once the routes are registered: what the adapter decides on its own is said there. */
  useLog(log: NonNullable<BogOptions['log']>) {
    this.appLog = log;
  }

  private async openOrder(
    o: CardOrderRequest & {
      externalOrderId: string;
      amount: number;
      description: string;
      productId: string;
      parent?: string;
      keyPrefix?: string;
    },
  ) {
    const path = o.parent ? `/ecommerce/orders/${encodeURIComponent(o.parent)}` : '/ecommerce/orders';
    const { body } = await this.call<{ id: string; _links?: { redirect?: { href?: string } } }>('POST', path, {
      language: o.language,
      idempotencyKey: bogIdempotencyKey(`${o.keyPrefix ?? 'order'}:${o.externalOrderId}`),
      body: {
        callback_url: o.callbackUrl,
        external_order_id: o.externalOrderId,
        capture: 'automatic',
        // create-order `payment_method` (an array, as external-orders/external-googlepay shows with
        // ["google_pay"]): every order we open may become the saved card, so the card only
        // (issue 39 item 4); an internet-bank payment saves no card.
        payment_method: CARD_ONLY,
        // create-order: `ttl`, the order's lifetime in minutes; after it the page no longer takes a
        // payment (ADR 022 amendment 2 quotes what the pages say and what is assumed).
        ttl: this.options.orderTtlMinutes ?? DEFAULT_ORDER_TTL_MINUTES,
        purchase_units: {
          currency: 'GEL',
          total_amount: o.amount,
          basket: [{ product_id: o.productId, description: o.description.slice(0, 200), quantity: 1, unit_price: o.amount }],
        },
        redirect_urls: { success: o.successUrl, fail: o.failUrl },
      },
    });
    const redirect = body._links?.redirect?.href;
    if (!body.id || !redirect) throw new BogApiError('order response without id or redirect link', 200, false);
    return { gatewayOrderId: body.id, redirectUrl: redirect };
  }

  async registerRenewalParent(request: { purchasedItemId: number; gatewayOrderId: string }): Promise<void> {
    const parent = await this.store.parentByOrder(request.gatewayOrderId);
    if (!parent) throw new BogApiError(`order ${request.gatewayOrderId} was not saved for automatic payments`, 0, false);
    const details = await this.receipt(request.gatewayOrderId);
    const status = statusOf(details);
    if (status === 'pending') throw new PaymentPendingError(request.gatewayOrderId);
    if (status !== 'succeeded') throw new BogApiError(`order ${request.gatewayOrderId} was not paid`, 0, false);
    await this.store.bindParent(request.gatewayOrderId, request.purchasedItemId);
  }

  /**
   * An automatic charge from `parentOrderId` under our key: a key seen before reads its order (never
   * a second charge); a new one asks `/subscribe` with the same Idempotency-Key on every retry.
   * Undecided after a few reads: `PaymentPendingError` (the caller asks again later, same key).
   */
  private async subscribeCharge(parentOrderId: string, key: string): Promise<ChargeResult> {
    let orderId = (await this.store.chargeByKey(key))?.orderId;
    if (!orderId) {
      try {
        const { body } = await this.call<{ id?: string }>('POST', `/ecommerce/orders/${encodeURIComponent(parentOrderId)}/subscribe`, {
          idempotencyKey: bogIdempotencyKey(key),
          body: { ...(this.options.callbackUrl ? { callback_url: this.options.callbackUrl } : {}), external_order_id: key },
        });
        if (!body?.id) throw new BogApiError('subscribe answer without id', 200, true);
        orderId = body.id;
      } catch (error) {
        // A decision (404 no saved card, 400): nothing moved. Anything else: unknown, ask again later.
        if (error instanceof BogApiError && !error.transient && error.status >= 400) {
          return { status: 'failed', externalId: null, reason: `bank answered ${error.status}` };
        }
        throw error;
      }
      await this.store.saveCharge(key, orderId, parentOrderId);
    }
    const attempts = this.options.pollAttempts ?? 5;
    for (let i = 0; i < attempts; i += 1) {
      if (i > 0) await pause(this.options.pollIntervalMs ?? 500);
      const details = await this.receipt(orderId).catch(() => null);
      if (!details) continue;
      const status = statusOf(details);
      if (status !== 'pending') return { status, externalId: orderId, reason: status === 'succeeded' ? null : reasonOf(details) };
    }
    throw new PaymentPendingError(orderId);
  }

  /**
   * A charge of one amount without the customer. BOG repeats the parent order's amount, so this
   * charges only when `token` is an order saved for automatic payments at exactly `amount`;
   * otherwise it answers `failed` without asking the bank (nothing moved). See `chargeRenewal`.
   */
  async chargeSavedCard(request: ChargeRequest): Promise<ChargeResult> {
    const parent = await this.store.parentByOrder(request.token);
    if (!(await this.store.chargeByKey(request.idempotencyKey)) && (!parent || parent.amount !== request.amount)) {
      return {
        status: 'failed',
        externalId: null,
        reason: 'BOG repeats a saved order amount only; this amount needs the customer on the bank page',
      };
    }
    return this.subscribeCharge(request.token, request.idempotencyKey);
  }

  /** Each line from its item's own parent order, at the parent's amount, under its own key. */
  async chargeRenewal(request: RenewalChargeRequest): Promise<RenewalLineResult[]> {
    const out: RenewalLineResult[] = [];
    for (const line of request.lines) {
      const key = `${request.idempotencyKey}:${line.purchasedItemId}`;
      const parent = await this.store.parentOfItem(line.purchasedItemId);
      let result: ChargeResult | null;
      if (!(await this.store.chargeByKey(key)) && (!parent || parent.amount !== line.amount)) {
        result = {
          status: 'failed',
          externalId: null,
          reason: parent ? 'The renewal amount differs from the saved order amount' : 'No order saved for automatic payments for this item',
        };
      } else {
        try {
          result = await this.subscribeCharge(parent?.orderId ?? '', key);
        } catch {
          result = null;
        }
      }
      out.push({ purchasedItemId: line.purchasedItemId, amount: line.amount, result });
    }
    return out;
  }

  async getPaymentStatus(externalId: string): Promise<ChargeResult> {
    const details = await this.receipt(externalId);
    await this.noteCharge(details);
    const now = this.options.clock.now();
    const status = statusOf(details, now, this.graceMs);
    if (status === 'pending') throw new PaymentPendingError(externalId);
    return {
      status,
      externalId,
      reason: status === 'succeeded' ? null : reasonOf(details, now, this.graceMs),
      ...(await this.cardOf(details, status)),
    };
  }

  /**
   * An automatic charge the bank reports (callback or receipt) under one of our charge keys in
   * `external_order_id`, whose `/subscribe` answer never reached us (issue 39 item 1): the key is
   * mapped to the bank's order now, so the next pass reads that order and never posts `/subscribe`
   * again under a key the bank may have forgotten.
   */
  private async noteCharge(details: BogOrderDetails): Promise<void> {
    if (!isChargeKey(details.external_order_id)) return;
    if (await this.store.chargeByKey(details.external_order_id)) return;
    await this.store.saveCharge(details.external_order_id, details.order_id, details.parent_order_id ?? '');
  }

  /**
   * A paid customer-present order's card: the order id is its token for the next payments (`/cards`);
   * none when the bank did not keep it (`/cards` refused) or the customer paid without a card.
   */
  private async cardOf(details: BogOrderDetails, status: ChargeStatus): Promise<Pick<ChargeResult, 'card' | 'cardNotSaved'>> {
    const mask = maskOf(details.payment_detail?.payer_identifier);
    if (status !== 'succeeded' || !(details.external_order_id ?? '').startsWith('pay:')) return {};
    const unsaved = paidWithoutCard(details) || !mask ? 'paid without a card' : await this.store.cardUnsaved(details.order_id);
    if (unsaved || !mask) {
      this.log('payment taken; the card was not saved', { orderId: details.order_id, reason: unsaved });
      // Told to the customer with the payment (issue 39 items 4 and 8).
      return { cardNotSaved: true };
    }
    return { card: { token: details.order_id, mask, brand: brandOf(details.payment_detail?.card_type, mask) } };
  }

  /**
   * refund: `POST /payment/refund/{order_id}`, whole (no body) or partial (`amount`, lari). A new key
   * is checked against what is left to refund (the bank's `transfer_amount` minus `refund_amount`)
   * and refused with `RefundRefusedError` above it, before asking the bank. The intent is kept before
   * the bank is asked (`bog_refunds`, with what the order had given back until then), so a key asked
   * again, after an answer that never came, is settled by what the bank shows: over once the bank has
   * given back that much more; still `requested` while the order is `refund_requested`; asked again,
   * under the same bank key, only when the bank shows no trace of it. A refund is never asked anew
   * once the bank has it, however often the shop asks.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const bankKey = bogIdempotencyKey(`refund:${request.idempotencyKey}`);
    // The amount is always sent (issue 39 item 6): the refund page reads a missing amount as "the
    // entire amount", which after a partial refund is more than is left. "The rest" is the amount
    // left when the refund was first asked, kept with its key.
    const ask = async (amount: number) => {
      try {
        await this.call('POST', `/payment/refund/${encodeURIComponent(request.externalId)}`, {
          idempotencyKey: bankKey,
          body: { amount: toLari(amount) },
        });
      } catch (error) {
        if (error instanceof BogApiError && !error.transient && error.status >= 400) {
          throw new RefundRefusedError(`The bank refused the refund (${error.status})`);
        }
        throw error;
      }
    };
    const kept = await this.store.refundByKey(request.idempotencyKey);
    // The order as the bank shows it after this call's request, when nothing was asked: read once.
    let settled: BogOrderDetails | null = null;
    if (!kept) {
      if (request.amount !== undefined && (!Number.isSafeInteger(request.amount) || request.amount <= 0)) {
        throw new RefundRefusedError('The refund amount must be a positive number of tetri');
      }
      const before = await this.receipt(request.externalId);
      const refundedBefore = toTetri(before.purchase_units?.refund_amount);
      const left = toTetri(before.purchase_units?.transfer_amount) - refundedBefore;
      if (statusOf(before) !== 'succeeded' || left <= 0) throw new RefundRefusedError('Nothing is left to refund on this payment');
      if (request.amount !== undefined && request.amount > left) {
        throw new RefundRefusedError(`At most ${left} tetri are left to refund on this payment`);
      }
      const amount = request.amount ?? left;
      await this.store.saveRefund(request.idempotencyKey, { orderId: request.externalId, amount, refundedBefore });
      await ask(amount);
    } else if (kept.refundedBefore !== null) {
      const now = await this.receipt(request.externalId);
      // A whole refund kept before issue 39 (amount null) asks for what is left now.
      const amount = kept.amount ?? toTetri(now.purchase_units?.transfer_amount) - kept.refundedBefore;
      const target = kept.refundedBefore + amount;
      if (toTetri(now.purchase_units?.refund_amount) < target && now.order_status?.key !== 'refund_requested') await ask(amount);
      else settled = now;
    }
    const details = settled ?? (await this.receipt(request.externalId));
    const key = details.order_status?.key;
    return {
      status: key === 'refunded' ? 'refunded' : key === 'refunded_partially' ? 'refunded_partially' : 'requested',
      refundedAmount: toTetri(details.purchase_units?.refund_amount),
    };
  }

  /**
   * Gives back the verification amount of a card-saving order (or releases an old manual hold). The
   * give-back is written down before the bank is asked (`bog_releases`) and crossed out once the bank
   * accepted it; a refusal or no answer is tried again by every reconciliation run (issue 39 item 5).
   */
  private async release(orderId: string, key: string | undefined, amount: number) {
    await this.store.saveRelease(orderId, key === 'blocked' ? 'cancel' : 'refund');
    const job = this.tryRelease({ orderId, kind: key === 'blocked' ? 'cancel' : 'refund' }, amount).finally(() =>
      this.background.delete(job),
    );
    this.background.add(job);
  }

  private async tryRelease(entry: { orderId: string; kind: 'refund' | 'cancel' }, amount?: number): Promise<boolean> {
    const id = encodeURIComponent(entry.orderId);
    try {
      if (entry.kind === 'cancel') {
        await this.call('POST', `/payment/authorization/cancel/${id}`, {
          idempotencyKey: bogIdempotencyKey(`release:${entry.orderId}`),
          body: {},
        });
      } else {
        // The amount is sent, as with every refund (issue 39 item 6); read from the receipt when retried.
        const details = amount === undefined ? await this.receipt(entry.orderId) : null;
        if (details && details.order_status?.key !== 'completed') {
          // Given back already (or never paid): nothing left to ask.
          await this.store.releaseDone(entry.orderId);
          return true;
        }
        const give = amount ?? toTetri(details?.purchase_units?.transfer_amount);
        await this.call('POST', `/payment/refund/${id}`, {
          idempotencyKey: bogIdempotencyKey(`release:${entry.orderId}`),
          body: { amount: toLari(give) },
        });
      }
      await this.store.releaseDone(entry.orderId);
      return true;
    } catch (error) {
      await this.store.releaseFailed(entry.orderId, (error as Error).message).catch(() => undefined);
      this.log('the card check amount was not given back yet; the reconciliation tries again', { orderId: entry.orderId, error });
      return false;
    }
  }

  /** The reconciliation: give-backs the bank refused or never answered are asked again. Returns those still open. */
  async retryPending(): Promise<{ releases: { orderId: string; tries: number; error: string }[] }> {
    const open: { orderId: string; tries: number; error: string }[] = [];
    for (const entry of await this.store.openReleases()) {
      if (await this.tryRelease(entry)) continue;
      open.push({ orderId: entry.orderId, tries: entry.tries + 1, error: entry.lastError ?? '' });
    }
    return { releases: open };
  }

  private async eventOf(details: BogOrderDetails): Promise<GatewayEvent> {
    await this.noteCharge(details);
    const now = this.options.clock.now();
    const status = statusOf(details, now, this.graceMs);
    const key = details.order_status?.key;
    if ((details.external_order_id ?? '').startsWith('card:')) {
      // A card order is done once the customer paid (`completed`) or, for an older manual-capture
      // order, once the amount is held (`blocked`); its refund statuses are our own release.
      if (status === 'succeeded' || key === 'blocked') {
        if (key === 'completed' || key === 'blocked')
          await this.release(details.order_id, key, toTetri(details.purchase_units?.transfer_amount));
        if (paidWithoutCard(details)) {
          // create-order `payment_method` keeps these orders to cards; should the bank take another
          // method anyway, the amount is given back and no card is saved (issue 39 item 4).
          return {
            kind: 'card_order',
            gatewayOrderId: details.order_id,
            outcome: 'failed',
            reason: 'Paid without a card: no card was saved',
          };
        }
        const mask = maskOf(details.payment_detail?.payer_identifier);
        return {
          kind: 'card_order',
          gatewayOrderId: details.order_id,
          outcome: 'succeeded',
          card: { token: details.order_id, mask, brand: brandOf(details.payment_detail?.card_type, mask) },
        };
      }
      if (status === 'pending') return { kind: 'ignored' };
      return { kind: 'card_order', gatewayOrderId: details.order_id, outcome: 'failed', reason: reasonOf(details, now, this.graceMs) };
    }
    if (status === 'pending') return { kind: 'ignored' };
    return {
      kind: 'payment',
      externalId: details.order_id,
      status,
      reason: status === 'succeeded' ? null : reasonOf(details, now, this.graceMs),
      ...(await this.cardOf(details, status)),
    };
  }

  async pollCardOrder(gatewayOrderId: string): Promise<GatewayEvent> {
    return this.eventOf(await this.receipt(gatewayOrderId));
  }

  async verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<GatewayEvent> {
    const signature = headers['callback-signature'];
    if (!this.options.publicKey) throw new CallbackVerificationError('BOG_PUBLIC_KEY is not configured');
    if (typeof signature !== 'string' || !signature) throw new CallbackVerificationError('missing signature');
    let valid = false;
    try {
      valid = verify('sha256', Buffer.from(rawBody, 'utf8'), this.options.publicKey, Buffer.from(signature, 'base64'));
    } catch {
      valid = false;
    }
    if (!valid) throw new CallbackVerificationError('bad signature');
    let details: BogOrderDetails;
    try {
      // Callback: `{ event, zoned_request_time, body }`. Any event name is read (issue 39 item 9):
      // `order_payment` is the one documented, and a refund's notification may carry another; the
      // receipt in `body` says what happened.
      const parsed = JSON.parse(rawBody) as { event?: unknown; body?: BogOrderDetails };
      if (typeof parsed.event !== 'string' || !parsed.body || typeof parsed.body.order_id !== 'string') throw new Error('shape');
      details = parsed.body;
    } catch {
      throw new CallbackVerificationError('bad body');
    }
    return this.eventOf(details);
  }

  /**
   * saved-card/delete for each item's parent order (ADR 022: deleting the card deletes the orders
   * automatic charges come from); the item then renews only after a new payment with the customer.
   */
  async forgetRenewalParents(purchasedItemIds: number[], except?: string): Promise<void> {
    for (const itemId of purchasedItemIds) {
      const parent = await this.store.parentOfItem(itemId);
      if (!parent) continue;
      if (parent.orderId !== except) await this.deleteCard(parent.orderId);
      await this.store.unbindParent(parent.orderId);
    }
  }

  /** saved-card/delete: `DELETE /charges/card/{order_id}`; a failure reaches the caller. */
  async deleteCard(token: string): Promise<void> {
    await this.call('DELETE', `/charges/card/${encodeURIComponent(token)}`, { idempotencyKey: bogIdempotencyKey(`delete:${token}`) });
  }
}
