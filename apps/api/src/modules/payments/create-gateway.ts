import type { AppDeps } from '../../app-types.ts';
import { BogGateway } from './bog/bog-gateway.ts';
import { DbBogStore } from './bog/bog-store.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { SandboxLedger } from './sandbox/sandbox-ledger.ts';
import { SandboxRefunds } from './sandbox/sandbox-refunds.ts';

/** The gateway the configuration names (`PAYMENT_GATEWAY`). */
export function createGateway(deps: Pick<AppDeps, 'config' | 'clock' | 'database'>): PaymentGateway {
  const { config, clock } = deps;
  if (config.payments.gateway === 'bog') {
    const bog = config.payments.bog;
    return new BogGateway({
      clientId: bog.clientId ?? '',
      clientSecret: bog.clientSecret ?? '',
      apiUrl: bog.apiUrl,
      authUrl: bog.authUrl,
      publicKey: bog.publicKey,
      timeoutMs: bog.timeoutMs,
      store: new DbBogStore(deps.database.db),
      clock,
      callbackUrl: `${config.publicUrl}/api/payment/callback/bog`,
    });
  }
  return new SandboxGateway({
    secret: config.payments.sandboxSecret,
    publicUrl: config.publicUrl,
    clock,
    ledger: new SandboxLedger(deps.database.db),
    refunds: new SandboxRefunds(deps.database.db),
  });
}
