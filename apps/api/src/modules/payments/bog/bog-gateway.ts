import { createHash, randomUUID, verify } from 'node:crypto';
import { cardBrand, type Language } from '@orioni/contracts';
import type { Clock } from '../../../lib/clock.ts';
import {
  CallbackVerificationError,
  type CardOrder,
  type CardOrderRequest,
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  type GatewayEvent,
  type PaymentGateway,
} from '../gateway.ts';

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
  /** Tetri held (never captured) to save a card; the bank needs an amount on every order. */
  verificationAmount?: number;
  /** Polling of a charge's final status. */
  pollAttempts?: number;
  pollIntervalMs?: number;
  fetch?: typeof fetch;
}

/** The receipt / callback body of a BoG order (fields we use). */
interface BogOrderDetails {
  order_id: string;
  external_order_id?: string | null;
  order_status?: { key?: string; value?: string };
  reject_reason?: string | null;
  payment_detail?: {
    payer_identifier?: string | null;
    card_type?: string | null;
    code?: string | null;
    code_description?: string | null;
    transaction_id?: string | null;
  } | null;
}

export class BogApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const toLari = (tetri: number): number => Math.round(tetri) / 100;

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

export function statusOf(details: BogOrderDetails): ChargeStatus | 'pending' {
  const key = details.order_status?.key;
  if (key === 'completed') return 'succeeded';
  if (key === 'rejected') {
    return INSUFFICIENT_FUNDS_CODES.has(String(details.payment_detail?.code ?? '')) ? 'insufficient_funds' : 'declined';
  }
  if (key === 'created' || key === 'processing' || key === 'in_progress' || key === 'blocked') return 'pending';
  return 'failed';
}

const maskOf = (identifier: string | null | undefined): string => (identifier ?? '').replace(/[xX]/g, '*');
const brandOf = (cardType: string | null | undefined, mask: string): string => {
  const t = (cardType ?? '').toLowerCase();
  if (t === 'visa') return 'VISA';
  if (t === 'mc' || t === 'mastercard') return 'MASTERCARD';
  if (t === 'amex') return 'AMEX';
  return cardBrand(mask);
};

/**
 * Bank of Georgia Payments API: OAuth2 client credentials (token cached until shortly before expiry),
 * a card-saving order on the bank's page (`POST /ecommerce/orders` then `PUT /orders/{id}/cards`),
 * charges of the saved card (`POST /ecommerce/orders/{parent_order_id}`), receipts
 * (`GET /receipt/{order_id}`), and callbacks signed SHA256withRSA in `Callback-Signature`.
 */
export class BogGateway implements PaymentGateway {
  readonly name = 'bog' as const;
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly http: typeof fetch;

  constructor(private readonly options: BogOptions) {
    this.http = options.fetch ?? fetch;
  }

  private async accessToken(): Promise<string> {
    const now = this.options.clock.now().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    this.tokenRequest ??= (async () => {
      try {
        const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
        const res = await this.http(this.options.authUrl, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        });
        if (!res.ok) throw new BogApiError(`token request failed: ${res.status}`, res.status);
        const body = (await res.json()) as { access_token?: string; expires_in?: number };
        if (!body.access_token) throw new BogApiError('token response without access_token', res.status);
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

  private async call<T>(
    method: string,
    path: string,
    init: { body?: unknown; language?: Language; idempotencyKey?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const token = await this.accessToken();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.language) headers['accept-language'] = init.language === 'KA' ? 'ka' : 'en';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    const res = await this.http(`${this.options.apiUrl}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (res.status === 401) this.token = null;
    const text = await res.text();
    if (!res.ok) throw new BogApiError(`${method} ${path} → ${res.status}`, res.status);
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async createCardOrder(request: CardOrderRequest): Promise<CardOrder> {
    const amount = toLari(this.options.verificationAmount ?? 10);
    const { body } = await this.call<{ id: string; _links?: { redirect?: { href?: string } } }>('POST', '/ecommerce/orders', {
      language: request.language,
      idempotencyKey: randomUUID(),
      body: {
        callback_url: request.callbackUrl,
        external_order_id: `card:${request.reference}`,
        capture: 'manual',
        purchase_units: {
          currency: 'GEL',
          total_amount: amount,
          basket: [{ product_id: 'card-verification', description: 'Card verification', quantity: 1, unit_price: amount }],
        },
        redirect_urls: { success: request.successUrl, fail: request.failUrl },
      },
    });
    const redirect = body._links?.redirect?.href;
    if (!body.id || !redirect) throw new BogApiError('order response without id or redirect link', 200);
    // Ask the bank to keep the card of this order for later charges, before the customer pays.
    await this.call('PUT', `/orders/${encodeURIComponent(body.id)}/cards`);
    return { gatewayOrderId: body.id, redirectUrl: redirect };
  }

  async chargeSavedCard(request: ChargeRequest): Promise<ChargeResult> {
    const amount = toLari(request.amount);
    let orderId: string;
    try {
      const { body } = await this.call<{ id: string }>('POST', `/ecommerce/orders/${encodeURIComponent(request.token)}`, {
        idempotencyKey: bogIdempotencyKey(request.idempotencyKey),
        body: {
          ...(this.options.callbackUrl ? { callback_url: this.options.callbackUrl } : {}),
          external_order_id: `pay:${request.idempotencyKey}`,
          purchase_units: {
            currency: 'GEL',
            total_amount: amount,
            basket: [{ product_id: 'orioni', description: request.description.slice(0, 200), quantity: 1, unit_price: amount }],
          },
        },
      });
      orderId = body.id;
    } catch (error) {
      // A definite refusal (4xx) failed; no answer or a bank error leaves the outcome unknown: throw,
      // and the caller repeats with the same key, which the bank answers with the first order.
      if (error instanceof BogApiError && error.status >= 400 && error.status < 500) {
        return { status: 'failed', externalId: null, reason: `bank answered ${error.status}` };
      }
      throw error;
    }
    const attempts = this.options.pollAttempts ?? 20;
    for (let i = 0; i < attempts; i += 1) {
      const result = await this.getPaymentStatus(orderId).catch(() => null);
      if (result && result.status !== 'failed') return result;
      if (result && result.reason !== 'pending') return result;
      await new Promise((r) => setTimeout(r, this.options.pollIntervalMs ?? 500));
    }
    throw new BogApiError(`charge ${orderId} still in progress`, 202);
  }

  async getPaymentStatus(externalId: string): Promise<ChargeResult> {
    const { body } = await this.call<BogOrderDetails>('GET', `/receipt/${encodeURIComponent(externalId)}`);
    const status = statusOf(body);
    if (status === 'pending') return { status: 'failed', externalId, reason: 'pending' };
    return {
      status,
      externalId,
      reason:
        status === 'succeeded'
          ? null
          : (body.reject_reason ?? body.payment_detail?.code_description ?? body.order_status?.value ?? 'rejected'),
    };
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayEvent {
    const signature = headers['callback-signature'];
    if (!this.options.publicKey || typeof signature !== 'string' || !signature) throw new CallbackVerificationError('missing signature');
    let valid = false;
    try {
      valid = verify('sha256', Buffer.from(rawBody, 'utf8'), this.options.publicKey, Buffer.from(signature, 'base64'));
    } catch {
      valid = false;
    }
    if (!valid) throw new CallbackVerificationError('bad signature');
    let details: BogOrderDetails;
    try {
      const parsed = JSON.parse(rawBody) as { event?: string; body?: BogOrderDetails };
      if (parsed.event !== 'order_payment' || !parsed.body || typeof parsed.body.order_id !== 'string') throw new Error('shape');
      details = parsed.body;
    } catch {
      throw new CallbackVerificationError('bad body');
    }
    const status = statusOf(details);
    const external = details.external_order_id ?? '';
    if (external.startsWith('card:')) {
      if (status === 'succeeded') {
        const mask = maskOf(details.payment_detail?.payer_identifier);
        return {
          kind: 'card_order',
          gatewayOrderId: details.order_id,
          outcome: 'succeeded',
          card: { token: details.order_id, mask, brand: brandOf(details.payment_detail?.card_type, mask) },
        };
      }
      if (status === 'pending') return { kind: 'ignored' };
      return { kind: 'card_order', gatewayOrderId: details.order_id, outcome: 'failed', reason: details.reject_reason ?? 'rejected' };
    }
    if (status === 'pending') return { kind: 'ignored' };
    return {
      kind: 'payment',
      externalId: details.order_id,
      status,
      reason: status === 'succeeded' ? null : (details.reject_reason ?? 'rejected'),
    };
  }

  async deleteCard(token: string): Promise<void> {
    await this.call('DELETE', `/orders/${encodeURIComponent(token)}/cards`);
  }
}
