import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand, type Language } from '@orioni/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { ChargeResult, ChargeStatus } from '../gateway.ts';

/** What a test card number does when charged. */
export type OutcomeClass = 'success' | 'declined' | 'insufficient_funds';

/** The test cards shown on the page and in the README. Any other valid number succeeds. */
export const TEST_CARDS: { number: string; outcome: OutcomeClass }[] = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient_funds' },
];

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function outcomeOf(digits: string): OutcomeClass {
  return TEST_CARDS.find((c) => c.number.replaceAll(' ', '') === digits)?.outcome ?? 'success';
}

/** `MM/YY`, `MM / YY` or `MM/YYYY` → the card is valid through the end of that month (UTC). */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export const isExpired = (expiry: { month: number; year: number }, now: Date): boolean =>
  Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();

export interface SandboxOrder {
  id: string;
  reference: string;
  language: Language;
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  createdAt: number;
  state: 'open' | 'done';
}

interface SavedToken {
  last4: string;
  brand: string;
  outcome: OutcomeClass;
}

const ORDER_TTL_MS = 30 * 60_000;
const MAX_CHARGES_REMEMBERED = 200_000;

const OUTCOME_TO_STATUS: Record<OutcomeClass, ChargeStatus> = {
  success: 'succeeded',
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
};
const REASONS: Record<Exclude<ChargeStatus, 'succeeded'>, string> = {
  declined: 'Do not honour (test card 4000 0000 0000 0002)',
  insufficient_funds: 'Insufficient funds (test card 4000 0000 0000 9995)',
  failed: 'Unknown card token',
};

/** Signature header of sandbox callbacks: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signSandboxPayload(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySandboxSignature(secret: string, header: string | undefined, body: string, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The sandbox "bank": card-saving orders, saved-card tokens and charges. It keeps no card number:
 * a token knows only the last four digits, the brand and the outcome class of its test number, and
 * the outcome class is also written into the token so a saved card still charges after a restart.
 * One process's memory: the sandbox stands in for an outside bank in development and tests.
 */
export class SandboxBank {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly tokens = new Map<string, SavedToken>();
  private readonly charges = new Map<string, { result: ChargeResult; amount: number; token: string }>();
  /** Every charge that moved money, for tests and the renewal benchmark. */
  chargeCount = 0;

  constructor(private readonly clock: Clock) {}

  openOrder(input: Omit<SandboxOrder, 'id' | 'createdAt' | 'state'>): SandboxOrder {
    this.sweep();
    const order: SandboxOrder = {
      ...input,
      id: randomBytes(24).toString('base64url'),
      createdAt: this.clock.now().getTime(),
      state: 'open',
    };
    this.orders.set(order.id, order);
    return order;
  }

  /** An open, unexpired order. */
  order(id: string): SandboxOrder | null {
    const order = this.orders.get(id);
    if (!order || order.state !== 'open' || this.clock.now().getTime() - order.createdAt > ORDER_TTL_MS) return null;
    return order;
  }

  /** One-shot: the first completion wins, later ones get null. */
  complete(id: string): SandboxOrder | null {
    const order = this.order(id);
    if (!order) return null;
    order.state = 'done';
    return order;
  }

  /** Saves a card and forgets its number: only a token → last4, brand, outcome class remains. */
  saveCard(digits: string): { token: string; mask: string; brand: string } {
    const outcome = outcomeOf(digits);
    const token = `sbx_${outcome}_${randomBytes(18).toString('base64url')}`;
    const last4 = digits.slice(-4);
    const brand = cardBrand(digits);
    this.tokens.set(token, { last4, brand, outcome });
    return { token, mask: `${digits.slice(0, 6)}******${last4}`, brand };
  }

  private tokenOutcome(token: string): OutcomeClass | null {
    const known = this.tokens.get(token);
    if (known) return known.outcome;
    const match = /^sbx_(success|declined|insufficient_funds)_[A-Za-z0-9_-]{24}$/.exec(token);
    return (match?.[1] as OutcomeClass | undefined) ?? null;
  }

  /** What the bank answers a first charge of `token` (nothing is recorded). */
  decide(token: string): ChargeResult {
    const outcome = this.tokenOutcome(token);
    const status: ChargeStatus = outcome ? OUTCOME_TO_STATUS[outcome] : 'failed';
    const externalId = `sbx_pay_${randomBytes(12).toString('hex')}`;
    return { status, externalId, reason: status === 'succeeded' ? null : REASONS[status] };
  }

  /** Charges a saved token; the same idempotency key returns the first answer and never charges twice. */
  charge(token: string, amount: number, idempotencyKey: string): ChargeResult {
    const seen = this.charges.get(idempotencyKey);
    if (seen) return seen.result;
    const result = this.decide(token);
    if (result.status === 'succeeded') this.chargeCount += 1;
    this.charges.set(idempotencyKey, { result, amount, token });
    if (this.charges.size > MAX_CHARGES_REMEMBERED) {
      const oldest = this.charges.keys().next().value;
      if (oldest !== undefined) this.charges.delete(oldest);
    }
    return result;
  }

  status(externalId: string): ChargeResult | null {
    for (const { result } of this.charges.values()) if (result.externalId === externalId) return result;
    return null;
  }

  deleteToken(token: string): void {
    this.tokens.delete(token);
  }

  private sweep(): void {
    const now = this.clock.now().getTime();
    for (const [id, order] of this.orders) if (now - order.createdAt > ORDER_TTL_MS * 2) this.orders.delete(id);
  }
}
