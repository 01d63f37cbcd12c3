import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import type { WebhookEventType } from '@orioni/contracts/webhooks';
import type { AttemptRow, DeliveryListRow, EndpointRow } from './webhooks.repository.ts';

// The console's shapes (contracts' `webhook-admin.ts`) from the rows: never a secret, sealed or open.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEndpoint(row: EndpointRow, counts: { pending: number; failed: number }): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    previousSecretUntil: iso(row.previousSecretUntil),
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
    pending: counts.pending,
    failed: counts.failed,
  };
}

export function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    response: row.response,
    nextAttemptAt: iso(row.nextAttemptAt),
  };
}

export function toDelivery(row: DeliveryListRow, last: AttemptRow | undefined): WebhookDelivery {
  const d = row.delivery;
  return {
    id: d.id,
    endpointId: d.endpointId,
    messageId: row.messageId,
    eventType: row.type as WebhookDelivery['eventType'],
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'PENDING' ? iso(d.nextAttemptAt) : null,
    createdAt: d.createdAt.toISOString(),
    lastAttempt: last ? toAttempt(last) : null,
  };
}
