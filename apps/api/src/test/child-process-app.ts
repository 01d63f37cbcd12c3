import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createSignedInUser } from './auth.ts';

/**
 * The start the crash tests' child processes share (`purchase-then-crash.ts`, `deliver-then-crash.ts`): on
 * `DATABASE_URL` (PostgreSQL) or `PGLITE_DIR` (PGlite on disk), a migrated and seeded database, an app on
 * a manual clock, a signed-in customer with a card saved on the sandbox bank's own page and two seats of a
 * monthly subscription in the cart: what is left is the purchase, and where the process dies.
 */
export async function childAppWithFilledCart() {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
    : await openDatabase({ dataDir: process.env.PGLITE_DIR! });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-in-api-tests', LOG_LEVEL: 'silent' });
  await runSeed(database.db, config);
  const clock = new ManualClock();
  const app = await buildApp({ config, database, clock });
  await app.ready();
  const user = await createSignedInUser({ app, db: database.db, database, clock, config, close: async () => {} });
  const must = (step: string, res: Awaited<ReturnType<typeof app.inject>>, status: number) => {
    if (res.statusCode !== status) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const order = must(
    'card order',
    await app.inject({
      method: 'POST',
      url: '/api/payment/card?successRedirectUrl=/cart/default/success&errorRedirectUrl=/cart/default/failure',
      headers: user.headers,
    }),
    200,
  );
  const page = new URL(order.json().data.redirectUrl);
  must(
    'bank page',
    await app.inject({
      method: 'POST',
      url: `${page.pathname}${page.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardholder: 'Test Customer',
        cardnumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    }),
    303,
  );
  must(
    'cart',
    await app.inject({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_HR_M1&quantity=2', headers: user.headers }),
    200,
  );
  return { app, clock, user, must };
}
