import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { App } from '../../app-types.ts';
import type { AppConfig } from '../../config.ts';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus listener of this instance (ADR 035); null while `METRICS_PORT` is unset. */
    metricsServer: FastifyInstance | null;
  }
}

/**
 * The Prometheus endpoint (ADR 035): `GET /metrics` on a listener of its own (`METRICS_PORT`,
 * `METRICS_HOST`), never on the public port the balancer forwards, and with `METRICS_TOKEN` set
 * only for `Authorization: Bearer <token>`. Off (no listener, no request timing) while
 * `METRICS_PORT` is unset. It listens once the app is ready and closes with it.
 */
export async function registerMetrics(app: App, metrics: Metrics, config: Pick<AppConfig, 'metrics'>): Promise<void> {
  const { port, host, token } = config.metrics;
  if (port === undefined) {
    app.decorate('metricsServer', null);
    return;
  }
  metrics.collectProcessMetrics();
  // The route pattern, never the raw URL (which any caller chooses); `elapsedTime` is Fastify's own clock of the request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const server = metricsListener(metrics, token);
  app.decorate('metricsServer', server);
  app.addHook('onReady', async () => {
    await server.listen({ port, host });
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
}

/** A small Fastify of its own: one route, no logs of its own (Prometheus asks every few seconds). */
function metricsListener(metrics: Metrics, token: string | undefined): FastifyInstance {
  const server = Fastify({ logger: false, return503OnClosing: true });
  const expected = token ? digest(`Bearer ${token}`) : null;
  server.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (expected) {
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ errorKey: 'UNAUTHORIZED' });
      }
    }
    const text = await metrics.exposition();
    return reply.type(metrics.contentType).send(text);
  });
  return server;
}

/** Equal-length digests, so the comparison takes the same time whatever the header's length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
