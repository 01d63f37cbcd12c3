import type { Language } from '@orioni/contracts';
import type { CardOrder, ChargeResult, GatewayEvent, PaymentGateway } from './gateway.ts';

type PaymentEvent = Extract<GatewayEvent, { kind: 'payment' }>;
type CardOrderEvent = Extract<GatewayEvent, { kind: 'card_order' }>;

/** The flows a bank page belongs to: a purchase (checkout), a Pay now (subscriptions), a card saved (payments). */
export type HostedPageFlowName = 'purchase' | 'pay-now' | 'card';

/** What the ledger knows of the payment a bank order paid: whose flow it is, and whether it is still open. */
export interface PaymentOfOrder {
  kind: 'PURCHASE' | 'RENEWAL' | 'REPAY' | 'REFUND';
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
}

/** A flow's answer to the bank's signed notification: recorded (true) or not its order after all (false). */
export interface HostedPageHandler<E> {
  apply(event: E): Promise<boolean>;
}

/** How one callback ended, for the log. */
export type CallbackOutcome = 'recorded' | 'refunded-late' | 'unknown-order';

/**
 * The hosted bank page, one flow for every page the shop opens (issue 40 item 3): a purchase and a Pay
 * now paid on the bank's page (BOG), and a card saved (every gateway). It opens the page with the one
 * return and callback addresses, asks the bank what became of an order (the poll the reconciliation
 * and a repeated request use), and routes the bank's signed notification to the flow the order
 * belongs to: a card order to the cards, a payment to checkout or Pay now by the kind the ledger
 * recorded for it, and a success for a payment already settled FAILED to the late-success refund
 * (issue 39 item 2). Each flow settles its own payment (its records differ); none of them is tried
 * "just in case" any more.
 */
export class HostedPages {
  private readonly payments = new Map<PaymentOfOrder['kind'], HostedPageHandler<PaymentEvent>>();
  private cards: HostedPageHandler<CardOrderEvent> | undefined;
  private lateSuccess: HostedPageHandler<PaymentEvent> | undefined;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly publicUrl: string,
    /** The ledger's reading of the payment a bank order paid (passed in: the ledger builds on this module). */
    private readonly paymentOfOrder: (externalId: string) => Promise<PaymentOfOrder | null>,
  ) {}

  /** The one address the bank notifies for every page of this gateway. */
  get callbackUrl(): string {
    return `${this.publicUrl}/api/payment/callback/${this.gateway.name}`;
  }

  /** An absolute address on the storefront (the browser's way back from the bank's page). */
  private address(path: string): string {
    return `${this.publicUrl}${path}`;
  }

  /** Whether this gateway takes payments on its own page (BOG) rather than by the saved card (the sandbox). */
  get paysOnPage(): boolean {
    return Boolean(this.gateway.createPaymentOrder);
  }

  /**
   * Opens the bank's page for one of our payments (`payment-<id>`: the bank's key for the order, so a
   * second open of the same payment gets the same order).
   */
  openPayment(request: {
    paymentId: number;
    amount: number;
    language: Language;
    description: string;
    /** Paths on the storefront the browser comes back to. */
    successPath: string;
    failPath: string;
    saveForAutomaticCharges: boolean;
    savedCardToken?: string;
  }): Promise<CardOrder> {
    if (!this.gateway.createPaymentOrder) throw new Error(`the ${this.gateway.name} gateway takes no payment on its page`);
    return this.gateway.createPaymentOrder({
      reference: `payment-${request.paymentId}`,
      language: request.language,
      successUrl: this.address(request.successPath),
      failUrl: this.address(request.failPath),
      callbackUrl: this.callbackUrl,
      amount: request.amount,
      description: request.description,
      saveForAutomaticCharges: request.saveForAutomaticCharges,
      ...(request.savedCardToken ? { savedCardToken: request.savedCardToken } : {}),
    });
  }

  /** Opens the bank's page that saves a card (`reference`: our card order's id); the addresses are absolute. */
  openCardOrder(request: { reference: string; language: Language; successUrl: string; failUrl: string }): Promise<CardOrder> {
    return this.gateway.createCardOrder({ ...request, callbackUrl: this.callbackUrl });
  }

  /** The poll of a card-saving page whose callback never came (the reconciliation applies it as the callback would). */
  pollCardOrder(gatewayOrderId: string): Promise<GatewayEvent> {
    if (!this.gateway.pollCardOrder) throw new Error(`the ${this.gateway.name} gateway cannot be asked about a card order`);
    return this.gateway.pollCardOrder(gatewayOrderId);
  }

  /** The poll: what became of an order paid on the bank's page (PaymentPendingError while undecided). */
  status(externalId: string): Promise<ChargeResult> {
    return this.gateway.getPaymentStatus(externalId);
  }

  /** A flow takes the notifications of its orders (the composition root wires each once). */
  onPayment(kind: PaymentOfOrder['kind'], handler: HostedPageHandler<PaymentEvent>): this {
    this.payments.set(kind, handler);
    return this;
  }

  onCardOrder(handler: HostedPageHandler<CardOrderEvent>): this {
    this.cards = handler;
    return this;
  }

  onLateSuccess(handler: HostedPageHandler<PaymentEvent>): this {
    this.lateSuccess = handler;
    return this;
  }

  /** The bank's verified notification, handed to the flow its order belongs to. */
  async route(event: GatewayEvent): Promise<CallbackOutcome> {
    if (event.kind === 'card_order') return (await this.cards?.apply(event)) ? 'recorded' : 'unknown-order';
    if (event.kind !== 'payment') return 'unknown-order';
    const payment = await this.paymentOfOrder(event.externalId);
    if (payment?.status === 'PENDING') {
      const handler = this.payments.get(payment.kind);
      if (handler && (await handler.apply(event))) return 'recorded';
    }
    if (payment?.status === 'FAILED' && (await this.lateSuccess?.apply(event))) return 'refunded-late';
    return 'unknown-order';
  }
}
