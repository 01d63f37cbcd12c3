import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts.ts';

/**
 * The accounts as other modules may read them (ADR 044). The accounts module owns `users`, `sessions`
 * and `one_time_codes`; other modules read a customer through `AccountsService`, and the staff lists
 * and reports, which filter and page customers together with their purchases and payments in one
 * statement, join the read view of `users`: a subquery of its columns under an alias, never written or
 * locked.
 */
export const usersView = <A extends string = 'users'>(as = 'users' as A) => new QueryBuilder().select().from(users).as(as);
export type { UserRow } from './accounts.repository.ts';
