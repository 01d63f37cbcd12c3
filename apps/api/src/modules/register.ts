import type { App, AppDeps } from '../app.ts';
import { healthRoutes } from './health/health.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { mailRoutes } from './mail/mail.routes.ts';

/** Every capability registers its routes here, in one place that shows the whole API. */
export async function registerModules(app: App, deps: AppDeps): Promise<void> {
  await healthRoutes(app, deps);
  await contentRoutes(app, deps);
  await accountsRoutes(app, deps);
  await mailRoutes(app, deps);
}
