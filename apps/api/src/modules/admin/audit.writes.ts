import type { DbOrTx } from '../../db/client.ts';
import { insertAudit } from './admin.repository.ts';

/**
 * A staff action another module carries out, written to the admin module's audit log in the caller's
 * transaction (the action and its record commit together). The admin console lists it with the others.
 */
export function recordStaffAction(
  db: DbOrTx,
  entry: { actorUserId: number; action: string; target: string; details: unknown; now: Date },
): Promise<void> {
  return insertAudit(db, entry);
}
