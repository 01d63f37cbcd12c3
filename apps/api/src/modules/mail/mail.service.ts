import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@orioni/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The product's one way to send an e-mail.
 *
 *   await sendMail(deps, { to, template: 'verification', language: 'KA', data: { link } });
 *
 * Every message is first written to `outbox_emails` (in the caller's transaction when `deps.db` is
 * one). With `SMTP_URL` set the row is PENDING and the in-process worker (`MailWorker`) delivers it,
 * retrying failures; without it the row is STORED and shown at `/dev/outbox` and `GET /api/dev/outbox`.
 *
 * Templates are registered by name with `registerMailTemplate`; their data types are declared by
 * augmenting `MailTemplateRegistry`:
 *
 *   declare module '../mail/mail.service.ts' {
 *     interface MailTemplateRegistry { receipt: { paymentId: number; ... } }
 *   }
 *   registerMailTemplate('receipt', (data, ctx) => ({ subject, html, text }));
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MailTemplateRegistry {}

export type MailTemplateName = keyof MailTemplateRegistry & string;

export interface MailContext {
  language: Language;
  /** The public address of the storefront, no trailing slash: base of every link. */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type MailTemplate<D> = (data: D, context: MailContext) => RenderedMail;

const templates = new Map<string, MailTemplate<never>>();

export function registerMailTemplate<N extends MailTemplateName>(name: N, template: MailTemplate<MailTemplateRegistry[N]>): void {
  templates.set(name, template as MailTemplate<never>);
}

export function renderMail<N extends MailTemplateName>(name: N, data: MailTemplateRegistry[N], context: MailContext): RenderedMail {
  const template = templates.get(name) as MailTemplate<MailTemplateRegistry[N]> | undefined;
  if (!template) throw new Error(`unknown mail template: ${name}`);
  return template(data, context);
}

export interface MailDeps {
  db: DbOrTx;
  config: Pick<AppConfig, 'mail' | 'publicUrl'>;
  clock: Clock;
}

export interface SendMailInput<N extends MailTemplateName> {
  to: string;
  template: N;
  language: Language;
  data: MailTemplateRegistry[N];
  /** Anything worth keeping with the row (ids), never secrets. */
  meta?: Record<string, unknown>;
}

/** Tells a running worker that a message is waiting. */
export const mailEvents = new EventEmitter();

export async function sendMail<N extends MailTemplateName>(deps: MailDeps, input: SendMailInput<N>): Promise<{ id: number }> {
  const [sent] = await sendMails(deps, [input]);
  return sent!;
}

/** Several e-mails in one statement (a renewal pass queues one per customer it charged). */
export async function sendMails(deps: MailDeps, inputs: SendMailInput<MailTemplateName>[]): Promise<{ id: number }[]> {
  if (inputs.length === 0) return [];
  const now = deps.clock.now();
  const status = deps.config.mail.smtpUrl ? ('PENDING' as const) : ('STORED' as const);
  const rows = await deps.db
    .insert(outboxEmails)
    .values(
      inputs.map((input) => {
        const rendered = renderMail(input.template, input.data, { language: input.language, publicUrl: deps.config.publicUrl });
        return {
          to: input.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          template: input.template,
          language: input.language,
          status,
          meta: input.meta ?? null,
          createdAt: now,
        };
      }),
    )
    .returning({ id: outboxEmails.id });
  if (deps.config.mail.smtpUrl) setImmediate(() => mailEvents.emit('queued'));
  return rows;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'STORED';
  createdAt: string;
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutbox(db: DbOrTx, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(options.to ? eq(sql`lower(${outboxEmails.to})`, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(options.limit ?? 100);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

const MAX_ATTEMPTS = 5;

/**
 * Delivers PENDING (and retries FAILED) outbox rows through SMTP. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several API instances never send the same message twice.
 */
export class MailWorker {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly onQueued = () => void this.deliverDue().catch(() => undefined);

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'mail'>,
    private readonly clock: Clock,
    transport?: Transporter,
  ) {
    if (!config.mail.smtpUrl && !transport) throw new Error('MailWorker needs SMTP_URL');
    this.transport = transport ?? nodemailer.createTransport(config.mail.smtpUrl!);
  }

  start(intervalMs = 5_000): void {
    mailEvents.on('queued', this.onQueued);
    this.timer = setInterval(this.onQueued, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    mailEvents.off('queued', this.onQueued);
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
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
        const rows = await tx
          .select()
          .from(outboxEmails)
          .where(and(inArray(outboxEmails.status, ['PENDING', 'FAILED']), lt(outboxEmails.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(outboxEmails.id))
          .limit(10)
          .for('update', { skipLocked: true });
        for (const row of rows) {
          try {
            await this.transport.sendMail({
              from: this.config.mail.from,
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
            });
            await tx
              .update(outboxEmails)
              .set({ status: 'SENT', sentAt: this.clock.now(), attempts: row.attempts + 1, lastError: null })
              .where(eq(outboxEmails.id, row.id));
            sent += 1;
          } catch (error) {
            await tx
              .update(outboxEmails)
              .set({ status: 'FAILED', attempts: row.attempts + 1, lastError: String((error as Error).message ?? error).slice(0, 500) })
              .where(eq(outboxEmails.id, row.id));
          }
        }
        return rows.length;
      });
      // Failed rows stay for the next tick rather than being retried in a tight loop.
      if (batch < 10 || sent === before) return sent;
    }
  }
}
