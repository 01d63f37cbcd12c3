import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';

/** What the composition root builds the services from: configuration, the database, the clock. Tests pass their own. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
}

export type App = FastifyInstance;
