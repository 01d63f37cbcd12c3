import type { Language } from '@orioni/contracts';

/** How a charge ended. Only `succeeded` moved money. */
export type ChargeStatus = 'succeeded' | 'declined' | 'insufficient_funds' | 'failed';

export interface CardOrderRequest {
  /** Our card order id (card_orders.id), passed to the bank as its external order id. */
  reference: string;
  language: Language;
  /** Absolute URLs the bank sends the browser back to. */
  successUrl: string;
  failUrl: string;
  /** Absolute URL of our callback endpoint for this gateway. */
  callbackUrl: string;
}

export interface CardOrder {
  gatewayOrderId: string;
  /** The bank's hosted page the browser must open. */
  redirectUrl: string;
}

export interface ChargeRequest {
  /** The saved card's gateway token. */
  token: string;
  /** Tetri. */
  amount: number;
  /** Deterministic per payment: the same key never charges twice. */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  status: ChargeStatus;
  externalId: string | null;
  reason: string | null;
  /** The card a customer-present payment was made with, kept by the bank for the next ones (BOG). */
  card?: { token: string; mask: string; brand: string };
  /**
   * A paid customer-present payment whose card the bank did not keep (issue 39 items 4 and 8: the
   * bank refused to save it, or the customer paid by another method): the customer is told.
   */
  cardNotSaved?: boolean;
}

/** A verified notification from the bank. */
export type GatewayEvent =
  | {
      kind: 'card_order';
      gatewayOrderId: string;
      outcome: 'succeeded';
      /** `expiryMonth`/`expiryYear`: the expiry typed on the bank's page, when the bank tells it (the sandbox does). */
      card: { token: string; mask: string; brand: string; expiryMonth?: number; expiryYear?: number };
    }
  | { kind: 'card_order'; gatewayOrderId: string; outcome: 'failed'; reason: string }
  | {
      kind: 'payment';
      externalId: string;
      status: ChargeStatus;
      reason: string | null;
      card?: ChargeResult['card'];
      cardNotSaved?: ChargeResult['cardNotSaved'];
    }
  /** A notification we take note of but act on later (an intermediate status). */
  | { kind: 'ignored' };

export class CallbackVerificationError extends Error {}

/**
 * The bank has the payment but has not decided it yet (BOG `created`, `processing`, `auth_requested`,
 * `blocked`). Never a failure: the caller keeps its payment pending and asks again later (by the same
 * key or by `externalId`); the money may still move.
 */
export class PaymentPendingError extends Error {
  constructor(readonly externalId: string) {
    super(`payment ${externalId} is still in progress at the bank`);
  }
}

/** A payment with the customer on the bank's page, whose card the bank keeps for automatic charges. */
export interface PaymentOrderRequest extends CardOrderRequest {
  /** Tetri. On BOG every automatic charge from this order repeats this amount (ADR 022). */
  amount: number;
  description: string;
  /** Ask the bank to keep the card for charges without the customer (BOG `/subscriptions`). */
  saveForAutomaticCharges: boolean;
  /** A card saved before: the customer confirms on the bank's page without typing it again. */
  savedCardToken?: string;
}

/** One item's share of a renewal: the BOG adapter charges it from the item's own parent order. */
export interface RenewalLine {
  purchasedItemId: number;
  /** Tetri. */
  amount: number;
}

export interface RenewalChargeRequest {
  token: string;
  /** The renewal payment's key; a line's charge key is derived from it and the item. */
  idempotencyKey: string;
  description: string;
  lines: RenewalLine[];
}

/** A line's answer; `null` when the bank gave none or has not decided yet (keep it pending). */
export interface RenewalLineResult {
  purchasedItemId: number;
  amount: number;
  result: ChargeResult | null;
}

export interface RefundRequest {
  /** The bank's id of the payment to refund. */
  externalId: string;
  /** Tetri; absent refunds what is left of the payment. */
  amount?: number;
  /** Deterministic per refund: the same key never refunds twice. */
  idempotencyKey: string;
}

/** The refund cannot be made: more than is left of the payment, nothing paid, or the bank said no. Nothing moved. */
export class RefundRefusedError extends Error {}

export interface RefundResult {
  /** `requested`: the bank took the refund and has not finished it yet. */
  status: 'refunded' | 'refunded_partially' | 'requested';
  /** Tetri returned so far on this payment, by the bank's receipt. */
  refundedAmount: number;
}

/**
 * What the storefront needs from a bank: a hosted page that saves a card, charges of a saved card by
 * token, payment status, verified callbacks, and card removal. Card numbers never reach our servers.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'bog';
  createCardOrder(request: CardOrderRequest): Promise<CardOrder>;
  chargeSavedCard(request: ChargeRequest): Promise<ChargeResult>;
  getPaymentStatus(externalId: string): Promise<ChargeResult>;
  /** Parses a callback after checking its signature; throws `CallbackVerificationError` otherwise. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent | Promise<GatewayEvent>;
  deleteCard(token: string): Promise<void>;

  /** Renewals are charged one item per bank charge (BOG: each item from its own parent order). */
  readonly renewalsChargedPerItem?: boolean;
  /** Charges a renewal's lines; the sandbox makes one summed charge, BOG one charge per item. */
  chargeRenewal?(request: RenewalChargeRequest): Promise<RenewalLineResult[]>;
  /** A customer-present payment on the bank's page (BOG: the first real payment saves the card). */
  createPaymentOrder?(request: PaymentOrderRequest): Promise<CardOrder>;
  /** Makes a paid `createPaymentOrder` order the item's parent for automatic renewals. */
  registerRenewalParent?(request: { purchasedItemId: number; gatewayOrderId: string }): Promise<void>;
  /** Whole (no amount) or partial refund of a succeeded payment. */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /** Deletes at the bank the parent orders of these items (except `except`, already deleted), with the card. */
  forgetRenewalParents?(purchasedItemIds: number[], except?: string): Promise<void>;
  /** Asks the bank what became of a card order whose callback never came. */
  pollCardOrder?(gatewayOrderId: string): Promise<GatewayEvent>;
  /** The reconciliation: the gateway's own unfinished work (BOG: card-check give-backs) is tried again; what is still open. */
  retryPending?(): Promise<{ releases: { orderId: string; tries: number; error: string }[] }>;
}
