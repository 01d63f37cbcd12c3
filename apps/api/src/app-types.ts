import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';

/** What the composition root builds the services from: configuration, the database, the clock. Tests and tools pass their own. */
export interface ServiceDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
}

/** What the app's routes get: the services' dependencies and the instance's lifecycle (`buildApp` makes it). */
export interface AppDeps extends ServiceDeps {
  /** `draining` is set while the instance shuts down: readiness answers 503 from then on. */
  lifecycle: Lifecycle;
}

export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `server.ts` marks the instance draining on SIGTERM, before it closes. */
    lifecycle: Lifecycle;
  }
}

export type App = FastifyInstance;
