import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

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

  /**
   * The lookup every signed-in request makes, as a named prepared statement: built once, and planned
   * by PostgreSQL once per connection instead of on every request (issue 14).
   */
  private prepared: ReturnType<SessionService['prepareLookup']> | undefined;
  private lookup = () => (this.prepared ??= this.prepareLookup());
  private prepareLookup() {
    const tokenHash = sql.placeholder('tokenHash');
    return this.db
      .select({
        sessionId: sessions.id,
        tokenHash: sessions.tokenHash,
        previousValidUntil: sessions.previousValidUntil,
        lastSeenAt: sessions.lastSeenAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        revokedAt: sessions.revokedAt,
        id: users.id,
        email: users.email,
        role: users.role,
        customerType: users.customerType,
        language: users.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(or(eq(sessions.tokenHash, tokenHash), eq(sessions.previousTokenHash, tokenHash)))
      .limit(1)
      .prepare('session_lookup');
  }

  private idleMs = () => this.config.session.idleMinutes * 60_000;
  private absoluteMs = () => this.config.session.absoluteDays * 86_400_000;

  async create(userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
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
      const rotated = await this.db
        .update(sessions)
        .set({
          tokenHash: hashToken(renewed),
          previousTokenHash: tokenHash,
          previousValidUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
          lastSeenAt: now,
          idleExpiresAt,
        })
        .where(and(eq(sessions.id, row.sessionId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rotated.length > 0 ? { user, renewedToken: renewed } : { user };
    }
    // Keep writes rare: move the idle expiry at most once a minute.
    if (now.getTime() - row.lastSeenAt.getTime() >= 60_000) {
      await this.db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, row.sessionId));
    }
    return { user };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a user, except `keepSessionId` when given (password change keeps the current one). */
  async revokeAllForUser(userId: number, keepSessionId?: number, db: DbOrTx = this.db): Promise<void> {
    const where = keepSessionId
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await db.update(sessions).set({ revokedAt: this.clock.now() }).where(where);
  }
}
