import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@orioni/contracts/webhooks';
import {
  checkWebhookForm,
  EMPTY_WEBHOOK_FORM,
  problemsOfFieldErrors,
  selectAllState,
  webhookFormReducer,
  type WebhookFormAction,
} from './webhook-form';

const run = (...actions: WebhookFormAction[]) => actions.reduce(webhookFormReducer, EMPTY_WEBHOOK_FORM);

describe('the Add endpoint form (issue 42 item 5)', () => {
  it('keeps the events in the catalogue’s order; Select all ticks every one, and is mixed while some are', () => {
    const some = run({ type: 'toggle', eventType: 'refund.made', on: true }, { type: 'toggle', eventType: 'purchase.paid', on: true });
    expect(some.eventTypes).toEqual(['purchase.paid', 'refund.made']);
    expect(selectAllState(some)).toBe('some');
    const all = webhookFormReducer(some, { type: 'all', on: true });
    expect(all.eventTypes).toEqual(WEBHOOK_EVENT_TYPES);
    expect(selectAllState(all)).toBe('all');
    expect(selectAllState(webhookFormReducer(all, { type: 'toggle', eventType: 'card.saved', on: false }))).toBe('some');
    expect(selectAllState(webhookFormReducer(all, { type: 'all', on: false }))).toBe('none');
    // Ticking one twice keeps it once.
    expect(
      run({ type: 'toggle', eventType: 'card.saved', on: true }, { type: 'toggle', eventType: 'card.saved', on: true }).eventTypes,
    ).toEqual(['card.saved']);
  });

  it('checks itself with the route’s schema: an address that is no http(s) URL, and no event, are refused', () => {
    expect(checkWebhookForm(EMPTY_WEBHOOK_FORM)).toEqual({
      ok: false,
      problems: { url: { known: 'urlInvalid' }, eventTypes: { known: 'eventsRequired' } },
    });
    const ftp = run({ type: 'url', value: 'ftp://erp.example.ge' }, { type: 'all', on: true });
    expect(checkWebhookForm(ftp)).toEqual({ ok: false, problems: { url: { known: 'urlInvalid' } } });
  });

  it('sends the trimmed address and description with the events', () => {
    const form = run(
      { type: 'url', value: '  https://erp.example.ge/hooks  ' },
      { type: 'description', value: ' 1C ' },
      { type: 'toggle', eventType: 'subscription.renewed', on: true },
    );
    expect(checkWebhookForm(form)).toEqual({
      ok: true,
      body: { url: 'https://erp.example.ge/hooks', description: '1C', eventTypes: ['subscription.renewed'] },
    });
  });

  it('a field’s problem clears when that field is changed, and only that one', () => {
    const checked = checkWebhookForm(EMPTY_WEBHOOK_FORM);
    const shown = webhookFormReducer(EMPTY_WEBHOOK_FORM, { type: 'problems', problems: checked.ok ? {} : checked.problems });
    const typed = webhookFormReducer(shown, { type: 'url', value: 'h' });
    expect(typed.problems).toEqual({ eventTypes: { known: 'eventsRequired' } });
    expect(webhookFormReducer(typed, { type: 'all', on: true }).problems).toEqual({});
  });

  it('puts the API’s field errors under the fields they name (an event’s index under the events)', () => {
    expect(problemsOfFieldErrors({ url: 'Invalid URL', 'eventTypes.3': 'Invalid option' })).toEqual({
      url: { message: 'Invalid URL' },
      eventTypes: { message: 'Invalid option' },
    });
    expect(problemsOfFieldErrors({ body: 'Unknown field' })).toBeNull();
  });
});
