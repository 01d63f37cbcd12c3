import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import {
  CallbackVerificationError,
  type CardOrder,
  type CardOrderRequest,
  type ChargeRequest,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type RenewalChargeRequest,
  type RenewalLineResult,
} from '../gateway.ts';
import type { SandboxLedger } from './sandbox-ledger.ts';
import type { SandboxRefunds } from './sandbox-refunds.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxBank, signSandboxPayload, verifySandboxSignature } from './sandbox-bank.ts';

/** Body of a sandbox callback. */
export const sandboxCallbackSchema = z.discriminatedUnion('status', [
  z.strictObject({
    event: z.literal('card_order'),
    orderId: z.string().min(1).max(100),
    status: z.literal('succeeded'),
    card: z.strictObject({
      token: z.string().min(1).max(200),
      mask: z.string().min(4).max(40),
      brand: z.string().min(1).max(20),
      // The expiry typed on the page (issue 28 item 4); older callbacks have none.
      expiryMonth: z.number().int().min(1).max(12).optional(),
      expiryYear: z.number().int().min(2000).max(2200).optional(),
    }),
  }),
  z.strictObject({
    event: z.literal('card_order'),
    orderId: z.string().min(1).max(100),
    status: z.literal('failed'),
    reason: z.string().max(200),
  }),
]);
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

/** The built-in bank: its hosted page lives under `/sandbox-gateway/...` (see sandbox.routes.ts). */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly bank: SandboxBank;

  constructor(
    private readonly options: { secret: string; publicUrl: string; clock: Clock; ledger: SandboxLedger; refunds?: SandboxRefunds },
    bank?: SandboxBank,
  ) {
    this.bank = bank ?? new SandboxBank(options.clock, options.ledger);
  }

  async createCardOrder(request: CardOrderRequest): Promise<CardOrder> {
    const order = await this.bank.openOrder({
      reference: request.reference,
      language: request.language,
      successUrl: request.successUrl,
      failUrl: request.failUrl,
      callbackUrl: request.callbackUrl,
    });
    return {
      gatewayOrderId: order.id,
      redirectUrl: `${this.options.publicUrl}/sandbox-gateway/pay/${order.id}?lang=${request.language.toLowerCase()}`,
    };
  }

  async chargeSavedCard(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      return { status: 'failed', externalId: null, reason: 'Invalid amount' };
    return this.bank.charge(request);
  }

  /** The sandbox keeps one summed charge for a renewal's lines; every line shares its answer. */
  async chargeRenewal(request: RenewalChargeRequest): Promise<RenewalLineResult[]> {
    const amount = request.lines.reduce((sum, line) => sum + line.amount, 0);
    let result: ChargeResult | null;
    try {
      result = await this.chargeSavedCard({
        token: request.token,
        amount,
        idempotencyKey: request.idempotencyKey,
        description: request.description,
      });
    } catch {
      result = null;
    }
    return request.lines.map((line) => ({ purchasedItemId: line.purchasedItemId, amount: line.amount, result }));
  }

  async getPaymentStatus(externalId: string): Promise<ChargeResult> {
    return (await this.bank.status(externalId)) ?? { status: 'failed', externalId, reason: 'Unknown payment' };
  }

  /** Signs a callback body the way the sandbox bank sends it. */
  sign(body: string): Record<string, string> {
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    return { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(this.options.secret, timestamp, body), 'content-type': 'application/json' };
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (!verifySandboxSignature(this.options.secret, typeof header === 'string' ? header : undefined, rawBody, this.options.clock.now())) {
      throw new CallbackVerificationError('bad signature');
    }
    let parsed: SandboxCallback;
    try {
      parsed = sandboxCallbackSchema.parse(JSON.parse(rawBody));
    } catch {
      throw new CallbackVerificationError('bad body');
    }
    return parsed.status === 'succeeded'
      ? { kind: 'card_order', gatewayOrderId: parsed.orderId, outcome: 'succeeded', card: parsed.card }
      : { kind: 'card_order', gatewayOrderId: parsed.orderId, outcome: 'failed', reason: parsed.reason };
  }

  /**
   * The reconciliation asks what became of a card page whose callback never came (issue 39 item 16,
   * as ADR 012 does for payments): the bank kept its outcome with the completion.
   */
  async pollCardOrder(gatewayOrderId: string): Promise<GatewayEvent> {
    const outcome = await this.bank.orderOutcome(gatewayOrderId);
    if (outcome === 'open') return { kind: 'ignored' };
    if (outcome === 'expired') return { kind: 'card_order', gatewayOrderId, outcome: 'failed', reason: 'The card page expired' };
    return outcome.status === 'succeeded'
      ? { kind: 'card_order', gatewayOrderId, outcome: 'succeeded', card: outcome.card }
      : { kind: 'card_order', gatewayOrderId, outcome: 'failed', reason: outcome.reason };
  }

  /** Whole (no amount) or partial refund of a succeeded charge; never more than is left, once per key. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!this.options.refunds) throw new Error('the sandbox bank keeps no refunds in this configuration');
    return this.options.refunds.refund(request);
  }

  async deleteCard(token: string): Promise<void> {
    await this.bank.deleteToken(token);
  }
}
