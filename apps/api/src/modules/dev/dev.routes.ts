import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@orioni/contracts';
import type { App, AppDeps } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { RenewalService } from '../subscriptions/renewals.service.ts';
import type { DevBillingService } from './dev-billing.service.ts';

/** The services these routes use; the composition root passes exactly these. */
export interface DevRouteServices {
  renewals: Pick<RenewalService, 'runPass'>;
  devBilling: Pick<DevBillingService, 'backdate'>;
}

/** Development tools over billing (issue 40 item 3 moved them here from the subscriptions module): signed in. */
export const devRoutes: RouteModule<DevRouteServices> = { signedIn: devBillingRoutes };

function devBillingRoutes(scope: App, { renewals, devBilling }: DevRouteServices, deps: AppDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // Development only (DEV_TOOLS=true, refused in production): browser journeys make a renewal come due.
  if (deps.config.devTools) {
    app.post(
      '/api/dev/billing/run',
      {
        schema: {
          // Listed in the development API documentation (issue 39 item 28); the route and its entry exist only with DEV_TOOLS=true.
          tags: ['dev'],
          summary: "Development: run a renewal pass over the signed-in customer's subscriptions",
          description:
            'Only with DEV_TOOLS=true (refused in production). Needs the signed-in Bearer token: the pass runs for that ' +
            'customer alone. `backdate` first moves one of their subscriptions `periods` periods into the past, so a renewal comes due.',
          body: z.strictObject({
            backdate: z.strictObject({ purchasedItemId: idSchema, periods: z.number().int().min(1).max(24) }).optional(),
          }),
        },
      },
      async (request) => {
        const user = signedInUser(request);
        if (request.body.backdate) {
          await devBilling.backdate(user.id, request.body.backdate.purchasedItemId, request.body.backdate.periods);
        }
        return { data: await renewals.runPass(undefined, user.id) };
      },
    );
  }
}
