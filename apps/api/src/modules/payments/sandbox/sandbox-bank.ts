import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand } from '@orioni/contracts';
import type { Clock } from '../../../lib/clock.ts';
import type { ChargeRequest, ChargeResult, ChargeStatus } from '../gateway.ts';
import type { OutcomeClass, SandboxLedger, SandboxOrder, SandboxOrderOutcome } from './sandbox-ledger.ts';

export type { OutcomeClass, SandboxOrder } from './sandbox-ledger.ts';

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

/** How long a card page stays open, and after how long its row is deleted. */
const ORDER_TTL_MS = 30 * 60_000;
const ORDER_KEPT_MS = ORDER_TTL_MS * 2;
/** One instance deletes expired orders at most this often (any instance may). */
const SWEEP_EVERY_MS = 60_000;

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
 * a saved card is a token and the bank's record of its last four digits, brand and outcome class;
 * the outcome class is also written into the token, so charging needs no look-up and a token the
 * bank no longer holds (saved before its books were in the database, or deleted) still charges as
 * its number did. Its state lives in the database (`SandboxLedger`), never in this process's memory,
 * so it works the same behind a load balancer: any instance shows, completes and charges what
 * another opened.
 */
export class SandboxBank {
  /** Charges that moved money through this process, for tests and the renewal benchmark. */
  chargeCount = 0;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly ledger: SandboxLedger,
  ) {}

  async openOrder(input: Omit<SandboxOrder, 'id' | 'createdAt' | 'state'>): Promise<SandboxOrder> {
    await this.sweep();
    const order: SandboxOrder = {
      ...input,
      id: randomBytes(24).toString('base64url'),
      createdAt: this.clock.now().getTime(),
      state: 'open',
    };
    await this.ledger.openOrder(order);
    return order;
  }

  /** An open, unexpired order. */
  order(id: string): Promise<SandboxOrder | null> {
    return this.ledger.openOrderById(id, this.openedAfter());
  }

  /** One-shot: the first completion wins, on whichever instance; later ones get null. The outcome is kept with it. */
  complete(id: string, outcome?: SandboxOrderOutcome): Promise<SandboxOrder | null> {
    return this.ledger.completeOrder(id, this.openedAfter(), outcome);
  }

  /**
   * What became of a card page (the reconciliation's question when its callback never came): its
   * outcome once done; `expired` once past its lifetime unpaid, or gone; `open` while the page is.
   */
  async orderOutcome(id: string): Promise<SandboxOrderOutcome | 'open' | 'expired'> {
    const found = await this.ledger.orderWithOutcome(id);
    if (!found) return 'expired';
    if (found.order.state === 'done') return found.outcome ?? { status: 'failed', reason: 'The card page ended without an answer' };
    return found.order.createdAt <= this.openedAfter().getTime() ? 'expired' : 'open';
  }

  /**
   * Saves a card and forgets its number: only a token → last4, brand, outcome class remains. The
   * expiry typed on the page goes back to the shop with the card (issue 28 item 4).
   */
  async saveCard(
    digits: string,
    expiry?: { month: number; year: number },
  ): Promise<{ token: string; mask: string; brand: string; expiryMonth?: number; expiryYear?: number }> {
    const outcome = outcomeOf(digits);
    const token = `sbx_${outcome}_${randomBytes(18).toString('base64url')}`;
    const last4 = digits.slice(-4);
    const brand = cardBrand(digits);
    await this.ledger.saveToken(token, { last4, brand, outcome });
    const mask = `${digits.slice(0, 6)}******${last4}`;
    return expiry ? { token, mask, brand, expiryMonth: expiry.month, expiryYear: expiry.year } : { token, mask, brand };
  }

  /** What the bank answers a first charge of `token` (nothing is recorded). The outcome class is in the token itself. */
  decide(token: string): ChargeResult {
    const match = /^sbx_(success|declined|insufficient_funds)_[A-Za-z0-9_-]{24}$/.exec(token);
    const outcome = match?.[1] as OutcomeClass | undefined;
    const status: ChargeStatus = outcome ? OUTCOME_TO_STATUS[outcome] : 'failed';
    const externalId = `sbx_pay_${randomBytes(12).toString('hex')}`;
    return { status, externalId, reason: status === 'succeeded' ? null : REASONS[status] };
  }

  /** Charges a saved token; the same idempotency key returns the first answer and never charges twice, on any instance. */
  async charge(request: Pick<ChargeRequest, 'token' | 'amount' | 'idempotencyKey'>): Promise<ChargeResult> {
    const { result, fresh } = await this.ledger.charge(request, this.decide(request.token));
    if (fresh && result.status === 'succeeded') this.chargeCount += 1;
    return result;
  }

  status(externalId: string): Promise<ChargeResult | null> {
    return this.ledger.status(externalId);
  }

  deleteToken(token: string): Promise<void> {
    return this.ledger.deleteToken(token);
  }

  private openedAfter(): Date {
    return new Date(this.clock.now().getTime() - ORDER_TTL_MS);
  }

  /** Deletes orders long past their lifetime (at most once a minute per process). */
  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.ledger.deleteOrdersBefore(new Date(now - ORDER_KEPT_MS));
  }
}
