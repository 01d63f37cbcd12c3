import type { WebhookDeliveryStatus, WebhookEndpointCreate } from '@orioni/contracts/webhook-admin';
import { answer, api } from '@/lib/api-client';
import { atLeast } from '@/lib/min-loading';

/**
 * The integrations page's calls (issue 42 item 5; the shapes are `packages/contracts/src/webhook-admin.ts`).
 * Admin scope; every change is audited on the server. A secret comes back only from `addEndpoint` and
 * `rotateSecret`, and the page keeps it in the dialog that shows it, never in the query cache.
 */
export const WEBHOOKS_QUERY_KEY = ['admin', 'webhooks'] as const;
export const ENDPOINTS_QUERY_KEY = [...WEBHOOKS_QUERY_KEY, 'endpoints'] as const;
export const deliveriesQueryKey = (endpointId: number, status: WebhookDeliveryStatus | '', page: number) =>
  [...WEBHOOKS_QUERY_KEY, 'deliveries', endpointId, status, page] as const;
export const deliveryQueryKey = (id: number) => [...WEBHOOKS_QUERY_KEY, 'delivery', id] as const;

/** The delivery log's page size. */
export const DELIVERY_PAGE_SIZE = 20;

export const fetchEndpoints = (signal?: AbortSignal) => atLeast(answer(api.GET('/api/admin/webhooks/endpoints', { signal })));

export const addEndpoint = (body: WebhookEndpointCreate) => answer(api.POST('/api/admin/webhooks/endpoints', { body }));

export const rotateSecret = (id: number) => answer(api.POST('/api/admin/webhooks/endpoints/{id}/rotate', { params: { path: { id } } }));

export const disableEndpoint = (id: number) => answer(api.POST('/api/admin/webhooks/endpoints/{id}/disable', { params: { path: { id } } }));

export const enableEndpoint = (id: number) => answer(api.POST('/api/admin/webhooks/endpoints/{id}/enable', { params: { path: { id } } }));

export const sendTestEvent = (id: number) => answer(api.POST('/api/admin/webhooks/endpoints/{id}/test', { params: { path: { id } } }));

export const fetchDeliveries = (endpointId: number, status: WebhookDeliveryStatus | '', page: number, signal?: AbortSignal) =>
  answer(
    api.GET('/api/admin/webhooks/endpoints/{id}/deliveries', {
      params: { path: { id: endpointId }, query: { ...(status ? { status } : {}), page, limit: DELIVERY_PAGE_SIZE } },
      signal,
    }),
  );

export const fetchDelivery = (id: number, signal?: AbortSignal) =>
  answer(api.GET('/api/admin/webhooks/deliveries/{id}', { params: { path: { id } }, signal }));

export const replayDelivery = (id: number) => answer(api.POST('/api/admin/webhooks/deliveries/{id}/replay', { params: { path: { id } } }));

/** Every FAILED delivery of the endpoint made at or after `since` (an ISO instant with its offset). */
export const replayFailed = (endpointId: number, since: string) =>
  answer(api.POST('/api/admin/webhooks/endpoints/{id}/replay-failed', { params: { path: { id: endpointId } }, body: { since } }));
