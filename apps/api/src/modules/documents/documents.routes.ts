import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { DocumentsService, RenderedDocument } from './documents.service.ts';

const params = z.strictObject({ id: idParamSchema });
const response = {
  200: z.unknown().describe('The PDF document'),
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The services these routes use; the composition root passes exactly these. */
export interface DocumentsRouteServices {
  documents: DocumentsService;
}

/** A payment's receipt or credit note as a PDF download: the customer's own (signed in) and any (staff). */
export const documentsRoutes: RouteModule<DocumentsRouteServices> = { signedIn: customerRoutes, admin: staffRoutes };

const send = (reply: { header(name: string, value: string): unknown; send(body: Buffer): unknown }, document: RenderedDocument) => {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${document.fileName}"`);
  return reply.send(document.pdf);
};

function customerRoutes(scope: App, { documents }: DocumentsRouteServices): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/payments/:id/document',
    {
      schema: {
        tags: ['documents'],
        summary:
          "The receipt (or a refund's credit note) of one of the customer's payments, as a PDF in the language on screen; 404 for anyone else's",
        params,
        querystring: z.strictObject({}),
        response,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return send(reply, await documents.render(request.params.id, requestLanguage(request, user.language), user.id));
    },
  );
}

function staffRoutes(scope: App, { documents }: DocumentsRouteServices): void {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/payments/:id/document',
    {
      schema: {
        tags: ['admin'],
        summary: "Any payment's receipt or credit note as a PDF, in the language on screen (staff)",
        params,
        querystring: z.strictObject({}),
        response,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return send(reply, await documents.render(request.params.id, requestLanguage(request, user.language), null));
    },
  );
}
