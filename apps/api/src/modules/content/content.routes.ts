import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import type { RouteModule } from '../../plugins/scopes.ts';
import { REPO_ROOT } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { contentAnswerHeaders, contentCacheControl, etagMatches, pickEncoding } from './content.answer.ts';
import { parseContentQuery, type ContentService } from './content.service.ts';

export const MEDIA_DIR = path.join(REPO_ROOT, 'content/media');

const strapiBody = z.object({ data: z.unknown(), meta: z.record(z.string(), z.unknown()) });
const TYPE_NAME = /^[a-z-]+$/;

/**
 * The hottest route of the site skips the generic zod validation of its two inputs (it cost about 5%
 * of its throughput): the type name is checked by one regular expression here, and the query is
 * read by `parseContentQuery` only when an answer is not already cached (a cached answer exists only
 * for a query that parsed). The zod schemas stay on the route for the OpenAPI document.
 */
const contentValidator = ({ httpPart }: { httpPart?: string }) =>
  httpPart === 'params'
    ? (params: { type?: unknown }) =>
        typeof params.type === 'string' && TYPE_NAME.test(params.type)
          ? { value: params }
          : { error: new AppError('VALIDATION_ERROR', { message: 'Invalid content type', fieldErrors: { type: 'Invalid content type' } }) }
    : (value: unknown) => ({ value });

/** The services these routes use; the composition root passes exactly these. */
export interface ContentRouteServices {
  content: ContentService;
}

/**
 * Routes of the content service: `/cms/api/{type}` in the Strapi v4 REST shape, and the media
 * files under `/media/...`. Answers carry an ETag and a Cache-Control a CDN may honour.
 */
export const contentRoutes: RouteModule<ContentRouteServices> = { public: contentPublicRoutes };

async function contentPublicRoutes(app: App, { content: service }: ContentRouteServices, deps: AppDeps): Promise<void> {
  const cacheControl = contentCacheControl(deps.config.content.maxAgeSeconds);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/cms/api/:type',
    {
      schema: {
        tags: ['content'],
        summary: 'Content in the Strapi v4 REST shape (locale, populate, filters[field][$eq], pagination)',
        params: z.object({ type: z.string().regex(TYPE_NAME) }),
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: strapiBody, 304: z.null() },
      },
      validatorCompiler: contentValidator,
    },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const answer = await service.get(deps.database.db, request.params.type, rawQuery, () => parseContentQuery(request.query));
      const notModified = etagMatches(request.headers['if-none-match'], answer.etag);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.headers(contentAnswerHeaders(answer, cacheControl, encoding, notModified));
      // A 304 has no body: nothing to serialise (the schema's `null` would be sent as Content-Length: 4).
      if (notModified) return reply.status(304).send(undefined as never);
      // The assembled answer is already JSON (cached as bytes); Fastify sends buffers as they are.
      const body = encoding ? answer[encoding] : answer.body;
      return reply.send(body as unknown as z.infer<typeof strapiBody>);
    },
  );

  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
