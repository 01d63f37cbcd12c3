/**
 * The outbox's statements the mail worker (`jobs/mail-worker.ts`) runs: claim the messages due, mark
 * each sent or failed. The mail module owns `outbox_emails` (ADR 044); the worker is a job, so it
 * reaches them through this public file rather than the module's repository.
 */
export { claimDeliverable, markFailed, markSent } from './mail.repository.ts';
