import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ManualClock } from '../lib/clock.ts';
import { runSeed } from '../seed/seed.ts';
import { createSignedInUser, personalNumberFor } from './auth.ts';

/**
 * The process that dies (issue 40, "done when"): on `DATABASE_URL` (PostgreSQL) or `PGLITE_DIR`
 * (PGlite on disk), it seeds, signs a customer in, saves a card, fills the cart and pays, and is killed
 * (SIGKILL, no clean-up) the moment the purchase's transaction has committed, before any consumer has
 * read its event: the receipt mail is not queued. It prints the customer's id first.
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
const must = (step: string, res: Awaited<ReturnType<typeof app.inject>>, status: number) => {
  if (res.statusCode !== status) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res;
};
// The card, saved on the sandbox bank's own page; then two seats of a monthly subscription in the cart.
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
process.stdout.write(`user ${user.id}\n`);
// Right after the commit, where the change would drain its consumers: the process dies instead.
app.services.events.attach({
  flush: () => {
    process.kill(process.pid, 'SIGKILL');
    return new Promise<void>(() => {});
  },
});
const paid = await app.inject({
  method: 'PUT',
  url: '/api/product/purchase',
  headers: { ...user.headers, 'idempotency-key': 'crash-test-purchase' },
  payload: { fullName: 'Nino Beridze', idNumber: personalNumberFor(user.id) },
});
process.stdout.write(`not killed: ${paid.statusCode} ${paid.body}\n`);
process.exit(3);
