import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardFileQuerySchema, dashboardSchema, dataEnvelope, errorBodySchema } from '@orioni/contracts';
import type { App } from '../../app-types.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { signedInUser, type RouteModule } from '../../plugins/scopes.ts';
import type { DashboardService } from './dashboard.service.ts';
import { dashboardWorkbook } from './dashboard.export.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The services these routes use; the composition root passes exactly these. */
export interface DashboardRouteServices {
  dashboard: DashboardService;
}

/** The revenue dashboard (issue 29 item 1, ADR 034): admin scope only (401 anonymous, 403 customers). */
export const dashboardRoutes: RouteModule<DashboardRouteServices> = { admin: dashboardAdminRoutes };

function dashboardAdminRoutes(scope: App, { dashboard }: DashboardRouteServices): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'The revenue dashboard: MRR and ARR, movements, subscriptions, customers, overdue debt, forecast, payments',
        response: { 200: dataEnvelope(dashboardSchema), ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await dashboard.dashboard(requestLanguage(request, user.language)) };
    },
  );

  app.get(
    '/api/admin/dashboard/file',
    {
      schema: {
        tags: ['admin'],
        summary: 'One table of the revenue dashboard as an Excel workbook',
        querystring: dashboardFileQuerySchema,
        response: { 200: z.unknown().describe('An XLSX workbook'), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const language = requestLanguage(request, user.language);
      const file = dashboardWorkbook(await dashboard.dashboard(language), request.query.table, language);
      return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
    },
  );
}
