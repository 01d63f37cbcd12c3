import type { TaxNumberLookup } from '@orioni/contracts/taxes';
import type { Clock } from '../../lib/clock.ts';
import type { Limit, RateLimiter } from '../../plugins/rate-limit.ts';
import type { RevenueService } from './rsge/revenue-service.ts';

const DAY_MS = 86_400_000;
/** Numbers remembered at most (the oldest go first). */
const CACHE_SIZE = 10_000;

/**
 * A company customer's tax number checked at the Revenue Service (issue 41 section 2): its registered name
 * and whether it pays VAT, for the profile and the checkout to show under the number. Each number's answer is
 * kept a day (a registration changes rarely; the service is slow and limited); an answer the service did not
 * give is not kept. It never throws for the service: without credentials or when the service is down it says
 * `unavailable`, and the purchase goes on as before.
 */
export class TaxNumbersService {
  private readonly cache = new Map<string, { answer: TaxNumberLookup; until: number }>();
  private readonly limit: Limit;

  constructor(
    private readonly deps: {
      /** The waybill service's lookups; undefined without RS.ge credentials. */
      revenue: Pick<RevenueService, 'lookupTin'> | undefined;
      clock: Clock;
      limiter: RateLimiter;
    },
  ) {
    // A customer types a number or two; a script asking for every number stops here.
    this.limit = { max: 60, windowSeconds: 60 * 60 };
  }

  /** `lookup` for a signed-in customer, counted against their limit (429 when over). */
  async lookupFor(userId: number, tin: string): Promise<TaxNumberLookup> {
    await this.deps.limiter.hit(`tax-number:user:${userId}`, this.limit);
    return this.lookup(tin);
  }

  /** What the Revenue Service says of `tin` (9 digits; anything else is unknown without asking). */
  async lookup(tin: string): Promise<TaxNumberLookup> {
    if (!/^\d{9}$/.test(tin)) return { status: 'unknown' };
    const { revenue, clock } = this.deps;
    if (!revenue) return { status: 'unavailable' };
    const now = clock.now().getTime();
    const kept = this.cache.get(tin);
    if (kept && kept.until > now) return kept.answer;
    let answer: TaxNumberLookup;
    try {
      const found = await revenue.lookupTin(tin);
      answer = found.name === null ? { status: 'unknown' } : { status: 'found', name: found.name, vatPayer: found.vatPayer };
    } catch {
      // Refused or unavailable alike: the customer sees nothing, and the adapter has logged why.
      return { status: 'unavailable' };
    }
    this.cache.delete(tin);
    this.cache.set(tin, { answer, until: now + DAY_MS });
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return answer;
  }
}
