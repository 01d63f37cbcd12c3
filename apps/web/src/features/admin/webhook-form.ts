import { webhookEndpointCreateSchema, type WebhookEndpointCreate } from '@orioni/contracts/webhook-admin';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@orioni/contracts/webhooks';

/**
 * The state of the "Add endpoint" form (issue 42 item 5): what is typed and ticked, and each field's
 * problem. The form checks itself with the very schema the API route declares
 * (`webhookEndpointCreateSchema`, style rule 1), and shows the API's own field errors (`fieldErrors`:
 * `url`, `description`, `eventTypes` or `eventTypes.3`) under the fields they name.
 */
export type WebhookField = 'url' | 'description' | 'eventTypes';
/** A problem the form knows the words for, or the API's message for that field (translated where the rules know it). */
export type FieldProblem = { known: 'urlInvalid' | 'eventsRequired' } | { message: string };

export interface WebhookFormState {
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  problems: Partial<Record<WebhookField, FieldProblem>>;
}

export type WebhookFormAction =
  | { type: 'url'; value: string }
  | { type: 'description'; value: string }
  | { type: 'toggle'; eventType: WebhookEventType; on: boolean }
  | { type: 'all'; on: boolean }
  | { type: 'problems'; problems: WebhookFormState['problems'] }
  | { type: 'reset' };

export const EMPTY_WEBHOOK_FORM: WebhookFormState = { url: '', description: '', eventTypes: [], problems: {} };

/** The catalogue's order, whatever order the boxes were ticked in. */
const ordered = (types: Iterable<WebhookEventType>) => {
  const chosen = new Set(types);
  return WEBHOOK_EVENT_TYPES.filter((t) => chosen.has(t));
};

const without = (problems: WebhookFormState['problems'], field: WebhookField) => {
  if (!(field in problems)) return problems;
  const rest = { ...problems };
  delete rest[field];
  return rest;
};

export function webhookFormReducer(state: WebhookFormState, action: WebhookFormAction): WebhookFormState {
  switch (action.type) {
    case 'url':
      return { ...state, url: action.value, problems: without(state.problems, 'url') };
    case 'description':
      return { ...state, description: action.value, problems: without(state.problems, 'description') };
    case 'toggle': {
      const next = action.on ? [...state.eventTypes, action.eventType] : state.eventTypes.filter((t) => t !== action.eventType);
      return { ...state, eventTypes: ordered(next), problems: without(state.problems, 'eventTypes') };
    }
    case 'all':
      return { ...state, eventTypes: action.on ? [...WEBHOOK_EVENT_TYPES] : [], problems: without(state.problems, 'eventTypes') };
    case 'problems':
      return { ...state, problems: action.problems };
    case 'reset':
      return EMPTY_WEBHOOK_FORM;
  }
}

/** The "Select all" box: ticked, unticked, or mixed (some ticked). */
export function selectAllState(state: Pick<WebhookFormState, 'eventTypes'>): 'all' | 'some' | 'none' {
  if (state.eventTypes.length === 0) return 'none';
  return state.eventTypes.length === WEBHOOK_EVENT_TYPES.length ? 'all' : 'some';
}

/** The body to send, or the fields' problems (the route's schema decides, as on the server). */
export function checkWebhookForm(
  state: WebhookFormState,
): { ok: true; body: WebhookEndpointCreate } | { ok: false; problems: WebhookFormState['problems'] } {
  const parsed = webhookEndpointCreateSchema.safeParse({ url: state.url, description: state.description, eventTypes: state.eventTypes });
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: WebhookFormState['problems'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'url') problems.url ??= { known: 'urlInvalid' };
    else if (field === 'eventTypes') problems.eventTypes ??= { known: 'eventsRequired' };
    else if (field === 'description') problems.description ??= { message: issue.message };
  }
  return { ok: false, problems };
}

/** The API's field errors under the form's fields (`eventTypes.3` is the event list's); null when none names a field of the form. */
export function problemsOfFieldErrors(fieldErrors: Record<string, string>): WebhookFormState['problems'] | null {
  const problems: WebhookFormState['problems'] = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.')[0];
    if (field === 'url' || field === 'description' || field === 'eventTypes') problems[field] ??= { message };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
