import { withServices, type ScopedRoutes } from '../plugins/scopes.ts';
import { accountsRoutes, type AccountsRouteServices } from './accounts/accounts.routes.ts';
import { adminRoutes, type AdminRouteServices } from './admin/admin.routes.ts';
import { cartRoutes, type CartRouteServices } from './cart/cart.routes.ts';
import { checkoutRoutes, type CheckoutRouteServices } from './checkout/checkout.routes.ts';
import { contentRoutes, type ContentRouteServices } from './content/content.routes.ts';
import { demoRoutes, type DemoRouteServices } from './demo/demo.routes.ts';
import { devRoutes, type DevRouteServices } from './dev/dev.routes.ts';
import { documentsRoutes, type DocumentsRouteServices } from './documents/documents.routes.ts';
import { healthRoutes, type HealthRouteServices } from './health/health.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { paymentsRoutes, type PaymentsRouteServices } from './payments/payments.routes.ts';
import { dashboardRoutes, type DashboardRouteServices } from './reports/dashboard.routes.ts';
import { reportsRoutes, type ReportsRouteServices } from './reports/reports.routes.ts';
import { subscriptionsRoutes, type SubscriptionsRouteServices } from './subscriptions/subscriptions.routes.ts';
import { taxesRoutes, type TaxesRouteServices } from './taxes/taxes.routes.ts';
import { webhooksRoutes, type WebhooksRouteServices } from './webhooks/webhooks.routes.ts';

/** Every service a route module declared; the composition root's services (`services.ts`) have them all. */
export type RouteServices = HealthRouteServices &
  ContentRouteServices &
  AccountsRouteServices &
  CartRouteServices &
  PaymentsRouteServices &
  CheckoutRouteServices &
  ReportsRouteServices &
  DashboardRouteServices &
  SubscriptionsRouteServices &
  DevRouteServices &
  DemoRouteServices &
  DocumentsRouteServices &
  AdminRouteServices &
  TaxesRouteServices &
  WebhooksRouteServices;

/**
 * Every capability's routes, in one list that shows the whole API, each given exactly the services
 * it declared (part of the composition root: `app.ts` calls it with the services it built). Each
 * module names the scopes its routes live in (public, signed in, admin); the order of this list does
 * not matter. The admin scope is registered even while no module uses it yet (the admin console fills it).
 */
export function routeModules(s: RouteServices): readonly ScopedRoutes[] {
  return [
    withServices(healthRoutes, { metrics: s.metrics }),
    withServices(contentRoutes, { content: s.content }),
    withServices(accountsRoutes, { accounts: s.accounts, passwordReset: s.passwordReset }),
    withServices(mailRoutes, {}),
    withServices(cartRoutes, { cart: s.cart }),
    withServices(paymentsRoutes, { gateway: s.gateway, cards: s.cards, hostedPages: s.hostedPages }),
    withServices(checkoutRoutes, { checkout: s.checkout }),
    withServices(reportsRoutes, { reports: s.reports }),
    withServices(dashboardRoutes, { dashboard: s.dashboard }),
    withServices(subscriptionsRoutes, { payNow: s.payNow, lifecycle: s.lifecycle }),
    withServices(devRoutes, { renewals: s.renewals, devBilling: s.devBilling }),
    withServices(demoRoutes, { demo: s.demo }),
    withServices(documentsRoutes, { documents: s.documents }),
    withServices(adminRoutes, { admin: s.admin, staffTaxInvoices: s.staffTaxInvoices }),
    withServices(taxesRoutes, { taxNumbers: s.taxNumbers }),
    withServices(webhooksRoutes, { webhookEndpoints: s.webhookEndpoints, webhookLog: s.webhookLog }),
  ];
}
