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
}

/** A verified notification from the bank. */
export type GatewayEvent =
  | {
      kind: 'card_order';
      gatewayOrderId: string;
      outcome: 'succeeded';
      card: { token: string; mask: string; brand: string };
    }
  | { kind: 'card_order'; gatewayOrderId: string; outcome: 'failed'; reason: string }
  | { kind: 'payment'; externalId: string; status: ChargeStatus; reason: string | null }
  /** A notification we take note of but act on later (an intermediate status). */
  | { kind: 'ignored' };

export class CallbackVerificationError extends Error {}

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
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent;
  deleteCard(token: string): Promise<void>;
}
