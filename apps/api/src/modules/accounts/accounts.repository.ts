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

/** Whether a personal account other than `userId` already holds the personal number `idNumber` (ADR 042). */
export const personalNumberHeldByAnother = async (db: DbOrTx, userId: number, idNumber: string): Promise<boolean> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customerType, 'PHYSICAL'), eq(users.idNumber, idNumber), ne(users.id, userId)))
      .limit(1)
  ).length > 0;
