import type { App, AppDeps } from '../app.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { checkoutRoutes } from './checkout/checkout.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { demoRoutes } from './demo/demo.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';

/** Every capability registers its routes here, in one place that shows the whole API. */
export async function registerModules(app: App, deps: AppDeps): Promise<void> {
  await healthRoutes(app, deps);
  await contentRoutes(app, deps);
  await accountsRoutes(app, deps);
  await mailRoutes(app, deps);
  await cartRoutes(app, deps);
  await paymentsRoutes(app, deps);
  await checkoutRoutes(app, deps);
  await reportsRoutes(app, deps);
  await demoRoutes(app, deps);
}
