import { sql } from 'drizzle-orm';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_DISABLED_REASONS } from '@orioni/contracts/webhook-admin';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// The webhooks module's tables (issue 42, ADR 047): the vendor's endpoints, one message per domain event
// some endpoint wanted (the exact body that is signed), one delivery per message and endpoint, one
// attempt per try. The consumer writes messages and deliveries in the transaction that moves its cursor;
// the worker claims deliveries (`claim_token` + `claimed_until`) and records each try.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An address the storefront posts signed messages to. `secret` and `previous_secret` are stored
 * encrypted (AES-256-GCM under a key derived from ACCOUNTS_SECRET); for 24 hours after a rotation
 * (`previous_secret_until`) both sign.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The public event types it gets (contracts' `WEBHOOK_EVENT_TYPES`). */
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** When the current failure streak began (null while the last try succeeded). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_enabled_idx').on(t.enabled)],
);

/**
 * One message: a domain event some endpoint subscribed to (`evt_<event id>`), or a test message
 * (`test_<uuid>`). `message_id` is the `webhook-id` header; `payload` the exact JSON body signed and sent,
 * frozen here so every try and every replay sends the same bytes.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    /** The domain event (null for a test message); one message per event, as `message_id` (`evt_<event id>`) is unique. */
    eventId: bigint('event_id', { mode: 'number' }),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_messages_message_id_key').on(t.messageId)],
);

/**
 * A message to one endpoint: PENDING until a 2xx answer (SUCCEEDED) or until it gives up (FAILED: its
 * schedule ran out or its endpoint was disabled). `step` counts the failed tries since the last replay
 * (the retry schedule's place); `attempts` every try in its life.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    step: integer('step').notNull().default(0),
    /** When it is tried next (null unless PENDING). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When it began to wait: made, or replayed (the age the metrics show). */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_message_key').on(t.endpointId, t.messageId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.status, t.createdAt),
  ],
);

/** One try of a delivery: the answer's status (null: none), how long, the first 1,000 characters, the next try. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
