import { EventEmitter } from 'node:events';
import type { Language } from '@orioni/contracts';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hasOutboxRow, insertOutboxRows, newestOutboxRows } from './mail.repository.ts';

/**
 * The product's one way to send an e-mail: the `Mailer` the composition root (`services.ts`) builds
 * with every template and hands to the services that send.
 *
 *   await this.deps.mailer.send(tx, { to, template: 'verification', language: 'KA', data: { link } });
 *
 * Every message is first written to `outbox_emails` (in the caller's transaction when given one).
 * With `SMTP_URL` set the row is PENDING and the in-process worker (`jobs/mail-worker.ts`) delivers it,
 * retrying failures; without it the row is STORED and shown at `/dev/outbox` and `GET /api/dev/outbox`.
 *
 * A template's data type is declared by augmenting `MailTemplateRegistry` next to the template; the
 * template itself goes into the `MailTemplates` object of `services.ts`, whose type asks for every
 * declared name: a template declared but not wired is a type error, not a runtime one.
 *
 *   declare module '../mail/mail.service.ts' {
 *     interface MailTemplateRegistry { receipt: { paymentId: number; ... } }
 *   }
 *   export const receiptTemplates: Pick<MailTemplates, 'receipt'> = { receipt: (data, ctx) => ({ subject, html, text }) };
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MailTemplateRegistry {}

export type MailTemplateName = keyof MailTemplateRegistry & string;

export interface MailContext {
  language: Language;
  /** The public address of the storefront, no trailing slash: base of every link. */
  publicUrl: string;
}

/** A file a mail attaches, rendered at sending: a payment's receipt or credit note (issue 28 item 1). */
export interface MailAttachmentRef {
  kind: 'payment-document';
  paymentId: number;
}

/** Renders one attachment, in the mail's language, reading through the worker's transaction. */
export type MailAttachmentResolver = (
  ref: MailAttachmentRef,
  language: Language,
  db: DbOrTx,
) => Promise<{ filename: string; content: Buffer; contentType: string }>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /**
   * Files to attach, named rather than carried (ADR 031): the row keeps the reference in its
   * `meta`, and the worker renders each when it sends the mail.
   */
  attachments?: MailAttachmentRef[];
}

/** A receipt mail with the payment's document attached (its receipt or credit note as a PDF, ADR 031). */
export const withPaymentDocument = (paymentId: number, mail: RenderedMail): RenderedMail => ({
  ...mail,
  attachments: [{ kind: 'payment-document', paymentId }],
});

export type MailTemplate<D> = (data: D, context: MailContext) => RenderedMail;

/** Every template of the product by name; built in the composition root (`services.ts`). */
export type MailTemplates = { readonly [N in MailTemplateName]: MailTemplate<MailTemplateRegistry[N]> };

export interface SendMailInput<N extends MailTemplateName> {
  to: string;
  template: N;
  language: Language;
  data: MailTemplateRegistry[N];
  /** Anything worth keeping with the row (ids), never secrets. */
  meta?: Record<string, unknown>;
}

/** One message rendered by its template (a pure function: the tests of each template call it). */
export function renderMail<N extends MailTemplateName>(
  templates: MailTemplates,
  name: N,
  data: MailTemplateRegistry[N],
  context: MailContext,
): RenderedMail {
  return (templates[name] as MailTemplate<MailTemplateRegistry[N]>)(data, context);
}

/** Tells a running worker that a message is waiting. */
export const mailEvents = new EventEmitter();

/** Renders messages with the templates it was built with and queues them in the outbox. */
export class Mailer {
  constructor(
    private readonly templates: MailTemplates,
    private readonly config: Pick<AppConfig, 'mail' | 'publicUrl'>,
    private readonly clock: Clock,
  ) {}

  render<N extends MailTemplateName>(name: N, data: MailTemplateRegistry[N], language: Language): RenderedMail {
    return renderMail(this.templates, name, data, { language, publicUrl: this.config.publicUrl });
  }

  async send<N extends MailTemplateName>(db: DbOrTx, input: SendMailInput<N>): Promise<{ id: number }> {
    const [sent] = await this.sendMany(db, [input]);
    return sent!;
  }

  /**
   * A mail that goes once: none when the outbox already holds one of this template with `once` in its
   * meta. The caller holds the lock that serialises its senders (a row of its own, `FOR UPDATE`), so
   * two at once see each other's row.
   */
  async sendOnce<N extends MailTemplateName>(
    db: DbOrTx,
    input: SendMailInput<N>,
    once: Record<string, string | number>,
  ): Promise<{ id: number } | null> {
    if (await hasOutboxRow(db, input.template, once)) return null;
    return this.send(db, { ...input, meta: { ...input.meta, ...once } });
  }

  /** Several e-mails in one statement (a renewal pass queues one per customer it charged). */
  async sendMany(db: DbOrTx, inputs: SendMailInput<MailTemplateName>[]): Promise<{ id: number }[]> {
    if (inputs.length === 0) return [];
    const now = this.clock.now();
    const status = this.config.mail.smtpUrl ? ('PENDING' as const) : ('STORED' as const);
    const rows = await insertOutboxRows(
      db,
      inputs.map((input) => {
        const rendered = this.render(input.template, input.data as never, input.language);
        const attachments = rendered.attachments?.length ? { attachments: rendered.attachments } : {};
        return {
          to: input.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          template: input.template,
          language: input.language,
          status,
          meta: input.meta || rendered.attachments?.length ? { ...input.meta, ...attachments } : null,
          createdAt: now,
        };
      }),
    );
    if (this.config.mail.smtpUrl) setImmediate(() => mailEvents.emit('queued'));
    return rows;
  }
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
  const rows = await newestOutboxRows(db, options.to ? options.to.trim().toLowerCase() : undefined, options.limit ?? 100);
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

/** Told what the worker does (the metrics and the readiness answer, ADR 035); every method optional. */
export interface MailWorkerObserver {
  started?(): void;
  stopped?(): void;
  delivered?(outcome: 'sent' | 'failed'): void;
}
