import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, demoRequestSchema, errorBodySchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app.ts';
import { DemoService } from './demo.service.ts';

/** Routes of the demo request (user/public/purchase-demo) module. */
export async function demoRoutes(root: App, deps: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const demo = new DemoService({ db: deps.database.db, clock: deps.clock, config: deps.config });

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
