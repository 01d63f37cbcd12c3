import type { App, AppDeps } from '../../app.ts';

/** Routes of the saved card and payment gateways (payment/card, /sandbox-gateway) module. */
export async function paymentsRoutes(_app: App, _deps: AppDeps): Promise<void> {
  // Not built yet: see its issue.
}
