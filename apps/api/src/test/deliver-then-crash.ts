import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createSignedInUser, personalNumberFor } from './auth.ts';

/**
 * The process that dies mid-delivery (issue 42, "done when"): on `DATABASE_URL` (PostgreSQL) or
 * `PGLITE_DIR` (PGlite on disk) it seeds, adds an endpoint at `RECEIVER_URL` for `purchase.paid`, pays
 * a cart (the webhooks consumer queues the delivery), and runs one delivery pass, whose request the
 * test's receiver holds open while the test SIGKILLs this process: the try was made, its outcome never
 * saved. It prints the endpoint's secret and id first, then "delivering".
 */
const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: process.env.PGLITE_DIR! });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: 'apps/web/.no-dist-in-api-tests', LOG_LEVEL: 'silent' });
await runSeed(database.db, config);
const clock = new ManualClock();
const app = await buildApp({ config, database, clock });
await app.ready();
const t = { app, db: database.db, database, clock, config, close: async () => {} };
const user = await createSignedInUser(t);
const made = await app.services.webhookEndpoints.create(user.id, {
  url: process.env.RECEIVER_URL!,
  description: 'crash test',
  eventTypes: ['purchase.paid'],
});
process.stdout.write(`secret ${made.secret}\nendpoint ${made.endpoint.id}\n`);
clock.advance(1000);
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
must('cart', await app.inject({ method: 'PUT', url: '/api/product/cart?productKey=ORIONI_HR_M1&quantity=2', headers: user.headers }), 200);
must(
  'purchase',
  await app.inject({
    method: 'PUT',
    url: '/api/product/purchase',
    headers: { ...user.headers, 'idempotency-key': 'webhook-crash-purchase' },
    payload: { fullName: 'Nino Beridze', idNumber: personalNumberFor(user.id) },
  }),
  200,
);
process.stdout.write('delivering\n');
// The receiver holds this try's answer; the test kills the process while it waits.
const outcome = await app.services.webhookDeliveries.deliverDue();
process.stdout.write(`not killed: ${JSON.stringify(outcome)}\n`);
process.exit(3);
