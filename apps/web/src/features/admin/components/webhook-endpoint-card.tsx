import { useId } from 'react';
import type { WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { Button } from '@/components/ui/button';
import { useIntegrationsText } from '../integrations-messages';
import { endpointEvents, endpointState, instantText } from '../webhook-format';

/**
 * One webhook endpoint in the page's list: its address and description, the events it takes, on or
 * off (with why and since when), what waits and what failed, and its actions. Each action's button is
 * described by the address it acts on, so a screen reader moving from button to button knows whose.
 */
export function WebhookEndpointCard({
  endpoint,
  logShown,
  busy,
  onShowLog,
  onTest,
  onRotate,
  onToggle,
}: {
  endpoint: WebhookEndpoint;
  logShown: boolean;
  busy: string | null;
  onShowLog(): void;
  onTest(): void;
  onRotate(): void;
  onToggle(): void;
}) {
  const text = useIntegrationsText();
  const id = useId();
  const state = endpointState(text, endpoint);
  const events = endpointEvents(text, endpoint);
  const described = { 'aria-describedby': `${id}-url` };
  return (
    <li
      className={`integrations-endpoint ${logShown ? 'integrations-endpoint--shown' : ''}`}
      aria-labelledby={`${id}-url`}
      data-testid="webhook-endpoint"
    >
      <div className="integrations-endpoint__head">
        <h3 id={`${id}-url`} className="integrations-endpoint__url">
          {endpoint.url}
        </h3>
        <span className={`admin-status ${state.on ? 'admin-status--webhook-on' : 'admin-status--webhook-off'}`}>{state.label}</span>
      </div>
      <p className={`integrations-endpoint__description ${endpoint.description ? '' : 'admin-muted'}`}>
        {endpoint.description || text.noDescription}
      </p>
      {state.notes.length > 0 ? (
        <ul className={`integrations-endpoint__notes ${state.on ? '' : 'integrations-endpoint__notes--off'}`}>
          {state.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <dl className="integrations-endpoint__facts">
        <div className="integrations-endpoint__events">
          <dt>{text.events}</dt>
          <dd>
            {'all' in events ? (
              events.all
            ) : (
              <ul className="integrations-chips">
                {events.names.map((name) => (
                  <li key={name} className="integrations-chip">
                    {name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{text.waiting}</dt>
          <dd data-testid="webhook-pending">{endpoint.pending}</dd>
        </div>
        <div>
          <dt>{text.failedCount}</dt>
          <dd className={endpoint.failed > 0 ? 'admin-overdue' : undefined} data-testid="webhook-failed">
            {endpoint.failed}
          </dd>
        </div>
        <div className="integrations-endpoint__added">
          <dt>{text.addedAt}</dt>
          <dd className="admin-nowrap">{instantText(endpoint.createdAt)}</dd>
        </div>
      </dl>
      <div className="integrations-endpoint__actions">
        <Button size="sm" variant={logShown ? 'primary' : 'secondary'} aria-pressed={logShown} onClick={onShowLog} {...described}>
          {text.showLog}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={busy === `test-${endpoint.id}`}
          disabled={!endpoint.enabled}
          onClick={onTest}
          {...described}
        >
          {text.sendTest}
        </Button>
        <Button size="sm" variant="secondary" onClick={onRotate} aria-haspopup="dialog" {...described}>
          {text.rotate}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={busy === `toggle-${endpoint.id}`}
          onClick={onToggle}
          {...(endpoint.enabled ? { 'aria-haspopup': 'dialog' as const } : {})}
          {...described}
        >
          {endpoint.enabled ? text.disable : text.enable}
        </Button>
      </div>
    </li>
  );
}
