import type { ServiceDeps } from './app-types.ts';
import { PaymentReconciler } from './jobs/payment-reconciler.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { AdminService } from './modules/admin/admin.service.ts';
import { SessionService } from './modules/accounts/session.service.ts';
import { CartService } from './modules/cart/cart.service.ts';
import { boughtBefore } from './modules/checkout/checkout.queries.ts';
import { CheckoutService } from './modules/checkout/checkout.service.ts';
import { receiptMails, receiptTemplates } from './modules/checkout/receipt-mail.ts';
import { refundMails, refundTemplates } from './modules/checkout/refund-mail.ts';
import { LatePaymentNotices, latePaymentTemplates } from './modules/checkout/late-payment-mail.ts';
import { RefundsService } from './modules/checkout/refunds.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { demoTemplates } from './modules/demo/demo-mail.ts';
import { DocumentsService } from './modules/documents/documents.service.ts';
import { DemoService } from './modules/demo/demo.service.ts';
import { Mailer, type MailTemplates } from './modules/mail/mail.service.ts';
import { MailWorker } from './jobs/mail-worker.ts';
import { accountTemplates } from './modules/mail/templates/account-templates.ts';
import { consumerOf, EventDispatcher, EventLog } from './modules/events/events.service.ts';
import { Metrics } from './modules/metrics/metrics.ts';
import { CardService } from './modules/payments/cards.service.ts';
import { createGateway } from './modules/payments/create-gateway.ts';
import { ReportsService } from './modules/reports/reports.service.ts';
import { DashboardService } from './modules/reports/dashboard.service.ts';
import { SubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { subscriptionMails, subscriptionTemplates } from './modules/subscriptions/subscription-mails.ts';
import { noticeTemplates } from './modules/subscriptions/notice-mails.ts';
import { NoticesService } from './modules/subscriptions/notices.service.ts';
import { RenewalWorker } from './jobs/renewal-worker.ts';
import { EventWorker } from './jobs/event-worker.ts';
import { RateLimiter } from './plugins/rate-limit.ts';

/**
 * Every e-mail template of the product, by name. The type asks for each name a module declared in
 * `MailTemplateRegistry`, so a template declared but left out here does not compile.
 */
export const mailTemplates: MailTemplates = {
  ...accountTemplates,
  ...receiptTemplates,
  ...refundTemplates,
  ...latePaymentTemplates,
  ...demoTemplates,
  ...subscriptionTemplates,
  ...noticeTemplates,
};

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
  const cards = new CardService(db, gateway, clock, config.publicUrl, events);
  const accounts = new AccountsService({ db, clock, config, sessions, limiter, mailer, events });
  const checkout = new CheckoutService({ db, clock, config, gateway, cards, cart, accounts, events });
  const reports = new ReportsService(db, clock);
  const documents = new DocumentsService({ db, clock, config, cards });
  const refunds = new RefundsService({ db, clock, gateway, events, accounts });
  const subscriptions = metrics.observeRenewals(new SubscriptionsService({ db, clock, config, gateway, cards, accounts, events }));
  // Mail is the first consumer: the receipt, renewal, refusal, cancellation, end and refund mails.
  const mailReactions = { mailer, accounts };
  const dispatcher = new EventDispatcher(db, clock, [
    consumerOf('mail', [...receiptMails(mailReactions), ...refundMails(mailReactions), ...subscriptionMails(mailReactions)]),
  ]);
  events.attach(dispatcher);
  return {
    metrics,
    mailer,
    events,
    dispatcher,
    limiter,
    sessions,
    accounts,
    content: new ContentService(clock),
    gateway,
    cart,
    cards,
    checkout,
    subscriptions,
    documents,
    notices: new NoticesService({ db, clock, mailer, cards, accounts }),
    reports,
    dashboard: new DashboardService(db, clock),
    refunds,
    // A bank page paid after it expired and given back: the customer is told, once (issue 39 item 2).
    latePayments: new LatePaymentNotices({ db, mailer, accounts }),
    admin: new AdminService({ db, clock, config, accounts, reports, mailer, refunds, subscriptions }),
    demo: new DemoService({ db, clock, config, limiter, mailer }),
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
    jobs.push(new RenewalWorker(services.subscriptions, log, deps.config.billing.intervalMs, services.notices));
  if (deps.config.mail.smtpUrl)
    jobs.push(new MailWorker(deps.database.db, deps.config, deps.clock, undefined, services.metrics.mailWorker));
  // Receipt mails carry the payment's PDF, rendered as each is sent (ADR 031).
  for (const job of jobs) if (job instanceof MailWorker) job.attachWith(services.documents.mailAttachment);
  return deps.config.env === 'test' ? [] : jobs;
}
