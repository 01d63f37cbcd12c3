import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, errorBodySchema, listEnvelope } from '@orioni/contracts';
import {
  webhookDeliveryDetailSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookReplayFailedSchema,
  webhookReplayResultSchema,
  webhookTestResultSchema,
} from '@orioni/contracts/webhook-admin';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { WebhookEndpoints } from './webhook-endpoints.service.ts';
import type { WebhookLog } from './webhook-log.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['admin', 'webhooks'];

/** The services these routes use; the composition root passes exactly these. */
export interface WebhooksRouteServices {
  webhookEndpoints: WebhookEndpoints;
  webhookLog: WebhookLog;
}

/**
 * The console's integrations page (issue 42 item 5): webhook endpoints and their delivery log, in the
 * admin scope (401 without a session, 403 to a customer); every change audited by the services.
 */
export const webhooksRoutes: RouteModule<WebhooksRouteServices> = { admin: webhookAdminRoutes };

function webhookAdminRoutes(scope: App, { webhookEndpoints, webhookLog }: WebhooksRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get(
    '/api/admin/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Every webhook endpoint, newest first, with its waiting and failed deliveries (never a secret)',
        response: { 200: listEnvelope(webhookEndpointSchema), ...errors },
      },
    },
    async () => ({ data: await webhookEndpoints.list() }),
  );

  app.post(
    '/api/admin/webhooks/endpoints',
    {
      schema: {
        tags,
        summary: 'Add an endpoint with its event types; answers its signing secret, this once (audited)',
        body: webhookEndpointCreateSchema,
        response: { 200: dataEnvelope(webhookEndpointWithSecretSchema), ...errors },
      },
    },
    async (request) => ({ data: await webhookEndpoints.create(actor(request), request.body) }),
  );

  const endpointAction = (path: string, summary: string, run: (actorId: number, id: number) => Promise<unknown>, schema: object) =>
    app.post(
      `/api/admin/webhooks/endpoints/:id/${path}`,
      { schema: { tags, summary, params: webhookEndpointParamsSchema, response: { 200: schema, ...errors } } },
      async (request) => ({ data: (await run(actor(request), request.params.id)) as never }),
    );
  endpointAction(
    'rotate',
    'A new signing secret, answered this once; the old one signs beside it for 24 hours (audited)',
    (a, id) => webhookEndpoints.rotate(a, id),
    dataEnvelope(webhookEndpointWithSecretSchema),
  );
  endpointAction(
    'disable',
    'Turn an endpoint off: its waiting deliveries are given up (audited)',
    (a, id) => webhookEndpoints.disable(a, id),
    dataEnvelope(webhookEndpointSchema),
  );
  endpointAction(
    'enable',
    'Turn an endpoint on again (audited)',
    (a, id) => webhookEndpoints.enable(a, id),
    dataEnvelope(webhookEndpointSchema),
  );
  endpointAction(
    'test',
    'Send the endpoint a webhook.test message now (audited)',
    (a, id) => webhookEndpoints.sendTest(a, id),
    dataEnvelope(webhookTestResultSchema),
  );

  app.post(
    '/api/admin/webhooks/endpoints/:id/replay-failed',
    {
      schema: {
        tags,
        summary: 'Send again every failed delivery of the endpoint made since a time, with the same webhook-id (audited)',
        params: webhookEndpointParamsSchema,
        body: webhookReplayFailedSchema,
        response: { 200: dataEnvelope(webhookReplayResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await webhookLog.replayFailed(actor(request), request.params.id, new Date(request.body.since)) }),
  );

  app.get(
    '/api/admin/webhooks/endpoints/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first, each with its last try",
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: listEnvelope(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => ({ data: await webhookLog.deliveries(request.params.id, request.query) }),
  );

  app.get(
    '/api/admin/webhooks/deliveries/:id',
    {
      schema: {
        tags,
        summary: 'One delivery: every try (time, status, duration, the start of the answer, the next try) and the body it sends',
        params: webhookDeliveryParamsSchema,
        response: { 200: dataEnvelope(webhookDeliveryDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await webhookLog.delivery(request.params.id) }),
  );

  app.post(
    '/api/admin/webhooks/deliveries/:id/replay',
    {
      schema: {
        tags,
        summary: 'Send one delivery again now, with the same webhook-id and body (audited)',
        params: webhookDeliveryParamsSchema,
        response: { 200: dataEnvelope(webhookDeliverySchema), ...errors },
      },
    },
    async (request) => ({ data: await webhookLog.replay(actor(request), request.params.id) }),
  );
}
