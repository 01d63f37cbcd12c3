import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { PageError } from '@/components/ui/page-error';
import { PageState } from '@/components/ui/page-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { focusIsOnLanding } from '@/lib/focus-landing';
import { WebhookAddDialog } from '../components/webhook-add-dialog';
import { WebhookConfirmDialog } from '../components/webhook-confirm-dialog';
import { WebhookDeliveryDialog } from '../components/webhook-delivery-dialog';
import { WebhookDeliveryLog } from '../components/webhook-delivery-log';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card';
import { useIntegrationsPage, type IntegrationsPageState } from '../hooks/integrations-page-state';
import '../admin.css';
import './integrations-page.css';

/**
 * The console's integrations page (issue 42 item 5, ADR 047), admin role only: the webhook endpoints
 * (add one with its events and see its secret once; rotate the secret, turn it off and on, send a
 * test event) and, below them, one endpoint's delivery log (each delivery's tries, the body sent;
 * send one again, or every failed one since a time). Every change is audited by the API. What the
 * last action came to is announced in a live region; the state is in `integrations-page-state.ts`.
 */
export default function IntegrationsPage() {
  const page = useIntegrationsPage();
  const { text, outcome } = page;
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the console's link (the same page for the app's own focus handling): focus lost with the link goes to the heading.
  useEffect(() => {
    if (focusIsOnLanding(document.activeElement, document.getElementById('main'), document.body))
      heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="container admin-page integrations-page">
      <header className="admin-page__head integrations-page__head">
        <div>
          <h1 ref={heading} tabIndex={-1} className="admin-page__title">
            {text.title}
          </h1>
          <p className="admin-page__intro">{text.intro}</p>
        </div>
        <Link to="/admin" className="integrations-page__back">
          {text.backToConsole}
        </Link>
      </header>
      <div className="integrations-page__outcome" role="status" data-testid="integrations-outcome">
        {outcome && 'message' in outcome ? <p className="admin-notice admin-notice--success">{outcome.message}</p> : null}
      </div>
      <ErrorDisplay error={outcome && 'error' in outcome ? outcome.error : null} />
      <Endpoints page={page} />
      {page.shown ? (
        <WebhookDeliveryLog
          endpoint={page.shown}
          focusToken={page.logFocus}
          log={page.log}
          onLog={page.setLog}
          onOpen={(deliveryId) => page.setDialog({ kind: 'delivery', deliveryId })}
          onReplay={(deliveryId) => void page.replay(deliveryId)}
          onOutcome={page.setOutcome}
          busy={page.busy}
          pollMs={page.pollMs}
        />
      ) : null}
      <Dialogs page={page} />
    </div>
  );
}

function Endpoints({ page }: { page: IntegrationsPageState }) {
  const { text, endpoints, list } = page;
  const add = (
    <Button onClick={() => page.setDialog({ kind: 'add' })} aria-haspopup="dialog" icon={<PlusIcon />}>
      {text.addEndpoint}
    </Button>
  );
  return (
    <section className="integrations-section" aria-labelledby="integrations-endpoints">
      <div className="integrations-section__head">
        <h2 id="integrations-endpoints" className="integrations-section__title">
          {text.endpointsTitle}
        </h2>
        {list.length > 0 ? add : null}
      </div>
      {endpoints.isPending ? (
        <LoadingScreen label={text.loading} />
      ) : endpoints.isError ? (
        <PageError title={text.errorTitle} text={text.errorText} retryLabel={text.retry} onRetry={() => void endpoints.refetch()} />
      ) : list.length === 0 ? (
        <PageState title={text.emptyTitle} headingLevel={2} action={add}>
          <p>{text.emptyText}</p>
        </PageState>
      ) : (
        <>
          <p className="admin-count">{text.endpointCount(list.length)}</p>
          <ul className="integrations-endpoints" data-testid="webhook-endpoints">
            {list.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                logShown={page.shown?.id === endpoint.id}
                busy={page.busy}
                onShowLog={() => page.showLog(endpoint)}
                onTest={() => void page.sendTest(endpoint)}
                onRotate={() => page.setDialog({ kind: 'rotate', endpoint })}
                onToggle={() => (endpoint.enabled ? page.setDialog({ kind: 'disable', endpoint }) : void page.enable(endpoint))}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Dialogs({ page }: { page: IntegrationsPageState }) {
  const { dialog, setDialog } = page;
  const close = () => setDialog(null);
  return (
    <>
      <WebhookAddDialog
        open={dialog?.kind === 'add'}
        onClose={close}
        onAdded={(endpoint) => page.setLog({ endpointId: endpoint.id, status: '', page: 0 })}
      />
      <WebhookConfirmDialog
        action={dialog?.kind === 'rotate' || dialog?.kind === 'disable' ? dialog : null}
        onClose={close}
        onDisabled={(endpoint) => page.setOutcome({ message: page.text.disabledDone(endpoint.url) })}
      />
      <WebhookDeliveryDialog
        deliveryId={dialog?.kind === 'delivery' ? dialog.deliveryId : null}
        onClose={close}
        onReplay={(deliveryId) => void page.replay(deliveryId)}
        busy={page.busy}
      />
    </>
  );
}

const PlusIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
