import type { DbOrTx } from '../../db/client.ts';
import { insertAudit } from './admin.repository.ts';

/**
 * The trail of staff actions as other modules write it (issue 42: the webhooks console), in the
 * caller's transaction, so an action and its audit row exist together or not at all. `audit_log.action`
 * is free text (the console shows it as it is, `auditEntrySchema.action` is a string); the names below
 * are the ones other modules write.
 */
export type ModuleAuditAction =
  | 'WEBHOOK_ENDPOINT_CREATE'
  | 'WEBHOOK_ENDPOINT_ROTATE'
  | 'WEBHOOK_ENDPOINT_DISABLE'
  | 'WEBHOOK_ENDPOINT_ENABLE'
  | 'WEBHOOK_TEST'
  | 'WEBHOOK_REPLAY'
  | 'WEBHOOK_REPLAY_FAILED';

export interface AuditWrite {
  actorUserId: number;
  action: ModuleAuditAction;
  /** What was acted on (`webhook-endpoint:12`). */
  target: string;
  /** What changed, never a secret: written to the row as JSON. */
  details: unknown;
  now: Date;
}

export function writeAudit(tx: DbOrTx, entry: AuditWrite): Promise<void> {
  return insertAudit(tx, entry);
}
