import { z } from 'zod';
import { idParamSchema } from './api.ts';
import { WEBHOOK_TEST_TYPE, webhookEventTypeSchema } from './webhooks.ts';

/**
 * The admin console's integrations page (issue 42 item 5, ADR 047): webhook endpoints and their delivery
 * log. Admin role only; every change is audited. A secret (`whsec_…`) is in an answer exactly twice in its
 * life: when the endpoint is added and when it is rotated; never in a list, a log or an audit row.
 */

/** Why an endpoint is off: staff turned it off, it answered 410 Gone, or it failed for 5 days. */
export const WEBHOOK_DISABLED_REASONS = ['STAFF', 'GONE', 'FAILING'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/**
 * A delivery of one message to one endpoint. PENDING: waiting for its next try (`nextAttemptAt`);
 * SUCCEEDED: a 2xx answer; FAILED: the schedule ran out or the endpoint was disabled (staff may replay it).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** An endpoint's address: https in production (the server refuses http there), at most 2,000 characters. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), { message: 'http or https' });

export const webhookEndpointCreateSchema = z.strictObject({
  url: webhookUrlSchema,
  description: z.string().trim().max(200).default(''),
  eventTypes: z.array(webhookEventTypeSchema).min(1).max(50),
});
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.string().nullable(),
  /** While a rotated-out secret still signs (24 hours after a rotation): until when. */
  previousSecretUntil: z.string().nullable(),
  /** When the current failure streak began (null while the last try succeeded). */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  /** Deliveries waiting for a try, and failed ones, now. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Added or rotated: the endpoint and its new secret, shown this once. */
export const webhookEndpointWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointParamsSchema = z.strictObject({ id: idParamSchema });
export const webhookDeliveryParamsSchema = z.strictObject({ id: idParamSchema });

/** One try of a delivery, as the log shows it. */
export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  attemptedAt: z.string(),
  /** The answer's HTTP status; null when there was none (timeout, refused address, connection error). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** The first 1,000 characters of the answer's body, or of what went wrong. */
  response: z.string(),
  /** When the delivery is tried next after this try (null: not again). */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  /** The `webhook-id` header: the same on every try and every replay. */
  messageId: z.string(),
  eventType: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_TYPE)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  lastAttempt: webhookAttemptSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  attemptList: z.array(webhookAttemptSchema),
  /** The message's body exactly as it is signed and sent. */
  payload: z.string(),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const webhookDeliveryListQuerySchema = z.strictObject({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

/** `POST …/endpoints/:id/replay-failed`: every FAILED delivery of the endpoint created at or after `since`. */
export const webhookReplayFailedSchema = z.strictObject({ since: z.string().datetime({ offset: true }) });
export const webhookReplayResultSchema = z.object({ replayed: z.number().int() });

/** `POST …/endpoints/:id/test`: the queued test message. */
export const webhookTestResultSchema = z.object({ deliveryId: z.number().int(), messageId: z.string() });
