import { buildApp } from './app.ts';
import { ConfigError, loadConfig, trustProxyWarning } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfNeeded, START_DEMO_CUSTOMERS } from './seed/seed.ts';

/** Starts the storefront: migrate, seed when empty, serve web and API, stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Outside production a freshly seeded database also gets demo customers for the admin console.
  const seeded = await seedIfNeeded(database.db, config, { customers: START_DEMO_CUSTOMERS });

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  const proxyWarning = trustProxyWarning(config);
  if (proxyWarning) app.log.warn(proxyWarning);
  if (seeded) app.log.info(seeded.summary);
  if (seeded?.credentials && !config.isProduction) {
    for (const c of seeded.credentials) app.log.info(`demo ${c.role.toLowerCase()}: ${c.email} / ${c.password}`);
  }

  // SIGTERM/SIGINT: readiness answers 503 at once (a balancer stops routing here), the listener
  // closes, idle keep-alive connections are closed, requests in flight finish; whatever is still
  // open at the deadline (SHUTDOWN_TIMEOUT_MS, 10 s) is cut and the process exits anyway.
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal} received, shutting down (deadline ${config.shutdownTimeoutMs} ms)`);
    const force = setTimeout(() => {
      app.log.warn('shutdown deadline reached: closing the connections still open');
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // A connection whose last request finishes during the drain goes idle: close it then too.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  app.log.info(`Orioni storefront on ${config.publicUrl} using ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
