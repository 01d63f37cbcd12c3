import type { App, AppDeps } from '../../app.ts';

/** Routes of the checkout (product/purchase) module. */
export async function checkoutRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
