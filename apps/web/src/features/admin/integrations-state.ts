import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@orioni/contracts/webhook-admin';

/**
 * What the integrations page shows, held in its address (a reload or a shared link opens the same
 * log): whose delivery log (`?endpoint=`), filtered by a status (`&status=FAILED`), at which page
 * (`&page=2`, shown from 1 as the console's pagers are). Anything else in the address is ignored.
 */
export interface LogState {
  endpointId: number | null;
  status: WebhookDeliveryStatus | '';
  /** 0-based. */
  page: number;
}

export const INITIAL_LOG_STATE: LogState = { endpointId: null, status: '', page: 0 };

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function logStateFromSearch(search: string | URLSearchParams): LogState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const endpointId = positive(params.get('endpoint'));
  if (endpointId === null) return INITIAL_LOG_STATE;
  const status = params.get('status') ?? '';
  const page = positive(params.get('page'));
  return {
    endpointId,
    status: (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status) ? (status as WebhookDeliveryStatus) : '',
    page: page === null ? 0 : page - 1,
  };
}

export function searchOfLogState(state: LogState): string {
  if (state.endpointId === null) return '';
  const params = new URLSearchParams({ endpoint: String(state.endpointId) });
  if (state.status) params.set('status', state.status);
  if (state.page > 0) params.set('page', String(state.page + 1));
  return `?${params.toString()}`;
}

/** The log shown: the address's endpoint while it is in the list, else the first endpoint's (none without endpoints). */
export function shownEndpointId(state: LogState, endpointIds: readonly number[]): number | null {
  if (state.endpointId !== null && endpointIds.includes(state.endpointId)) return state.endpointId;
  return endpointIds[0] ?? null;
}
