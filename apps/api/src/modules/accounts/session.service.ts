import { createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  insertSession,
  prepareSessionLookup,
  revokeSession,
  revokeSessionsOfUser,
  rotateSession,
  touchSession,
} from './session.repository.ts';

/**
 * Login sessions: a 256-bit random token given to the client once, only its SHA-256 stored.
 * A session ends when unused for the idle period or after the absolute period, or when revoked.
 * Use extends the idle expiry (sliding); once half the idle period has passed the token is rotated
 * and the new one travels back in the `Authorization` response header. The replaced token stays
 * valid for a short grace period (`ROTATION_GRACE_MS`), so requests the client sent in parallel with
 * the old token do not fail with a 401 and log the customer out.
 */
export interface SessionUser {
  id: number;
  email: string;
  role: 'USER' | 'ADMIN';
  customerType: 'PHYSICAL' | 'LEGAL';
  language: 'KA' | 'EN' | 'RU';
  sessionId: number;
}

export interface ResolvedSession {
  user: SessionUser;
  /** Set when the token was rotated: the client must store this one. */
  renewedToken?: string;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

/** How long a token replaced at rotation is still accepted. */
export const ROTATION_GRACE_MS = 60_000;

export class SessionService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    private readonly config: Pick<AppConfig, 'session'>,
  ) {}

  /** The lookup every signed-in request makes (a named prepared statement, built once). */
  private prepared: ReturnType<typeof prepareSessionLookup> | undefined;
  private lookup = () => (this.prepared ??= prepareSessionLookup(this.db));

  private idleMs = () => this.config.session.idleMinutes * 60_000;
  private absoluteMs = () => this.config.session.absoluteDays * 86_400_000;

  async create(userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await insertSession(this.db, {
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + this.idleMs()),
      absoluteExpiresAt: new Date(now.getTime() + this.absoluteMs()),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
    return token;
  }

  /** The user of a live session, or null. Extends it, rotating the token past half its idle life. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!token || token.length > 200) return null;
    const now = this.clock.now();
    const tokenHash = hashToken(token);
    const [row] = await this.lookup().execute({ tokenHash });
    if (!row || row.revokedAt || row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) return null;

    const user: SessionUser = {
      id: row.id,
      email: row.email,
      role: row.role,
      customerType: row.customerType,
      language: row.language,
      sessionId: row.sessionId,
    };
    if (row.tokenHash !== tokenHash) {
      // The token replaced at the last rotation: accepted during the grace period, never rotated again.
      return row.previousValidUntil && row.previousValidUntil > now ? { user } : null;
    }
    const idleExpiresAt = new Date(Math.min(now.getTime() + this.idleMs(), row.absoluteExpiresAt.getTime()));
    const rotate = now.getTime() - row.lastSeenAt.getTime() >= this.idleMs() / 2;
    if (rotate) {
      const renewed = newToken();
      // Only the request that still finds the old hash rotates: parallel requests keep the token they sent.
      const rotated = await rotateSession(this.db, row.sessionId, tokenHash, {
        tokenHash: hashToken(renewed),
        previousValidUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
        lastSeenAt: now,
        idleExpiresAt,
      });
      return rotated ? { user, renewedToken: renewed } : { user };
    }
    // Keep writes rare: move the idle expiry at most once a minute.
    if (now.getTime() - row.lastSeenAt.getTime() >= 60_000) {
      await touchSession(this.db, row.sessionId, { lastSeenAt: now, idleExpiresAt });
    }
    return { user };
  }

  async revoke(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId, this.clock.now());
  }

  /** Ends every session of a user, except `keepSessionId` when given (password change keeps the current one). */
  async revokeAllForUser(userId: number, keepSessionId?: number, db: DbOrTx = this.db): Promise<void> {
    await revokeSessionsOfUser(db, userId, this.clock.now(), keepSessionId);
  }
}
