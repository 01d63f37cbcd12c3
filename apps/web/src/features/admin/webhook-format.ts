import { pad, tbilisiClock, toApiDate, TBILISI_OFFSET_MINUTES } from '@orioni/contracts/format';
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { WEBHOOK_EVENT_TYPES } from '@orioni/contracts/webhooks';
import type { IntegrationsTexts } from '@/i18n/en/integrations';

/**
 * How the integrations page writes what the API answers (issue 42 item 5): instants as Tbilisi's
 * clock, DD/MM/YYYY HH:MM:SS (the console's numeric dates, decision 30; the browser's own locale data
 * is not used: Debian's Chromium has none for Georgian), a delivery's row of the log, an attempt's
 * answer, and the instant a "since" field means.
 */

/** An ISO instant as Tbilisi reads it: `19/11/2026 14:03:07`; '' for none. */
export function instantText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const t = tbilisiClock(at);
  return `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${pad(t.getUTCFullYear(), 4)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The event's name in the page's language; a type the catalogue does not know (a newer server) as it is. */
export function eventName(text: IntegrationsTexts, type: string): string {
  return (text.eventTypes as Record<string, string>)[type] ?? type;
}

/** What an attempt was answered: `HTTP 200`, or "No answer" (timeout, refused address, connection error). */
export function answerText(text: IntegrationsTexts, attempt: Pick<WebhookAttempt, 'statusCode'> | null): string {
  if (!attempt) return text.none;
  return attempt.statusCode === null ? text.noAnswer : `HTTP ${attempt.statusCode}`;
}

/** The colour a status is shown in (a class suffix of `.admin-status`). */
export const STATUS_TONE: Record<WebhookDeliveryStatus, 'waiting' | 'done' | 'failed'> = {
  PENDING: 'waiting',
  SUCCEEDED: 'done',
  FAILED: 'failed',
};

export interface DeliveryRow {
  id: number;
  time: string;
  event: string;
  type: string;
  status: string;
  tone: (typeof STATUS_TONE)[WebhookDeliveryStatus];
  attempts: string;
  nextRetry: string;
  lastAnswer: string;
  /** A delivery is sent again on request once it has settled (a waiting one is on its way already). */
  canReplay: boolean;
}

/** One row of the delivery log, as the table (and its stacked cards on a phone) print it. */
export function deliveryRow(text: IntegrationsTexts, delivery: WebhookDelivery): DeliveryRow {
  return {
    id: delivery.id,
    time: instantText(delivery.createdAt),
    event: eventName(text, delivery.eventType),
    type: delivery.eventType,
    status: text.deliveryStatuses[delivery.status],
    tone: STATUS_TONE[delivery.status],
    attempts: String(delivery.attempts),
    nextRetry: delivery.status === 'PENDING' && delivery.nextAttemptAt ? instantText(delivery.nextAttemptAt) : text.none,
    lastAnswer: answerText(text, delivery.lastAttempt),
    canReplay: delivery.status !== 'PENDING',
  };
}

/** An endpoint's events: "All events (17)" when it takes every one, else each by name. */
export function endpointEvents(
  text: IntegrationsTexts,
  endpoint: Pick<WebhookEndpoint, 'eventTypes'>,
): { all: string } | { names: string[] } {
  const chosen = new Set(endpoint.eventTypes);
  if (WEBHOOK_EVENT_TYPES.every((t) => chosen.has(t))) return { all: text.allEvents(WEBHOOK_EVENT_TYPES.length) };
  return { names: WEBHOOK_EVENT_TYPES.filter((t) => chosen.has(t)).map((t) => eventName(text, t)) };
}

/** What the endpoint's status line says: on, or off with why and since when; a failure streak; the old secret's last hours. */
export function endpointState(
  text: IntegrationsTexts,
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'disabledAt' | 'failingSince' | 'previousSecretUntil'>,
  now: Date = new Date(),
): { on: boolean; label: string; notes: string[] } {
  const notes: string[] = [];
  if (!endpoint.enabled) {
    if (endpoint.disabledReason) notes.push(text.disabledReasons[endpoint.disabledReason]);
    if (endpoint.disabledAt) notes.push(text.offSince(instantText(endpoint.disabledAt)));
  } else if (endpoint.failingSince) notes.push(text.failingSince(instantText(endpoint.failingSince)));
  if (endpoint.previousSecretUntil && new Date(endpoint.previousSecretUntil) > now)
    notes.push(text.previousSecretUntil(instantText(endpoint.previousSecretUntil)));
  return { on: endpoint.enabled, label: endpoint.enabled ? text.on : text.off, notes };
}

/** A time of day as typed ("9:30", "09.30", "0930") as `HH:MM`; null when it is no time. */
export function timeOfText(typed: string): string | null {
  const match = /^\s*(\d{1,2})[:.\s]?(\d{2})\s*$/.exec(typed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** Tbilisi's day and time (`YYYY-MM-DD`, `HH:MM`) as the instant the API takes (`2026-11-19T09:30:00+04:00`). */
export function sinceInstant(day: string, time: string): string {
  const sign = TBILISI_OFFSET_MINUTES >= 0 ? '+' : '-';
  const offset = Math.abs(TBILISI_OFFSET_MINUTES);
  return `${day}T${time}:00${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/** The "since" field's start: this hour a day ago, in Tbilisi (a replay usually follows a night's outage). */
export function defaultSince(now: Date = new Date()): { day: string; time: string } {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  return { day: toApiDate(dayAgo), time: `${pad(tbilisiClock(dayAgo).getUTCHours())}:00` };
}
