import type { App, AppDeps } from '../../app.ts';

/** Routes of the demo requests (user/public/purchase-demo) module. */
export async function demoRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
