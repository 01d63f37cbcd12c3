import type { RouteModule } from '../plugins/scopes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { dashboardRoutes } from './reports/dashboard.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.ts';

/**
 * Every capability's routes, in one list that shows the whole API. Each module names the scopes
 * its routes live in (public, signed in, admin); the order of this list does not matter. The admin
 * scope is registered even while no module uses it yet (the admin console fills it).
 */
export const ROUTE_MODULES: readonly RouteModule[] = [
  healthRoutes,
  contentRoutes,
  accountsRoutes,
  mailRoutes,
  cartRoutes,
  paymentsRoutes,
  checkoutRoutes,
  reportsRoutes,
  dashboardRoutes,
  subscriptionsRoutes,
  demoRoutes,
  documentsRoutes,
  adminRoutes,
];
