import { personalNumberFor } from './auth.ts';
import { childAppWithFilledCart } from './child-process-app.ts';

/**
 * The process that dies mid-delivery (issue 42, "done when"): on `DATABASE_URL` (PostgreSQL) or
 * `PGLITE_DIR` (PGlite on disk) it seeds, adds an endpoint at `RECEIVER_URL` for `purchase.paid`, pays
 * a cart (the webhooks consumer queues the delivery), and runs one delivery pass, whose request the
 * test's receiver holds open while the test SIGKILLs this process: the try was made, its outcome never
 * saved. It prints the endpoint's secret and id first, then "delivering".
 */
const { app, clock, user, must } = await childAppWithFilledCart();
const made = await app.services.webhookEndpoints.create(user.id, {
  url: process.env.RECEIVER_URL!,
  description: 'crash test',
  eventTypes: ['purchase.paid'],
});
process.stdout.write(`secret ${made.secret}\nendpoint ${made.endpoint.id}\n`);
clock.advance(1000);
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
