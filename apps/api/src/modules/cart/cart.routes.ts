import type { App, AppDeps } from '../../app.ts';

/** Routes of the cart (product/cart) module. */
export async function cartRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
