import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfNeeded } from './seed/seed.ts';

/** Starts the storefront: migrate, seed when empty, serve web and API, stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedIfNeeded(database.db, config);

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  if (seeded) app.log.info(seeded.summary);
  if (seeded?.credentials && !config.isProduction) {
    for (const c of seeded.credentials) app.log.info(`demo ${c.role.toLowerCase()}: ${c.email} / ${c.password}`);
  }

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
