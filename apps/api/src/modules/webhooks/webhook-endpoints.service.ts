import { randomUUID } from 'node:crypto';
import type { WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointWithSecret } from '@orioni/contracts/webhook-admin';
import { WEBHOOK_EVENT_VERSION, WEBHOOK_TEST_TYPE } from '@orioni/contracts/webhooks';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeAudit, type ModuleAuditAction } from '../admin/audit.writes.ts';
import type { WebhookDeliveries } from './webhook-deliveries.service.ts';
import { urlRefusal } from './webhook-http.ts';
import { newWebhookSecret, ROTATION_OVERLAP_MS, SecretBox } from './webhook-secrets.ts';
import { toEndpoint } from './webhook-views.ts';
import {
  disableEndpoint,
  endpointCounts,
  insertEndpoint,
  insertTestMessage,
  listEndpoints,
  lockEndpoint,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.repository.ts';

export interface WebhookEndpointsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'webhooks' | 'accountsSecret'>;
  deliveries: Pick<WebhookDeliveries, 'queued'>;
}

/** What the audit row says of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
});

/**
 * The console's endpoints (issue 42 item 5; admin only, every change audited in its own transaction): add
 * one with its event types, rotate its secret, turn it off and on, send it a test message. A secret is
 * answered twice in its life, when it is made (added, rotated), and never again: not in a list, a log or
 * an audit row.
 */
export class WebhookEndpoints {
  private readonly box: SecretBox;

  constructor(private readonly deps: WebhookEndpointsDeps) {
    this.box = new SecretBox(deps.config.accountsSecret);
  }

  async list(): Promise<{ list: WebhookEndpoint[]; count: number }> {
    const rows = await listEndpoints(this.deps.db);
    return { list: rows.map((r) => toEndpoint(r, r)), count: rows.length };
  }

  /**
   * A new endpoint, sent the events of its types that occur from now on. In production its address must
   * be https and, when it is an IP literal, a public one (a name is checked at each try, as it resolves then).
   */
  async create(actorUserId: number, input: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret> {
    const refusal = urlRefusal(input.url, this.deps.config.webhooks.allowPrivate);
    if (refusal) throw new AppError(refusal);
    const secret = newWebhookSecret();
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const row = await insertEndpoint(tx, {
        url: input.url,
        description: input.description,
        eventTypes: [...new Set(input.eventTypes)],
        secret: this.box.seal(secret),
        createdBy: actorUserId,
        createdAt: now,
        updatedAt: now,
      });
      await this.audit(tx, actorUserId, 'WEBHOOK_ENDPOINT_CREATE', row, { after: audited(row) });
      return { endpoint: toEndpoint(row, { pending: 0, failed: 0 }), secret };
    });
  }

  /** A new secret; the one it replaces still signs beside it for 24 hours (both signatures on every try). */
  async rotate(actorUserId: number, id: number): Promise<WebhookEndpointWithSecret> {
    const secret = newWebhookSecret();
    const endpoint = await this.change(actorUserId, id, 'WEBHOOK_ENDPOINT_ROTATE', async (tx, before, now) => {
      const until = new Date(now.getTime() + ROTATION_OVERLAP_MS);
      const row = await updateEndpoint(tx, id, {
        secret: this.box.seal(secret),
        previousSecret: before.secret,
        previousSecretUntil: until,
        updatedAt: now,
      });
      return { row, details: { previousSecretUntil: until.toISOString() } };
    });
    return { endpoint, secret };
  }

  /** Off by staff: nothing more is sent, its waiting deliveries are given up (FAILED, replayable once it is on again). */
  async disable(actorUserId: number, id: number): Promise<WebhookEndpoint> {
    return this.change(actorUserId, id, 'WEBHOOK_ENDPOINT_DISABLE', async (tx, before, now) => {
      if (!before.enabled) return null;
      const row = (await disableEndpoint(tx, id, 'STAFF', now))!;
      return { row, details: { before: audited(before), after: audited(row) } };
    });
  }

  /** On again (whatever turned it off), its failure streak forgotten; events from now on are sent to it. */
  async enable(actorUserId: number, id: number): Promise<WebhookEndpoint> {
    return this.change(actorUserId, id, 'WEBHOOK_ENDPOINT_ENABLE', async (tx, before, now) => {
      if (before.enabled) return null;
      const row = await updateEndpoint(tx, id, {
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
        updatedAt: now,
      });
      return { row, details: { before: audited(before), after: audited(row) } };
    });
  }

  /** A `webhook.test` message to this endpoint alone, tried at once; refused while the endpoint is off. */
  async sendTest(actorUserId: number, id: number): Promise<{ deliveryId: number; messageId: string }> {
    const sent = await this.deps.db.transaction(async (tx) => {
      const endpoint = await lockEndpoint(tx, id);
      if (!endpoint) throw notFound();
      if (!endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
      const now = this.deps.clock.now();
      const messageId = `test_${randomUUID()}`;
      const payload = JSON.stringify({
        type: WEBHOOK_TEST_TYPE,
        version: WEBHOOK_EVENT_VERSION[WEBHOOK_TEST_TYPE],
        timestamp: now.toISOString(),
        data: { endpointId: id, message: 'A test message from the Orioni console.' },
      });
      const delivery = await insertTestMessage(tx, { messageId, type: WEBHOOK_TEST_TYPE, payload, occurredAt: now }, id, now);
      await this.audit(tx, actorUserId, 'WEBHOOK_TEST', endpoint, { messageId, deliveryId: delivery.id });
      return { deliveryId: delivery.id, messageId };
    });
    this.deps.deliveries.queued();
    return sent;
  }

  /**
   * One audited change of an endpoint, in one transaction holding its lock. `apply` returns null when
   * there is nothing to change (no audit row then).
   */
  private change(
    actorUserId: number,
    id: number,
    action: ModuleAuditAction,
    apply: (tx: DbOrTx, before: EndpointRow, now: Date) => Promise<{ row: EndpointRow; details: object } | null>,
  ): Promise<WebhookEndpoint> {
    return this.deps.db.transaction(async (tx) => {
      const before = await lockEndpoint(tx, id);
      if (!before) throw notFound();
      const done = await apply(tx, before, this.deps.clock.now());
      if (done) await this.audit(tx, actorUserId, action, done.row, done.details);
      return toEndpoint(done?.row ?? before, await endpointCounts(tx, id));
    });
  }

  private audit(tx: DbOrTx, actorUserId: number, action: ModuleAuditAction, row: EndpointRow, details: object): Promise<void> {
    return writeAudit(tx, { actorUserId, action, target: `webhook-endpoint:${row.id}`, details, now: this.deps.clock.now() });
  }
}
