import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, errorBodySchema } from '@orioni/contracts';
import { taxNumberLookupSchema, taxNumberParamsSchema } from '@orioni/contracts/taxes';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { TaxNumbersService } from './tax-numbers.service.ts';

/** The services these routes use; the composition root passes exactly these. */
export interface TaxesRouteServices {
  taxNumbers: TaxNumbersService;
}

/** Routes of the taxes module: the tax-number lookup, signed in (issue 41 section 2). */
export const taxesRoutes: RouteModule<TaxesRouteServices> = { signedIn: taxesUserRoutes };

function taxesUserRoutes(scope: App, { taxNumbers }: TaxesRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/taxes/tax-number/:tin',
    {
      schema: {
        tags: ['taxes'],
        summary:
          "A company's tax number at the Revenue Service: its registered name and whether it pays VAT, unknown, or unavailable (no answer; never a reason to stop a purchase)",
        params: taxNumberParamsSchema,
        response: { 200: dataEnvelope(taxNumberLookupSchema), 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await taxNumbers.lookupFor(user.id, request.params.tin) };
    },
  );
}
