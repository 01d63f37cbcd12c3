import { hashPassword } from '../lib/password.ts';
import { users } from '../db/schema/index.ts';
import { SessionService } from '../modules/accounts/session.service.ts';
import type { TestContext } from './test-app.ts';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/**
 * A verified user with a live session, made directly in the database (tests of other capabilities
 * should not depend on the login route).
 */
export async function createSignedInUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const password = overrides.password ?? 'Correct#Horse9';
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.ge`;
  const [row] = await t.db
    .insert(users)
    .values({
      passwordHash: await hashPassword(password),
      role: 'USER',
      status: 'VERIFIED',
      customerType: 'PHYSICAL',
      fullName: 'Test Customer',
      firstName: 'Test',
      lastName: 'Customer',
      mobile: '+995 555 00 00 00',
      language: 'EN',
      verifiedAt: t.clock.now(),
      ...overrides,
      email,
    })
    .returning({ id: users.id });
  const token = await new SessionService(t.db, t.clock, t.config).create(row!.id);
  return { id: row!.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A valid personal number (11 digits) of this test account alone: one personal account holds one
 * number (ADR 042), so accounts of one test never share one.
 */
export const personalNumberFor = (userId: number): string => String(1_000_000_000 + userId).padStart(11, '0');

/** A new session for the same user at the clock's current time (after a test moved the clock past the old one's life). */
export async function signInAgain(t: TestContext, who: TestUser): Promise<TestUser> {
  const token = await new SessionService(t.db, t.clock, t.config).create(who.id);
  return { ...who, token, headers: { authorization: `Bearer ${token}` } };
}
