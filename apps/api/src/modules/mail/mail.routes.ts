import type { App, AppDeps } from '../../app.ts';

/** Routes of the mail outbox (/dev/outbox) module. */
export async function mailRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
