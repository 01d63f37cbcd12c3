import type { WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryListQuery } from '@orioni/contracts/webhook-admin';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../admin/audit.writes.ts';
import type { WebhookDeliveries } from './webhook-deliveries.service.ts';
import { toAttempt, toDelivery } from './webhook-views.ts';
import {
  attemptsOf,
  deliveriesOfEndpoint,
  deliveryById,
  endpointById,
  lastAttempts,
  lockEndpoint,
  requeue,
} from './webhooks.repository.ts';

export interface WebhookLogDeps {
  db: Db;
  clock: Clock;
  deliveries: Pick<WebhookDeliveries, 'queued'>;
}

/**
 * The console's delivery log (issue 42 item 5): an endpoint's deliveries, each with its tries (time,
 * status, duration, the first part of the answer, the next try), and the replays, audited: one delivery,
 * or every failed one since a time. A replay sends the same message (the same `webhook-id` and body)
 * from the start of the schedule.
 */
export class WebhookLog {
  constructor(private readonly deps: WebhookLogDeps) {}

  async deliveries(endpointId: number, query: WebhookDeliveryListQuery): Promise<{ list: WebhookDelivery[]; count: number }> {
    if (!(await endpointById(this.deps.db, endpointId))) throw notFound();
    const { rows, count } = await deliveriesOfEndpoint(this.deps.db, endpointId, {
      status: query.status,
      offset: query.page * query.limit,
      limit: query.limit,
    });
    const last = await lastAttempts(
      this.deps.db,
      rows.map((r) => r.delivery.id),
    );
    return { list: rows.map((r) => toDelivery(r, last.get(r.delivery.id))), count };
  }

  async delivery(id: number): Promise<WebhookDeliveryDetail> {
    const row = await deliveryById(this.deps.db, id);
    if (!row) throw notFound();
    const attempts = await attemptsOf(this.deps.db, id);
    return { ...toDelivery(row, attempts.at(-1)), attemptList: attempts.map(toAttempt), payload: row.payload };
  }

  /** One delivery tried again now, whatever its status; refused while its endpoint is off. */
  async replay(actorUserId: number, id: number): Promise<WebhookDelivery> {
    const replayed = await this.deps.db.transaction(async (tx) => {
      const found = await deliveryById(tx, id);
      if (!found) throw notFound();
      const endpoint = await lockEndpoint(tx, found.delivery.endpointId);
      if (!endpoint?.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
      const now = this.deps.clock.now();
      const [row] = await requeue(tx, { deliveryId: id }, now);
      await writeAudit(tx, {
        actorUserId,
        action: 'WEBHOOK_REPLAY',
        target: `webhook-delivery:${id}`,
        details: { endpointId: endpoint.id, messageId: found.messageId, before: { status: found.delivery.status } },
        now,
      });
      const last = await lastAttempts(tx, [id]);
      return toDelivery({ ...found, delivery: row! }, last.get(id));
    });
    this.deps.deliveries.queued();
    return replayed;
  }

  /** Every FAILED delivery of an endpoint made at or after `since`, tried again now; how many. */
  async replayFailed(actorUserId: number, endpointId: number, since: Date): Promise<{ replayed: number }> {
    const replayed = await this.deps.db.transaction(async (tx) => {
      const endpoint = await lockEndpoint(tx, endpointId);
      if (!endpoint) throw notFound();
      if (!endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
      const now = this.deps.clock.now();
      const rows = await requeue(tx, { endpointId, failedSince: since }, now);
      await writeAudit(tx, {
        actorUserId,
        action: 'WEBHOOK_REPLAY_FAILED',
        target: `webhook-endpoint:${endpointId}`,
        details: { since: since.toISOString(), replayed: rows.length },
        now,
      });
      return rows.length;
    });
    if (replayed > 0) this.deps.deliveries.queued();
    return { replayed };
  }
}
