import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app-types.ts';
import type { RouteModule } from '../../plugins/scopes.ts';
import type { Services } from '../../services.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

export const healthRoutes: RouteModule = { public: healthPublicRoutes };

function healthPublicRoutes(app: App, _services: Services, deps: AppDeps): void {
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
}
