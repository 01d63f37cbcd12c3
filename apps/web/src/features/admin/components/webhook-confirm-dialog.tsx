import { useEffect, useState } from 'react';
import type { WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { disableEndpoint, rotateSecret, WEBHOOKS_QUERY_KEY } from '../api/webhook-api';
import { useIntegrationsText } from '../integrations-messages';
import { WebhookSecret } from './webhook-secret';

/**
 * The two endpoint actions that ask first: rotating the secret (both secrets sign for 24 hours; the
 * new one is then shown, this once) and turning the endpoint off (nothing is sent until it is on).
 * Busy, error and done as every console confirmation (`useConfirmedAction`); the lists reload after.
 */
export function WebhookConfirmDialog({
  action,
  onClose,
  onDisabled,
}: {
  action: { kind: 'rotate' | 'disable'; endpoint: WebhookEndpoint } | null;
  onClose(): void;
  onDisabled(endpoint: WebhookEndpoint): void;
}) {
  const text = useIntegrationsText();
  const { busy, error, done, run } = useConfirmedAction(action, WEBHOOKS_QUERY_KEY);
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = action?.kind === 'rotate';
  const confirm = () => {
    if (!action) return;
    const { endpoint } = action;
    void run(async () => {
      if (rotate) setSecret((await rotateSecret(endpoint.id)).secret);
      else await disableEndpoint(endpoint.id);
    });
  };
  const close = () => {
    setSecret(null);
    if (done && action?.kind === 'disable') onDisabled(action.endpoint);
    onClose();
  };
  // Turned off: nothing more to say here; the page announces it.
  useEffect(() => {
    if (done && action?.kind === 'disable') close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it is done
  }, [done]);
  const shownSecret = rotate && done ? secret : null;
  return (
    <Modal
      open={action !== null}
      onClose={close}
      title={shownSecret ? text.secretRotatedTitle : rotate ? text.rotateTitle : text.disableTitle}
      width={shownSecret ? 720 : 560}
      closeLabel={text.close}
      dismissible={!shownSecret}
      footer={
        shownSecret ? (
          <Button onClick={close}>{text.secretDone}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {text.back}
            </Button>
            <Button variant={rotate ? 'primary' : 'danger'} loading={busy} onClick={confirm}>
              {rotate ? text.rotateConfirm : text.disableConfirm}
            </Button>
          </>
        )
      }
    >
      {shownSecret ? (
        <WebhookSecret secret={shownSecret} />
      ) : action ? (
        <div className="form-stack">
          <p className="dialog-text integrations-break">
            {rotate ? text.rotateText(action.endpoint.url) : text.disableText(action.endpoint.url)}
          </p>
          <ErrorDisplay error={error} />
        </div>
      ) : null}
    </Modal>
  );
}
