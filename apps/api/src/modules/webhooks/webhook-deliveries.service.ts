import { randomUUID } from 'node:crypto';
import type { WebhookDisabledReason } from '@orioni/contracts/webhook-admin';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { guardedPoster, RESPONSE_LIMIT, type PostResult, type WebhookPost } from './webhook-http.ts';
import { FAILING_DISABLE_MS, GIVE_UP_AFTER_FAILURES, retryDelayMs } from './webhook-schedule.ts';
import { SecretBox } from './webhook-secrets.ts';
import { signedHeaders } from './webhook-signer.ts';
import {
  adminRecipients,
  claimDue,
  clearFailing,
  disableEndpoint,
  insertAttempt,
  lockEndpoint,
  markFailing,
  settle,
  type ClaimedDelivery,
} from './webhooks.repository.ts';

/** What became of one try: delivered, waiting for its next try, given up, or its claim lost to another instance. */
export type DeliveryOutcome = 'succeeded' | 'retry' | 'failed' | 'lost';

/** Told what the worker does (the metrics, ADR 035); every method optional. */
export interface WebhookObserver {
  attempted?(seconds: number): void;
  delivered?(outcome: DeliveryOutcome): void;
}

export interface WebhookDeliveriesDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'webhooks' | 'accountsSecret'>;
  mailer: Pick<Mailer, 'sendMany'>;
  /** How a try is posted; the guarded poster of the configuration unless given (tests). */
  post?: WebhookPost;
  observer?: WebhookObserver;
}

/** Deliveries claimed per pass, and posted at once at most. */
const BATCH = 32;
const PARALLEL = 8;
/** A claim holds a delivery this long past a try's timeout: an instance that died mid-try frees it then. */
const LEASE_MARGIN_MS = 30_000;

/**
 * The delivery of webhook messages (issue 42 item 3, ADR 047). The consumer queues deliveries; each pass
 * (`deliverDue`, the worker's, in every instance) claims the due ones with a token and a lease, posts them
 * a few at a time, signed, and saves each outcome only while the claim is still its own: an instance
 * that lost its lease never overwrites the one that took the delivery over. At least once: a receiver
 * deduplicates by `webhook-id`.
 */
export class WebhookDeliveries {
  private readonly box: SecretBox;
  private readonly post: WebhookPost;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: WebhookDeliveriesDeps) {
    this.box = new SecretBox(deps.config.accountsSecret);
    this.post = deps.post ?? guardedPoster({ timeoutMs: deps.config.webhooks.timeoutMs, allowPrivate: deps.config.webhooks.allowPrivate });
  }

  /** How long a claim holds a delivery (the clock's time). */
  get leaseMs(): number {
    return this.deps.config.webhooks.timeoutMs + LEASE_MARGIN_MS;
  }

  /** Calls `listener` each time deliveries were queued (the worker wakes); returns how to stop. */
  onQueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Deliveries were queued (the consumer, a test message, a replay). */
  queued(): void {
    for (const listener of this.listeners) listener();
  }

  /** One pass: claims up to `limit` due deliveries and tries each once. What became of them. */
  async deliverDue(limit = BATCH): Promise<Record<DeliveryOutcome, number>> {
    const outcomes: Record<DeliveryOutcome, number> = { succeeded: 0, retry: 0, failed: 0, lost: 0 };
    const token = randomUUID();
    const now = this.deps.clock.now();
    const claimed = await claimDue(this.deps.db, now, new Date(now.getTime() + this.leaseMs), token, limit);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const row = claimed[next++]!;
        const outcome = await this.tryOne(row, token);
        outcomes[outcome] += 1;
        this.deps.observer?.delivered?.(outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, lane));
    return outcomes;
  }

  private async tryOne(row: ClaimedDelivery, token: string): Promise<DeliveryOutcome> {
    const at = this.deps.clock.now();
    let headers: Record<string, string>;
    try {
      const previous =
        row.previousSecret && row.previousSecretUntil && row.previousSecretUntil.getTime() > at.getTime()
          ? this.box.open(row.previousSecret)
          : null;
      headers = signedHeaders({
        messageId: row.messageId,
        at,
        body: row.payload,
        secret: this.box.open(row.secret),
        previousSecret: previous,
      });
    } catch {
      // The secret cannot be opened (ACCOUNTS_SECRET changed since it was sealed): nothing is sent; a rotation mends it.
      return this.save(row, token, at, { statusCode: null, durationMs: 0, response: 'The signing secret cannot be read: rotate it.' });
    }
    const result = await this.post(row.url, headers, row.payload);
    this.deps.observer?.attempted?.(result.durationMs / 1000);
    return this.save(row, token, at, result);
  }

  /**
   * A try's outcome, in one transaction that first locks the endpoint (as every write over an endpoint
   * and its deliveries does): 2xx delivered (the endpoint's failure streak ends); 410 Gone disables the
   * endpoint; any other answer, or none, waits for the schedule's next try, or gives up when the schedule
   * ran out. An endpoint whose failure streak reaches 5 days is disabled and every admin is mailed.
   */
  private save(row: ClaimedDelivery, token: string, at: Date, result: PostResult): Promise<DeliveryOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const endpoint = await lockEndpoint(tx, row.endpointId);
      const now = this.deps.clock.now();
      const attempts = row.attempts + 1;
      const attempt = { deliveryId: row.id, attemptedAt: at, statusCode: result.statusCode, durationMs: result.durationMs };
      const response = result.response.slice(0, RESPONSE_LIMIT);
      const code = result.statusCode;
      if (code !== null && code >= 200 && code < 300) {
        const changes = { status: 'SUCCEEDED' as const, attempts, step: row.step, nextAttemptAt: null, lastStatusCode: code };
        if (!(await settle(tx, row.id, token, { ...changes, deliveredAt: now, updatedAt: now }))) return 'lost';
        await insertAttempt(tx, { ...attempt, response, nextAttemptAt: null });
        await clearFailing(tx, row.endpointId, now);
        return 'succeeded';
      }
      const failures = row.step + 1;
      const gone = code === 410;
      const givesUp = gone || failures >= GIVE_UP_AFTER_FAILURES || !endpoint?.enabled;
      const nextAttemptAt = givesUp ? null : new Date(now.getTime() + retryDelayMs(failures));
      const status = givesUp ? ('FAILED' as const) : ('PENDING' as const);
      if (!(await settle(tx, row.id, token, { status, attempts, step: failures, nextAttemptAt, lastStatusCode: code, updatedAt: now })))
        return 'lost';
      await insertAttempt(tx, { ...attempt, response, nextAttemptAt });
      const lastAnswer = code === null ? response.slice(0, 200) : `HTTP ${code}${response ? `: ${response.slice(0, 200)}` : ''}`;
      if (gone) await this.disable(tx, row.endpointId, 'GONE', now, { failingSince: null, lastAnswer });
      else {
        const failingSince = await markFailing(tx, row.endpointId, now);
        if (now.getTime() - failingSince.getTime() >= FAILING_DISABLE_MS)
          await this.disable(tx, row.endpointId, 'FAILING', now, { failingSince, lastAnswer });
      }
      return givesUp ? 'failed' : 'retry';
    });
  }

  /** Turns an endpoint off by a failure (its waiting deliveries given up) and mails every admin, once. */
  private async disable(
    tx: DbOrTx,
    endpointId: number,
    reason: Exclude<WebhookDisabledReason, 'STAFF'>,
    now: Date,
    why: { failingSince: Date | null; lastAnswer: string },
  ): Promise<void> {
    const endpoint = await disableEndpoint(tx, endpointId, reason, now);
    if (!endpoint) return;
    const admins = await adminRecipients(tx);
    await this.deps.mailer.sendMany(
      tx,
      admins.map((admin) => ({
        to: admin.email,
        template: 'webhook-endpoint-disabled' as const,
        language: admin.language,
        data: {
          endpointId,
          url: endpoint.url,
          reason,
          failingSince: why.failingSince?.toISOString() ?? null,
          lastAnswer: why.lastAnswer,
        },
        meta: { webhookEndpointId: endpointId },
      })),
    );
  }
}
