/**
 * The accounts as other modules may read them (ADR 028). The accounts module owns `users`,
 * `sessions` and `one_time_codes`; other modules read a customer through `AccountsService`, and
 * the staff lists and reports, which filter and page customers together with their purchases and
 * payments in one statement, join `users` here. Only reads: the architecture test refuses an insert,
 * update or delete of it outside `modules/accounts`.
 */
export { users } from '../../db/schema/accounts.ts';
export type { UserRow } from './accounts.repository.ts';
