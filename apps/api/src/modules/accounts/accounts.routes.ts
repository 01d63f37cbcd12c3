import type { App, AppDeps } from '../../app.ts';

/** Routes of the accounts (user/* calls) module. */
export async function accountsRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
