import type { ServiceDeps } from './app-types.ts';
import { PaymentReconciler } from './jobs/payment-reconciler.ts';
import { AccountsService, CustomersService, PasswordResetService } from './modules/accounts/accounts.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { StaffTaxInvoices } from './modules/admin/staff-tax-invoices.service.ts';
import { SessionService } from './modules/accounts/session.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { boughtBefore, itemIdsOfUser } from './modules/subscriptions/items.queries.ts';
import { CheckoutService } from './modules/checkout/checkout.service.ts';
import { PurchaseSettlement } from './modules/checkout/purchase-settlement.ts';
import { HostedPages } from './modules/payments/hosted-pages.service.ts';
import { paymentOfOrder } from './modules/ledger/ledger.queries.ts';
import { receiptMails } from './modules/checkout/receipt-mail.ts';
import { refundMails } from './modules/checkout/refund-mail.ts';
import { LatePaymentNotices } from './modules/checkout/late-payment-mail.ts';
import { RefundsService } from './modules/checkout/refunds.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { DemoService } from './modules/demo/demo.service.ts';
import { Mailer } from './modules/mail/mail.service.ts';
import { MailWorker } from './jobs/mail-worker.ts';
import { consumerOf, EventDispatcher, EventLog } from './modules/events/events.service.ts';
import { Metrics } from './modules/metrics/metrics.ts';
import { CardService } from './modules/payments/cards.service.ts';
import { createGateway } from './modules/payments/create-gateway.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { DashboardService } from './modules/reports/dashboard.service.ts';
import { RenewalEngine } from './modules/subscriptions/renewal-engine.ts';
import { RenewalService } from './modules/subscriptions/renewals.service.ts';
import { PayNowService } from './modules/subscriptions/pay-now.service.ts';
import { ItemLifecycleService } from './modules/subscriptions/lifecycle.service.ts';
import { StaffBillingService } from './modules/subscriptions/staff-billing.service.ts';
import { DevBillingService } from './modules/dev/dev-billing.service.ts';
import { subscriptionMails } from './modules/subscriptions/subscription-mails.ts';
import { NoticesService } from './modules/subscriptions/notices.service.ts';
import { TaxNumbersService } from './modules/taxes/tax-numbers.service.ts';
import { mailTemplates } from './mail-templates.ts';
import { RenewalWorker } from './jobs/renewal-worker.ts';
import { EventWorker } from './jobs/event-worker.ts';
import { RateLimiter } from './plugins/rate-limit.ts';
import { TaxInvoices } from './modules/taxes/tax-invoices.service.ts';
import { taxInvoiceNumberOf } from './modules/taxes/taxes.queries.ts';
import { SoapRevenueService } from './modules/taxes/rsge/soap-revenue-service.ts';
import { TaxInvoiceWorker } from './jobs/tax-invoice-worker.ts';
import { WebhookDeliveries } from './modules/webhooks/webhook-deliveries.service.ts';
import { WebhookEndpoints } from './modules/webhooks/webhook-endpoints.service.ts';
import { WebhookLog } from './modules/webhooks/webhook-log.service.ts';
import { webhookReactions } from './modules/webhooks/webhook-reactions.ts';
import { WebhookWorker } from './jobs/webhook-worker.ts';

/**
 * The composition root: every service of the API is built here, once, from the app's
 * dependencies, and handed to the route modules. Modules reach each other's data only through
 * the services passed in, so nothing depends on the order in which routes are registered.
 */
export function createServices(deps: ServiceDeps) {
  const { config, clock } = deps;
  const db = deps.database.db;
  const mailer = new Mailer(mailTemplates, config, clock);
  // The seam for what happens (ADR 043): changes record events; the consumers below react after commit.
  const events = new EventLog(db, clock);
  const limiter = new RateLimiter(db, clock);
  const sessions = new SessionService(db, clock, config);
  // One registry per app (ADR 035): the bank calls and the renewal passes are timed by wrapping them here, once.
  const metrics = new Metrics({ clock, database: deps.database });
  const gateway = metrics.observeGateway(createGateway(deps));
  const cart = new CartService(db, clock, { boughtBefore });
  const cards = new CardService(db, gateway, clock, config.publicUrl, events, (userId) => itemIdsOfUser(db, userId));
  // The accounts module's three services: a customer's own account, the password reset, and the
  // customer as other modules read and write it (passed to them as `accounts`).
  const customers = new CustomersService({ db, clock });
  const accountDeps = { db, clock, config, sessions, limiter, mailer, events };
  const accounts = new AccountsService(accountDeps, customers);
  // Every bank page the shop opens (a purchase, a Pay now, a card) and the bank's notifications of them,
  // routed to the flow their order belongs to (issue 40 item 3).
  const hostedPages = new HostedPages(gateway, config.publicUrl, (externalId) => paymentOfOrder(db, externalId));
  const settlement = new PurchaseSettlement({ db, clock, config, gateway, cards, cart, accounts: customers, events, hostedPages });
  const checkout = new CheckoutService({ db, clock, config, gateway, cards, cart, accounts: customers, events, hostedPages, settlement });
  const reports = new ReportsService(db, clock);
  const documents = new DocumentsService({
    db,
    clock,
    config,
    cards,
    taxInvoiceNumber: (paymentId, tx) => taxInvoiceNumberOf(tx, paymentId),
  });
  const refunds = new RefundsService({ db, clock, gateway, events, accounts: customers });
  // The subscriptions module's services (issue 40 item 3): one engine charges and records owed periods
  // for the renewal pass, Pay now and staff Retry now; the lifecycle is the customer's cancel and undo.
  const engine = new RenewalEngine({ db, clock, config, gateway, cards, accounts: customers, events });
  const renewals = metrics.observeRenewals(new RenewalService({ db, clock, events, engine }));
  const lifecycle = new ItemLifecycleService({ db, clock, events });
  const staffBilling = new StaffBillingService({ db, clock, events, cards, engine, lifecycle });
  const payNow = new PayNowService({ db, clock, cards, engine, hostedPages });
  const latePayments = new LatePaymentNotices({ db, mailer, accounts: customers });
  hostedPages
    .onCardOrder({ apply: async (event) => Boolean(await cards.applyCardOrderEvent(event)) })
    .onPayment('PURCHASE', { apply: (event) => settlement.applyPaymentEvent(event) })
    .onPayment('REPAY', { apply: (event) => payNow.applyPaymentEvent(event) })
    .onPayment('RENEWAL', { apply: (event) => payNow.applyPaymentEvent(event) })
    // A page paid after it was settled as expired: given back at once and the customer told, once (issue 39 item 2).
    .onLateSuccess({
      apply: async (event) => {
        const givenBack = await settlement.refundLateSuccess(event);
        if (givenBack) await latePayments.tell(event.externalId);
        return givenBack;
      },
    });
  // Mail is the first consumer: the receipt, renewal, refusal, cancellation, end and refund mails.
  const mailReactions = { mailer, accounts: customers };
  // Tax invoices at the Revenue Service for company customers' payments (issue 41, ADR 046).
  const taxInvoices = new TaxInvoices({
    db,
    clock,
    config,
    revenue: SoapRevenueService.fromConfig(config, { timeoutMs: config.rsge.timeoutMs }),
    documents,
    accounts: customers,
    events,
  });
  // Signed webhooks (issue 42, ADR 047): the consumer only queues deliveries; the worker posts them.
  const webhookDeliveries = new WebhookDeliveries({ db, clock, config, mailer, observer: metrics.webhooks });
  const dispatcher = new EventDispatcher(db, clock, [
    consumerOf('mail', [...receiptMails(mailReactions), ...refundMails(mailReactions), ...subscriptionMails(mailReactions)]),
    consumerOf('tax-invoices', taxInvoices.reactions()),
    consumerOf('webhooks', webhookReactions({ clock, accounts: customers, queued: () => webhookDeliveries.queued() })),
  ]);
  events.attach(dispatcher);
  // The tax-number lookup (issue 41 section 2): the Revenue Service's waybill lookups, with a short timeout
  // (a customer is waiting); without RS.ge credentials every number is `unavailable`.
  const lookups = SoapRevenueService.fromConfig(config, { timeoutMs: Math.min(config.rsge.timeoutMs, 4000) });
  const taxNumbers = new TaxNumbersService({ revenue: lookups, clock, limiter });
  return {
    metrics,
    mailer,
    events,
    dispatcher,
    limiter,
    sessions,
    accounts,
    customers,
    passwordReset: new PasswordResetService(accountDeps),
    content: new ContentService(clock),
    gateway,
    cart,
    cards,
    checkout,
    renewals,
    payNow,
    hostedPages,
    settlement,
    lifecycle,
    staffBilling,
    devBilling: new DevBillingService(db),
    documents,
    notices: new NoticesService({ db, clock, mailer, cards, accounts: customers, events }),
    reports,
    dashboard: new DashboardService(db, clock),
    refunds,
    latePayments,
    taxInvoices,
    staffTaxInvoices: new StaffTaxInvoices({ db, clock, taxInvoices }),
    admin: new AdminService({ db, clock, config, accounts: customers, reports, mailer, refunds, staffBilling }),
    demo: new DemoService({ db, clock, config, limiter, mailer }),
    taxNumbers,
    webhookDeliveries,
    webhookEndpoints: new WebhookEndpoints({ db, clock, config, deliveries: webhookDeliveries }),
    webhookLog: new WebhookLog({ db, clock, deliveries: webhookDeliveries }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What runs in the background of every instance; not in tests, which run the jobs themselves. */
export function createJobs(deps: ServiceDeps, services: Services, log: ConstructorParameters<typeof PaymentReconciler>[1]) {
  const jobs: { start(): void; stop(): Promise<void> }[] = [
    new PaymentReconciler(services.checkout, log, services.refunds),
    new EventWorker(services.dispatcher, log, deps.config.events.intervalMs),
  ];
  if (deps.config.billing.intervalMs > 0)
    jobs.push(new RenewalWorker(services.renewals, log, deps.config.billing.intervalMs, services.notices));
  if (services.taxInvoices.sending && deps.config.rsge.intervalMs > 0)
    jobs.push(new TaxInvoiceWorker(services.taxInvoices, log, deps.config.rsge.intervalMs));
  if (deps.config.webhooks.intervalMs > 0) jobs.push(new WebhookWorker(services.webhookDeliveries, log, deps.config.webhooks.intervalMs));
  if (deps.config.mail.smtpUrl)
    jobs.push(new MailWorker(deps.database.db, deps.config, deps.clock, undefined, services.metrics.mailWorker));
  // Receipt mails carry the payment's PDF, rendered as each is sent (ADR 031).
  for (const job of jobs) if (job instanceof MailWorker) job.attachWith(services.documents.mailAttachment);
  return deps.config.env === 'test' ? [] : jobs;
}
