import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema } from '@orioni/contracts';
import { taxInvoiceRetryBodySchema, taxInvoiceRetryResultSchema } from '@orioni/contracts/tax-invoices';
import type { App } from '../../app-types.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { TaxInvoices } from './tax-invoices.service.ts';

/** The services these routes use; the composition root passes exactly these. */
export interface TaxInvoicesRouteServices {
  taxInvoices: Pick<TaxInvoices, 'staffRetry'>;
}

/** Staff's action on a payment's tax invoice (issue 41): the admin scope answers 401 and 403 first. */
export const taxInvoicesRoutes: RouteModule<TaxInvoicesRouteServices> = { admin: staffRoutes };

function staffRoutes(scope: App, { taxInvoices }: TaxInvoicesRouteServices): void {
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/payment/tax-invoice/retry',
    {
      schema: {
        tags: ['admin'],
        summary: "Send a payment's failed, refused or unsent tax invoice to the Revenue Service again (at the worker's next pass); audited",
        querystring: z.strictObject({}),
        body: taxInvoiceRetryBodySchema,
        response: { 200: dataEnvelope(taxInvoiceRetryResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await taxInvoices.staffRetry(signedInUser(request).id, request.body.paymentId) }),
  );
}
