import { personalNumberFor } from './auth.ts';
import { childAppWithFilledCart } from './child-process-app.ts';

/**
 * The process that dies (issue 40, "done when"): on `DATABASE_URL` (PostgreSQL) or `PGLITE_DIR`
 * (PGlite on disk), it seeds, signs a customer in, saves a card, fills the cart and pays, and is killed
 * (SIGKILL, no clean-up) the moment the purchase's transaction has committed, before any consumer has
 * read its event: the receipt mail is not queued. It prints the customer's id first.
 */
const { app, user } = await childAppWithFilledCart();
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
