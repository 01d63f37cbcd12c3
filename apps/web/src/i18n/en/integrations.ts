import type { WebhookDeliveryStatus, WebhookDisabledReason } from '@orioni/contracts/webhook-admin';
import type { WebhookMessageType } from '@orioni/contracts/webhooks';

/**
 * The integrations page's texts (issue 42 item 5: signed webhooks); its chunk carries the three
 * languages, as the dashboard's does (ADR 016).
 */
export const integrations = {
  link: 'Integrations',
  title: 'Integrations',
  intro:
    'Webhooks tell your other systems (1C, an ERP, a licence server, a CRM) what happens in the store. Every message is signed as the Standard Webhooks specification says, so the receiver can check it came from us.',
  backToConsole: 'Back to the console',
  loading: 'Loading the endpoints…',
  errorTitle: 'The endpoints could not be loaded',
  errorText: 'Check the connection and try again.',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  back: 'Back',
  none: '—',

  // The list of endpoints
  endpointsTitle: 'Webhook endpoints',
  endpointCount: (n: number) => (n === 1 ? '1 endpoint' : `${n} endpoints`),
  addEndpoint: 'Add endpoint',
  emptyTitle: 'No endpoints yet',
  emptyText:
    'Add the address of a system that should hear about purchases, renewals, refunds and the rest. It gets a secret of its own to check every message with.',
  description: 'Description',
  noDescription: 'No description',
  events: 'Events',
  allEvents: (n: number) => `All events (${n})`,
  status: 'Status',
  on: 'On',
  off: 'Off',
  disabledReasons: {
    STAFF: 'Turned off by staff',
    GONE: 'The receiver answered 410 Gone',
    FAILING: 'Every delivery failed for 5 days',
  } satisfies Record<WebhookDisabledReason, string>,
  offSince: (time: string) => `Off since ${time}`,
  failingSince: (time: string) => `Deliveries failing since ${time}`,
  previousSecretUntil: (time: string) => `The previous secret also signs until ${time}`,
  waiting: 'Waiting',
  failedCount: 'Failed',
  addedAt: 'Added',
  showLog: 'Delivery log',
  sendTest: 'Send a test event',
  rotate: 'Rotate secret',
  disable: 'Turn off',
  enable: 'Turn on',

  // What happened, announced
  testSent: 'The test event is queued: it appears in the delivery log in a moment.',
  enabledDone: (url: string) => `${url} is on again: deliveries to it resume.`,
  disabledDone: (url: string) => `${url} is off: nothing is sent to it until it is turned on.`,
  replayed: 'The delivery is queued again, with the same webhook-id.',
  replayedFailed: (n: number) =>
    n === 0
      ? 'No failed delivery since then: nothing to send again.'
      : n === 1
        ? '1 failed delivery is queued again.'
        : `${n} failed deliveries are queued again.`,

  // Add an endpoint
  addTitle: 'Add a webhook endpoint',
  addIntro:
    'The receiver gets a POST with a JSON body and the webhook-id, webhook-timestamp and webhook-signature headers. In production only https addresses on the public internet are accepted.',
  urlLabel: 'Endpoint URL',
  urlHint: 'For example https://erp.example.ge/webhooks/orioni',
  descriptionLabel: 'Description (optional)',
  descriptionHint: 'Whose system it is, so that other staff recognise it.',
  eventsLabel: 'Events to send',
  selectAll: 'Select all',
  selectedCount: (n: number, total: number) => `${n} of ${total} chosen`,
  urlInvalid: 'Enter the full address, starting with https://',
  eventsRequired: 'Choose at least one event',
  add: 'Add endpoint',

  // The secret, shown once
  secretAddedTitle: 'Endpoint added: its signing secret',
  secretRotatedTitle: 'The new signing secret',
  secretWarning:
    'Copy the secret now and keep it in the receiving system. It is shown only this once: after you close this window nobody can see it again. If it is lost, rotate it.',
  secretLabel: 'Signing secret',
  copy: 'Copy',
  copied: 'The secret is copied.',
  copyFailed: 'It could not be copied: select the text and copy it by hand.',
  secretDone: 'I have saved it',

  // Rotate, turn off
  rotateTitle: 'Rotate the signing secret?',
  rotateText: (url: string) =>
    `A new secret is made for ${url}. For 24 hours both the new and the old secret sign every message, so the receiver has time to switch over; after that only the new one does.`,
  rotateConfirm: 'Rotate secret',
  disableTitle: 'Turn the endpoint off?',
  disableText: (url: string) =>
    `Nothing is sent to ${url} while it is off. Deliveries waiting for it are marked failed; once it is on again you can send them again.`,
  disableConfirm: 'Turn off',

  // The delivery log
  logTitle: 'Delivery log',
  timesNote: 'Times are Tbilisi time (UTC+4).',
  statusFilter: 'Status',
  allStatuses: 'All',
  deliveryStatuses: {
    PENDING: 'Waiting',
    SUCCEEDED: 'Delivered',
    FAILED: 'Failed',
  } satisfies Record<WebhookDeliveryStatus, string>,
  columns: {
    time: 'Time',
    event: 'Event',
    status: 'Status',
    attempts: 'Attempts',
    nextRetry: 'Next try',
    lastAnswer: 'Last answer',
  },
  logLoading: 'Loading the delivery log…',
  logEmptyTitle: 'No deliveries yet',
  logEmptyText: 'Send a test event to see how the receiver answers.',
  logEmptyFiltered: 'No delivery has this status.',
  logErrorTitle: 'The delivery log could not be loaded',
  refresh: 'Refresh',
  details: 'Details',
  detailsFor: (event: string, time: string) => `Details: ${event}, ${time}`,
  replay: 'Send again',
  replayFor: (event: string, time: string) => `Send again: ${event}, ${time}`,
  pages: 'Pages of the delivery log',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,

  // Replay the failed ones since a time
  replayFailedTitle: 'Send the failed deliveries again',
  replayFailedText:
    'Every failed delivery to this endpoint made at or after this time is sent again, each with the webhook-id it had, so a receiver that already has one drops the repeat.',
  sinceDay: 'From day',
  sinceTime: 'Time (Tbilisi)',
  timePlaceholder: 'HH:MM',
  timeInvalid: 'Enter a time as HH:MM, for example 09:30.',
  replayFailed: 'Send the failed again',

  // One delivery
  deliveryTitle: (id: number) => `Delivery #${id}`,
  messageId: 'webhook-id',
  createdAt: 'Made',
  attemptsTitle: 'Attempts',
  attemptColumns: {
    number: '#',
    time: 'Time',
    httpStatus: 'HTTP status',
    duration: 'Duration',
    response: 'Answer (its first part)',
    nextRetry: 'Next try',
  },
  noAnswer: 'No answer',
  notAgain: 'None',
  duration: (ms: number) => `${ms} ms`,
  noAttempts: 'Not tried yet.',
  emptyResponse: 'Empty answer',
  payloadTitle: 'Body sent',
  payloadHint: 'Exactly the bytes that are signed and sent on every try and every replay.',
  replayThis: 'Send this delivery again',
  detailLoading: 'Loading the delivery…',
  detailError: 'The delivery could not be loaded.',

  eventTypes: {
    'customer.registered': 'Customer registered',
    'customer.verified': 'Customer confirmed the e-mail',
    'purchase.paid': 'Purchase paid',
    'purchase.refused': 'Purchase payment refused',
    'subscription.renewed': 'Subscription renewed',
    'subscription.renewal_refused': 'Renewal payment refused',
    'subscription.overdue': 'Subscription overdue',
    'subscription.paid': 'Overdue subscription paid',
    'subscription.cancelled': 'Subscription cancelled',
    'subscription.reactivated': 'Subscription reactivated',
    'subscription.ended': 'Subscription ended',
    'subscription.written_off': 'Overdue period written off',
    'refund.made': 'Refund made',
    'card.saved': 'Card saved',
    'card.removed': 'Card removed',
    'card.expiring': 'Card expiring',
    'tax_invoice.sent': 'Tax invoice sent',
    'webhook.test': 'Test event',
  } satisfies Record<WebhookMessageType, string>,
};
export type IntegrationsTexts = typeof integrations;
