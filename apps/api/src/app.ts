import http from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@orioni/contracts/error-keys';
import type { App, AppDeps } from './app-types.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { lazyChildLogger } from './lib/lazy-child-logger.ts';
import { REDACTED, redactingLoggerOptions } from './lib/log-redaction.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { clientErrorResponder, registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { contentFastPath, type FastPath } from './modules/content/content.fast-path.ts';
import { contentCacheControl } from './modules/content/content.answer.ts';
import { registerMetrics } from './modules/metrics/metrics.server.ts';
import { routeModules } from './modules/register.ts';
import { registerWeb } from './modules/web/web.routes.ts';
import { webhooksDocument } from './openapi/webhooks-document.ts';
import { registerScopes } from './plugins/scopes.ts';
import { createJobs, createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services of this app, built once by the composition root (tests reach the gateway through it). */
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. Without it the app opens (and later closes) one from the config. */
  database?: Database;
  clock?: Clock;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (ownsDatabase) await database.migrate();
  const deps: AppDeps = { config, database, clock: options.clock ?? systemClock, lifecycle: { draining: false } };
  // The headers of an answer whose protocol is not known (the parser's refusals, the content fast
  // path): HSTS and upgrade-insecure-requests only when HTTPS_HEADERS=always says every answer is HTTPS.
  const baselineHeaders = securityHeaders(config, config.httpsHeaders === 'always');
  // Set once the services exist: cached content answers written in front of the router.
  let fastPath: FastPath = () => false;

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers.authorization',
          '*.password',
          '*.newPassword',
          '*.oldPassword',
        ],
        censor: REDACTED,
      },
      // Request URLs, messages and errors without codes, tokens or reset parameters (issue 25 item 14).
      ...redactingLoggerOptions(),
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.env === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    childLoggerFactory: lazyChildLogger,
    // A hop count as a function: Fastify refuses bare numbers, and `true` would take the left-most
    // X-Forwarded-For entry, which the client writes itself.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // On close: idle keep-alive connections are closed at once, requests arriving on busy ones get
    // 503 with `Connection: close`, requests in flight finish (server.ts sets the deadline).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify's own HTTP/1 server, with the content fast path asked first (ADR 020).
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        if (!fastPath(req, res)) handler(req, res);
      });
      // What Fastify sets on the server it makes itself (its defaults: 72 s keep-alive, no other limit).
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    // Requests Node's HTTP parser refuses (broken request line, oversized headers) never reach a
    // hook: answered with our error shape and the security headers.
    clientErrorHandler: clientErrorResponder(baselineHeaders),
    // Errors Fastify raises before routing (bad %-encoding, unreadable content type) keep our error
    // shape and the security headers (no onRequest hook runs for them).
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply)
        .headers(baselineHeaders)
        .status(status)
        .send({ errorKey: 'BAD_REQUEST', errorMessage: ERROR_KEYS.BAD_REQUEST });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerInputGuard(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Orioni storefront API', version: '1.0.0', description: 'Product API of the Orioni storefront.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      // What the storefront posts to the vendor's endpoints (issue 42): one schema per message type.
      webhooks: webhooksDocument(),
    },
    transform: jsonSchemaTransform,
  });
  // The document stays in the app (`app.swagger()`: `npm run api:types` reads it in-process), but
  // production serves neither it nor its page (issue 25 item 17): it lists every admin route, and
  // staff need none of it. Development keeps both at /api/docs.
  if (!config.isProduction) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const services = createServices(deps);
  app.decorate('services', services);
  app.decorate('lifecycle', deps.lifecycle);
  fastPath = contentFastPath(services.content, {
    securityHeaders: baselineHeaders,
    cacheControl: contentCacheControl(config.content.maxAgeSeconds),
    lifecycle: deps.lifecycle,
  });
  // Prometheus metrics on their own port when METRICS_PORT is set (ADR 035); the fast path's answers timed too.
  await registerMetrics(app, services.metrics, config);
  if (config.metrics.port !== undefined) fastPath = services.metrics.observeFastPath(fastPath);
  registerAuth(app, services.sessions);
  await registerScopes(app, routeModules(services), deps);
  const { content, sessions, accounts, cart, cards, reports, admin, dashboard } = services;
  await registerWeb(app, { content, sessions, accounts, cart, cards, reports, admin, dashboard }, deps);
  for (const job of createJobs(deps, services, app.log)) {
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  }

  if (ownsDatabase) app.addHook('onClose', () => database.close());
  return app;
}

/** Trusts the nearest `hops` addresses (the balancers in front): the client is the next one to the left. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
