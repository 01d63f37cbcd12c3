import { seededCompanies } from '../../seed/customers.ts';
import { FAKE_RSGE_SELLER, FakeRsgeServer } from './fake-rsge-server.ts';

/**
 * The fake Revenue Service as a process of its own, for journeys and for trying the storefront by hand:
 *
 *   PORT=4599 node --import tsx apps/api/src/test/fake-rsge/start-fake-rsge.ts
 *
 * (run with tsx, as `npm start` runs the API). It prints the two addresses to give the API as
 * `RSGE_INVOICE_URL` and `RSGE_WAYBILL_URL`; the API's `RSGE_SERVICE_USER` / `RSGE_SERVICE_PASSWORD` must be
 * the fake's (`FAKE_RSGE_SELLER`, or the same two variables given to this process). It knows two taxpayers of
 * its own and the company customers of the demo seed (`SEEDED_CUSTOMERS`, 1000 by default, covers `npm start`'s
 * 60 and `npm run seed -- --customers 1000`). Stops on SIGINT/SIGTERM.
 */
const port = Number(process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${process.env.PORT}`);
  process.exit(1);
}
const fake = new FakeRsgeServer({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  seller: {
    su: process.env.RSGE_SERVICE_USER || FAKE_RSGE_SELLER.su,
    sp: process.env.RSGE_SERVICE_PASSWORD || FAKE_RSGE_SELLER.sp,
  },
});
fake.addTaxpayer('404123456', 'Tbilisi Consulting LLC', true);
fake.addTaxpayer('205987654', 'Batumi Print Ltd', false);
const companies = seededCompanies(Number(process.env.SEEDED_CUSTOMERS ?? 1000));
// ASSUMPTION (demo data only): a seeded company whose number ends in an even digit pays VAT.
for (const c of companies) fake.addTaxpayer(c.idNumber, c.name, Number(c.idNumber.at(-1)) % 2 === 0);
await fake.start();
console.log(`fake RS.ge: ${companies.length + 3} taxpayers (the seller, 2 samples, ${companies.length} seeded companies)`);
console.log(`RSGE_INVOICE_URL=${fake.url}`);
console.log(`RSGE_WAYBILL_URL=${fake.waybillUrl}`);
console.log(`RSGE_SERVICE_USER=${fake.credentials.user}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void fake.stop().then(() => process.exit(0));
  });
