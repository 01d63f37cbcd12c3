import { and, eq, inArray, ne } from 'drizzle-orm';
import type { UserInfo } from '@orioni/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUsersByIds = async (db: DbOrTx, ids: number[]): Promise<UserRow[]> =>
  ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids));

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Inserts unless the e-mail is taken; undefined when it is. */
export const insertUser = async (db: DbOrTx, values: NewUser): Promise<UserRow | undefined> =>
  (await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning())[0];

export const updateUser = async (db: DbOrTx, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> =>
  (await db.update(users).set(values).where(eq(users.id, id)).returning())[0];

/**
 * INCOMPLETE → VERIFIED, once: true only for the one call that moved it (a second verification, or a
 * reset racing the link, finds it verified and changes nothing).
 */
export const markVerified = async (db: DbOrTx, id: number, now: Date): Promise<boolean> =>
  (
    await db
      .update(users)
      .set({ status: 'VERIFIED', verifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.status, 'INCOMPLETE')))
      .returning({ id: users.id })
  ).length > 0;

/** The user as `GET user` and login answer it. */
export const toUserInfo = (u: UserRow): UserInfo => ({
  id: u.id,
  username: u.email,
  fullName: u.fullName,
  firstName: u.firstName,
  lastName: u.lastName,
  mobile: u.mobile,
  idNumber: u.idNumber,
  customerType: u.customerType,
  language: u.language,
  repMobile: u.repMobile,
  chiefManager: u.chiefManager,
  fieldOfActivity: u.fieldOfActivity,
  notes: u.notes,
  role: u.role,
  status: u.status,
});

/**
 * The unique partial index that holds one personal account per personal number (migration 0023,
 * ADR 042): two accounts saving one number at the same moment cannot both keep it.
 */
export const PERSONAL_NUMBER_INDEX = 'users_personal_id_number_key';

/** Whether `error` (or an error it wraps) is PostgreSQL refusing a personal number another personal account holds. */
export const isPersonalNumberConflict = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === PERSONAL_NUMBER_INDEX || String(message ?? '').includes(PERSONAL_NUMBER_INDEX))) return true;
  }
  return false;
};

/** Whether a personal account other than `userId` already holds the personal number `idNumber` (ADR 042). */
export const personalNumberHeldByAnother = async (db: DbOrTx, userId: number, idNumber: string): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerType, 'PHYSICAL'), eq(users.idNumber, idNumber), ne(users.id, userId)))
      .limit(1)
  ).length > 0;

/** Clears the account's personal number when it is still `idNumber`. */
export const clearIdNumber = async (db: DbOrTx, userId: number, idNumber: string, now: Date): Promise<void> => {
  await db
    .update(users)
    .set({ idNumber: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.idNumber, idNumber)));
};
