import type { App, AppDeps } from '../../app.ts';

/** Routes of the customer reports (user/report/*) module. */
export async function reportsRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
