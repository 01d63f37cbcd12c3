import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App, AppDeps } from '../../app.ts';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/cms', '/sandbox-gateway', '/dev', '/media'];

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * index.html never cached, and every other GET that accepts HTML answered with index.html so the
 * client router takes it.
 */
export async function registerWeb(app: App, deps: AppDeps): Promise<void> {
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
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root, { cacheControl: false });

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (SERVER_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`))) return reply.callNotFound();
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return reply.callNotFound();
    return sendIndex(reply);
  });
}
