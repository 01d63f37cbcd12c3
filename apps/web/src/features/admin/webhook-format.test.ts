import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { WEBHOOK_EVENT_TYPES } from '@orioni/contracts/webhooks';
import { INTEGRATIONS_MESSAGES } from './integrations-messages';
import { defaultSince, deliveryRow, endpointEvents, endpointState, instantText, sinceInstant, timeOfText } from './webhook-format';

const en = INTEGRATIONS_MESSAGES.en;
const ka = INTEGRATIONS_MESSAGES.ka;

const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 7,
  endpointId: 1,
  messageId: 'evt_41',
  eventType: 'purchase.paid',
  status: 'PENDING',
  attempts: 2,
  nextAttemptAt: '2026-11-19T10:05:00.000Z',
  createdAt: '2026-11-19T09:59:58.000Z',
  lastAttempt: {
    id: 3,
    attemptedAt: '2026-11-19T10:00:00.000Z',
    statusCode: 500,
    durationMs: 31,
    response: 'Internal Server Error',
    nextAttemptAt: '2026-11-19T10:05:00.000Z',
  },
  ...over,
});

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 1,
  url: 'https://erp.example.ge/hooks',
  description: '',
  eventTypes: ['purchase.paid'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  previousSecretUntil: null,
  failingSince: null,
  createdAt: '2026-11-18T08:00:00.000Z',
  pending: 0,
  failed: 0,
  ...over,
});

describe('the delivery log writes an instant as Tbilisi reads it (UTC+4, no daylight saving)', () => {
  it('as DD/MM/YYYY HH:MM:SS, across midnight and the year', () => {
    expect(instantText('2026-11-19T09:59:58.000Z')).toBe('19/11/2026 13:59:58');
    expect(instantText('2026-12-31T21:00:05Z')).toBe('01/01/2027 01:00:05');
    expect(instantText('2026-07-01T00:00:00+04:00')).toBe('01/07/2026 00:00:00');
    expect(instantText(null)).toBe('');
    expect(instantText('not a time')).toBe('');
  });
});

describe('a row of the delivery log (issue 42 item 5: time, event type, status, attempts, next retry)', () => {
  it('a waiting delivery: its next try, its last answer, no replay while it is on its way', () => {
    expect(deliveryRow(en, delivery())).toEqual({
      id: 7,
      time: '19/11/2026 13:59:58',
      event: 'Purchase paid',
      type: 'purchase.paid',
      status: 'Waiting',
      tone: 'waiting',
      attempts: '2',
      nextRetry: '19/11/2026 14:05:00',
      lastAnswer: 'HTTP 500',
      canReplay: false,
    });
  });

  it('a settled one has no next try and can be sent again; no answer (a timeout) and no try yet say so', () => {
    const failed = deliveryRow(
      en,
      delivery({
        status: 'FAILED',
        nextAttemptAt: null,
        lastAttempt: { ...delivery().lastAttempt!, statusCode: null, nextAttemptAt: null },
      }),
    );
    expect(failed).toMatchObject({ status: 'Failed', tone: 'failed', nextRetry: '—', lastAnswer: 'No answer', canReplay: true });
    expect(deliveryRow(en, delivery({ status: 'SUCCEEDED', nextAttemptAt: '2026-11-19T10:05:00.000Z' }))).toMatchObject({
      tone: 'done',
      nextRetry: '—',
      canReplay: true,
    });
    expect(deliveryRow(en, delivery({ attempts: 0, lastAttempt: null })).lastAnswer).toBe('—');
  });

  it('names the event in the page’s language, the test message too, and an unknown type as it is', () => {
    expect(deliveryRow(ka, delivery({ eventType: 'webhook.test' })).event).toBe('სატესტო მოვლენა');
    expect(deliveryRow(ka, delivery()).status).toBe('ელოდება');
    expect(deliveryRow(en, delivery({ eventType: 'order.shipped' as never })).event).toBe('order.shipped');
  });
});

describe('an endpoint’s line', () => {
  it('its events: every one as "All events (17)", else each by name in the catalogue’s order', () => {
    expect(endpointEvents(en, endpoint({ eventTypes: [...WEBHOOK_EVENT_TYPES].reverse() }))).toEqual({ all: 'All events (17)' });
    expect(endpointEvents(en, endpoint({ eventTypes: ['refund.made', 'purchase.paid'] }))).toEqual({
      names: ['Purchase paid', 'Refund made'],
    });
  });

  it('off: why and since when; on but failing: since when; a rotated secret: until when the old one signs', () => {
    const now = new Date('2026-11-19T12:00:00Z');
    expect(endpointState(en, endpoint(), now)).toEqual({ on: true, label: 'On', notes: [] });
    expect(endpointState(en, endpoint({ enabled: false, disabledReason: 'GONE', disabledAt: '2026-11-19T08:00:00Z' }), now)).toEqual({
      on: false,
      label: 'Off',
      notes: ['The receiver answered 410 Gone', 'Off since 19/11/2026 12:00:00'],
    });
    expect(endpointState(en, endpoint({ failingSince: '2026-11-17T08:00:00Z' }), now).notes).toEqual([
      'Deliveries failing since 17/11/2026 12:00:00',
    ]);
    const rotated = endpoint({ previousSecretUntil: '2026-11-20T08:00:00Z' });
    expect(endpointState(en, rotated, now).notes).toEqual(['The previous secret also signs until 20/11/2026 12:00:00']);
    expect(endpointState(en, rotated, new Date('2026-11-21T00:00:00Z')).notes).toEqual([]);
  });
});

describe('the "since" of sending the failed again', () => {
  it('reads a time of day as typed, or refuses it', () => {
    expect(timeOfText('9:30')).toBe('09:30');
    expect(timeOfText(' 09.05 ')).toBe('09:05');
    expect(timeOfText('2359')).toBe('23:59');
    for (const typed of ['24:00', '12:60', '', 'noon', '1:5']) expect(timeOfText(typed), typed).toBeNull();
  });

  it('is Tbilisi’s day and time, sent with its offset, and a day ago by default', () => {
    expect(sinceInstant('2026-11-19', '09:30')).toBe('2026-11-19T09:30:00+04:00');
    expect(new Date(sinceInstant('2026-11-19', '03:00')).toISOString()).toBe('2026-11-18T23:00:00.000Z');
    // 01:30 in Tbilisi on the 20th: a day ago is the 19th, from 01:00.
    expect(defaultSince(new Date('2026-11-19T21:30:00Z'))).toEqual({ day: '2026-11-19', time: '01:00' });
  });
});
