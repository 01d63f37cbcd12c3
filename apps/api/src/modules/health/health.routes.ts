import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app-types.ts';
import type { RouteModule } from '../../plugins/scopes.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
const liveSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.number().int().nullable(),
  draining: z.boolean(),
  /** Reported, never part of `ready` (ADR 035): an instance serves pages whatever its background work does. */
  renewals: z.object({ lastPassFinishedAt: z.string().nullable(), lastPassSucceeded: z.boolean().nullable() }),
  mailWorker: z.object({
    ready: z.boolean(),
    state: z.enum(['off', 'running', 'failing']),
    lastSentAt: z.string().nullable(),
    lastFailedAt: z.string().nullable(),
  }),
});

/** The services these routes use; the composition root passes exactly these. */
export interface HealthRouteServices {
  /** What readiness reports besides its checks (ADR 035): the instance's last renewal pass and mail worker. */
  metrics: {
    renewalStatus(): z.infer<typeof readySchema>['renewals'];
    mailWorkerStatus(): z.infer<typeof readySchema>['mailWorker'];
  };
}

export const healthRoutes: RouteModule<HealthRouteServices> = { public: healthPublicRoutes };

/**
 * Health for people and for balancers. `/api/health/live`: the process answers (restart it when
 * not). `/api/health/ready`: send it traffic (database reachable, every committed migration
 * applied, not shutting down); a balancer's active check takes an instance out on 503.
 * `/api/health` is the summary kept for people and older checks.
 */
function healthPublicRoutes(app: App, services: HealthRouteServices, deps: AppDeps): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema).or(errorBodySchema) },
      },
    },
    async (_request, reply) => {
      const up = await deps.database.ping();
      const data = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: deps.database.kind,
        time: deps.clock.now().toISOString(),
      };
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({ data });
    },
  );

  app.get(
    '/api/health/live',
    { logLevel: 'warn', schema: { tags: ['health'], summary: 'The process answers', response: { 200: dataEnvelope(liveSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const } };
    },
  );

  app.get(
    '/api/health/ready',
    {
      // A balancer asks every second on every instance: not worth an info line each time.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          "Ready for traffic: database reachable, migrations applied, not shutting down; also the instance's last renewal pass and mail worker, which never make it unready",
        response: { 200: dataEnvelope(readySchema), 503: dataEnvelope(readySchema).or(errorBodySchema) },
      },
    },
    async (_request, reply) => {
      const draining = deps.lifecycle.draining;
      const up = await deps.database.ping();
      const pending = up ? await deps.database.pendingMigrations().catch(() => null) : null;
      const ready = !draining && up && pending === 0;
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        data: {
          ready,
          database: up ? ('up' as const) : ('down' as const),
          pendingMigrations: pending,
          draining,
          renewals: services.metrics.renewalStatus(),
          mailWorker: services.metrics.mailWorkerStatus(),
        },
      });
    },
  );
}
