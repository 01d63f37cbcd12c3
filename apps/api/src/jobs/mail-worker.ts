import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@orioni/contracts';
import type { AppConfig } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../modules/mail/mail.queries.ts';
import { claimDeliverable, markFailed, markSent } from '../modules/mail/outbox.writes.ts';
import { mailEvents, type MailAttachmentRef, type MailAttachmentResolver, type MailWorkerObserver } from '../modules/mail/mail.service.ts';

const MAX_ATTEMPTS = MAX_DELIVERY_ATTEMPTS;

/**
 * Delivers PENDING (and retries FAILED) outbox rows through SMTP. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several API instances never send the same message twice. Started by
 * `createJobs` (`services.ts`) when `SMTP_URL` is set; the mail module's `Mailer` queues the rows and
 * wakes it (`mailEvents`). It reads and writes the outbox through the mail module's repository.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly onQueued = () => void this.deliverDue().catch(() => undefined);
  private attachmentResolver: MailAttachmentResolver | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'mail'>,
    private readonly clock: Clock,
    transport?: Transporter,
    private readonly observer: MailWorkerObserver = {},
  ) {
    if (!config.mail.smtpUrl && !transport) throw new Error('MailWorker needs SMTP_URL');
    this.transport = transport ?? nodemailer.createTransport(config.mail.smtpUrl!);
  }

  start(intervalMs = 5_000): void {
    mailEvents.on('queued', this.onQueued);
    this.timer = setInterval(this.onQueued, intervalMs);
    this.timer.unref();
    this.observer.started?.();
  }

  async stop(): Promise<void> {
    mailEvents.off('queued', this.onQueued);
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
    this.observer.stopped?.();
  }

  /** How this worker renders the attachments mails name (the composition root wires the documents module's). */
  attachWith(resolver: MailAttachmentResolver): this {
    this.attachmentResolver = resolver;
    return this;
  }

  /**
   * The files a row names, each rendered in a savepoint of the worker's transaction. One that fails
   * is left out and the mail still goes (its link opens the payment history, where the document is).
   */
  private async attachmentsOf(tx: DbOrTx, row: { meta: unknown; language: Language }) {
    const refs = (row.meta as { attachments?: MailAttachmentRef[] } | null)?.attachments ?? [];
    if (!this.attachmentResolver || refs.length === 0) return undefined;
    const files: Awaited<ReturnType<MailAttachmentResolver>>[] = [];
    for (const ref of refs) {
      try {
        files.push(await tx.transaction((savepoint) => this.attachmentResolver!(ref, row.language, savepoint)));
      } catch {
        // Sent without it rather than not at all.
      }
    }
    return files;
  }

  /** Sends what is due; returns how many were sent. One run at a time per instance. */
  deliverDue(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const before = sent;
      const batch = await this.db.transaction(async (tx) => {
        const rows = await claimDeliverable(tx, MAX_ATTEMPTS, 10);
        for (const row of rows) {
          try {
            await this.transport.sendMail({
              from: this.config.mail.from,
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
              attachments: await this.attachmentsOf(tx, row),
            });
            await markSent(tx, row.id, row.attempts + 1, this.clock.now());
            sent += 1;
            this.observer.delivered?.('sent');
          } catch (error) {
            await markFailed(tx, row.id, row.attempts + 1, String((error as Error).message ?? error).slice(0, 500));
            this.observer.delivered?.('failed');
          }
        }
        return rows.length;
      });
      // Failed rows stay for the next tick rather than being retried in a tight loop.
      if (batch < 10 || sent === before) return sent;
    }
  }
}
