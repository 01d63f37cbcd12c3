import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@orioni/contracts/spec-constants';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import {
  consumeByHash,
  consumeOpenCodes,
  consumeUserCode,
  countWrongTry,
  insertCode,
  lastCodeIssuedAt,
  ownerOfHash,
  type CodePurpose,
} from './one-time-code.repository.ts';

export type { CodePurpose };

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * The stored form of a code: HMAC-SHA-256 keyed with `ACCOUNTS_SECRET` over the purpose and the code
 * (issue 25 item 13). A plain SHA-256 of six digits is one of a million known values; without the
 * secret the stored hashes say nothing. Codes issued before this (plain SHA-256) no longer match:
 * they die as wrong or expired codes, within their 10 minutes anyway.
 */
export const hashCode = (secret: string, purpose: CodePurpose, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${code}`).digest('hex');
/** 256 random bits for links and reset keys; 6 CSPRNG digits for codes a person types. */
const newLinkCode = (): string => randomBytes(32).toString('base64url');
const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Verification codes, reset OTPs and reset keys: stored as a keyed hash, bound to an account and a purpose,
 * alive 10 minutes, dead after 5 wrong tries, and single use even when submitted twice at once
 * (consumption is one `UPDATE … WHERE consumed_at IS NULL … RETURNING`).
 */
export class OneTimeCodeService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    /** `ACCOUNTS_SECRET`: the key of the stored hashes. */
    private readonly secret: string,
  ) {}

  /** Seconds until a new code of this purpose may be sent, 0 when it may be sent now. */
  async resendWaitSeconds(userId: number, purpose: CodePurpose): Promise<number> {
    const last = await lastCodeIssuedAt(this.db, userId, purpose);
    if (!last) return 0;
    const wait = last.getTime() + LIMITS.resendSeconds * 1000 - this.clock.now().getTime();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Throws 429 when the last code of this purpose was sent less than `LIMITS.resendSeconds` ago. */
  async assertMaySend(userId: number, purpose: CodePurpose): Promise<void> {
    const wait = await this.resendWaitSeconds(userId, purpose);
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** A new code; earlier live codes of the same purpose stop working. */
  async issue(userId: number, purpose: CodePurpose): Promise<string> {
    const now = this.clock.now();
    await consumeOpenCodes(this.db, userId, purpose, now);
    const code = purpose === 'RESET_PASSWORD' ? newOtp() : newLinkCode();
    await insertCode(this.db, {
      userId,
      purpose,
      codeHash: hashCode(this.secret, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /** Consumes a long random code found by its hash alone (the verification link). Returns its user. */
  async consumeByCode(code: string, purpose: CodePurpose): Promise<number | null> {
    const now = this.clock.now();
    return consumeByHash(this.db, hashCode(this.secret, purpose, code), purpose, now, MAX_WRONG_ATTEMPTS);
  }

  /**
   * The account a link code was issued to, used or not, alive or not; null for a code never issued.
   * Only the holder of the link knows the code, so this tells them nothing they could not learn by
   * signing in (issue 26 item 13: a link opened again after it worked).
   */
  async ownerOfCode(code: string, purpose: CodePurpose): Promise<number | null> {
    return ownerOfHash(this.db, hashCode(this.secret, purpose, code), purpose);
  }

  /**
   * Consumes the live code of an account and purpose when `code` matches it; a wrong code counts a
   * try against it. True only for the one caller whose update took the code.
   */
  async consumeForUser(userId: number, purpose: CodePurpose, code: string): Promise<boolean> {
    const now = this.clock.now();
    if (await consumeUserCode(this.db, userId, purpose, hashCode(this.secret, purpose, code), now, MAX_WRONG_ATTEMPTS)) return true;
    await countWrongTry(this.db, userId, purpose, now, MAX_WRONG_ATTEMPTS);
    return false;
  }
}
