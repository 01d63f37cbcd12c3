import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { pagePlan } from '@orioni/contracts/content-requests';
import { cookieLanguage } from '../../lib/request-language.ts';
import type { ContentService } from '../content/content.service.ts';
import { isAppPath } from './app-paths.ts';
import { PageShell, serverEntryOf, sessionCookieToken } from './page-shell.ts';
import { signedInAnswers, type SignedInAnswerServices } from './signed-in-answers.ts';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/cms', '/sandbox-gateway', '/dev', '/media'];

/**
 * Vite's content-hashed build output (`assets/`) never changes under its name: kept a year without
 * asking. Any other file (favicon, robots.txt, boot.js) keeps its name across releases: kept, but
 * revalidated by its ETag or date on every use.
 */
export function staticCacheControl(relativePath: string): string {
  return relativePath.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The services the web app's pages use: the content of the first screen, and a signed-in page's answers. */
export interface WebRouteServices extends SignedInAnswerServices {
  content: ContentService;
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * other files revalidated, and every other GET answered with the page shell (index.html made for that page, never cached) so
 * the client router takes it: 200 for a path the app has a page for, 404 for any other (`isAppPath`).
 */
export async function registerWeb(app: App, services: WebRouteServices, deps: AppDeps): Promise<void> {
  const { content } = services;
  const root = deps.config.webDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.debug({ root }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    // Our Cache-Control only: with the plugin's own (`public, max-age=0`), it overwrote this one
    // (issue 25 item 16). ETag and Last-Modified stay, so a revalidation answers 304.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', staticCacheControl(path.relative(root, filePath)));
    },
  });

  const shell = new PageShell(root, content, deps.database.db, {
    serverEntry: serverEntryOf(root),
    onRenderError: (error) => app.log.warn({ err: error }, 'first screen not rendered on the server'),
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const plan = pagePlan(pathname);
    const token = plan?.signedIn ? sessionCookieToken(request.headers.cookie) : null;
    // Names in the page's language (the `lang` cookie, Georgian without one, as the shell's), not the account's (decision 26).
    const language = cookieLanguage(request.headers.cookie) ?? 'KA';
    const session = token && plan ? await signedInAnswers(services, token, language, plan.page) : null;
    const page = await shell.render(
      pathname,
      request.headers.cookie,
      request.headers['accept-encoding'],
      Boolean(query),
      session ?? undefined,
    );
    const personal = Boolean(session);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return (
      reply
        // An unknown path gets the app (it sends the visitor home) with the status it deserves.
        .status(isAppPath(pathname) ? 200 : 404)
        // A page holding a customer's answers is never stored anywhere; the others are revalidated.
        .header('cache-control', personal ? 'private, no-store' : 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(page.body)
    );
  };

  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (SERVER_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`))) return reply.callNotFound();
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}
