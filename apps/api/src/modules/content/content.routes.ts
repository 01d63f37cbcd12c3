import type { App, AppDeps } from '../../app.ts';

/** Routes of the content service (/cms/api/...) module. */
export async function contentRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
