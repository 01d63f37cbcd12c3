import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, demoRequestSchema, errorBodySchema } from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import type { RouteModule } from '../../plugins/scopes.ts';
import type { DemoService } from './demo.service.ts';

/** The services these routes use; the composition root passes exactly these. */
export interface DemoRouteServices {
  demo: DemoService;
}

/** Routes of the demo request (user/public/purchase-demo) module: public (a signed-in caller is noted). */
export const demoRoutes: RouteModule<DemoRouteServices> = { public: demoPublicRoutes };

function demoPublicRoutes(scope: App, { demo }: DemoRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/user/public/purchase-demo',
    {
      schema: {
        tags: ['demo'],
        summary: 'Request a demo; staff are told by e-mail',
        body: demoRequestSchema,
        response: { 200: dataEnvelope(z.null()), 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await demo.request(request.body, { ip: request.ip, userId: request.user?.id ?? null });
      return { data: null };
    },
  );
}
