import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/platform.ts';
import type { Clock } from '../lib/clock.ts';
import { tooManyRequests } from '../lib/errors.ts';

export interface Limit {
  /** How many hits a key may make per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in `rate_limit_buckets`, so every API instance shares them. A hit is one
 * atomic upsert: it starts a new window when the old one has passed, else adds one, and answers
 * 429 `RATE_LIMITED` with `retry-after` once the count is over the limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit on `key`; throws 429 when over `limit`. */
  async hit(key: string, limit: Limit): Promise<void> {
    const retryAfter = await this.count(key, limit);
    if (retryAfter !== null) throw tooManyRequests(retryAfter);
  }

  /**
   * Counts a hit on `key` and tells whether it was within `limit`, without refusing anything: for
   * work that is skipped quietly when over (a mail not sent), where a 429 would say too much.
   */
  async tryHit(key: string, limit: Limit): Promise<boolean> {
    return (await this.count(key, limit)) === null;
  }

  /** The atomic count; the seconds until the window ends when over the limit, else null. */
  private async count(key: string, limit: Limit): Promise<number | null> {
    const now = this.clock.now();
    const windowMs = limit.windowSeconds * 1000;
    const cutoff = new Date(now.getTime() - windowMs);
    const expired = sql`${rateLimitBuckets.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key: key.slice(0, 400), windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitBuckets.windowStart} end`,
          count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        },
      })
      .returning({ windowStart: rateLimitBuckets.windowStart, count: rateLimitBuckets.count });
    return row && row.count > limit.max ? (new Date(row.windowStart).getTime() + windowMs - now.getTime()) / 1000 : null;
  }

  /**
   * Gives back one hit counted by `hit` (an attempt that turned out well, such as a correct
   * password): attempts are counted before the check, so parallel requests cannot all pass it.
   */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimitBuckets)
      .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
      .where(sql`${rateLimitBuckets.key} = ${key.slice(0, 400)}`);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key.slice(0, 400)}`);
  }
}

/**
 * The limits of the accounts calls. Per account they are strict everywhere; per IP they are strict
 * in production and generous in development and test, where every browser journey logs in from
 * 127.0.0.1.
 */
export function accountLimits(config: Pick<AppConfig, 'isProduction'>) {
  const ip = (max: number, windowSeconds: number): Limit => ({ max: config.isProduction ? max : max * 100, windowSeconds });
  return {
    /**
     * Failed logins of one e-mail (each attempt is counted before the password is checked), from
     * browsers without a device cookie of the account (ADR 025): at most 10 passwords checked per
     * account per window, whoever asks.
     */
    loginAccount: { max: 10, windowSeconds: 15 * 60 },
    /** Failed logins from one browser with a valid device cookie of the account, which skips the account's lock. */
    loginDevice: { max: 10, windowSeconds: 15 * 60 },
    loginIp: ip(100, 15 * 60),
    /** Wrong current passwords given to the password change of one account. */
    passwordAccount: { max: 10, windowSeconds: 15 * 60 },
    passwordIp: ip(100, 15 * 60),
    registerAccount: { max: 5, windowSeconds: 60 * 60 },
    registerIp: ip(20, 60 * 60),
    /** Verification e-mails of one account (on top of the 30 s gap between two). */
    resendAccount: { max: 10, windowSeconds: 60 * 60 },
    resendIp: ip(30, 60 * 60),
    /** Reset-code checks of one account from browsers without its device cookie. */
    resetAccount: { max: 10, windowSeconds: 60 * 60 },
    /** Reset-code checks from one browser with the account's device cookie. */
    resetDevice: { max: 10, windowSeconds: 60 * 60 },
    /**
     * Reset e-mails actually sent to one account (on top of the 30 s gap): a request over it is
     * answered as usual and sends nothing, so nobody is refused and the inbox is not flooded.
     * The owner's browser (device cookie) has its own budget.
     */
    resetMailAccount: { max: 5, windowSeconds: 60 * 60 },
    resetMailDevice: { max: 5, windowSeconds: 60 * 60 },
    resetIp: ip(50, 60 * 60),
  } satisfies Record<string, Limit>;
}
export type AccountLimits = ReturnType<typeof accountLimits>;
