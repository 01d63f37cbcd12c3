import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, type WebhookEndpoint } from '@orioni/contracts/webhook-admin';
import { Button } from '@/components/ui/button';
import { PageError } from '@/components/ui/page-error';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { DELIVERY_PAGE_SIZE, deliveriesQueryKey, fetchDeliveries } from '../api/webhook-api';
import type { Outcome } from '../hooks/integrations-page-state';
import { useIntegrationsText } from '../integrations-messages';
import type { LogState } from '../integrations-state';
import { deliveryRow, type DeliveryRow } from '../webhook-format';
import { WebhookReplayFailed } from './webhook-replay-failed';

/**
 * One endpoint's delivery log (issue 42 item 5), newest first: each delivery's time, event, status,
 * attempts, next try and last answer, a status filter and pages (both in the address), the details of
 * one (its attempts and the body sent) and "send again"; below, every failed one since a time. While a
 * delivery on the page waits, the log asks again every few seconds. At 900 px and narrower each row is
 * a card of labelled values, as the console's tables are.
 */
export function WebhookDeliveryLog({
  endpoint,
  focusToken,
  log,
  onLog,
  onOpen,
  onReplay,
  onOutcome,
  busy,
  pollMs,
}: {
  endpoint: WebhookEndpoint;
  /** Changed when staff asked for this log: its heading takes focus. */
  focusToken: number;
  log: LogState;
  onLog(next: LogState): void;
  onOpen(deliveryId: number): void;
  onReplay(deliveryId: number): void;
  onOutcome(outcome: Outcome): void;
  busy: string | null;
  pollMs: number;
}) {
  const text = useIntegrationsText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusToken > 0) heading.current?.focus();
  }, [focusToken]);
  const deliveries = useQuery({
    queryKey: deliveriesQueryKey(endpoint.id, log.status, log.page),
    queryFn: ({ signal }) => fetchDeliveries(endpoint.id, log.status, log.page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((d) => d.status === 'PENDING') ? pollMs : false),
  });
  const rows = (deliveries.data?.list ?? []).map((d) => deliveryRow(text, d));
  return (
    <section className="integrations-section integrations-log" aria-labelledby="integrations-log" data-testid="webhook-log">
      <div className="integrations-section__head">
        <div className="integrations-log__title">
          <h2 id="integrations-log" ref={heading} tabIndex={-1} className="integrations-section__title">
            {text.logTitle}
          </h2>
          <p className="integrations-log__of integrations-break">{endpoint.url}</p>
        </div>
        <div className="integrations-log__tools">
          <SelectField<WebhookDeliveryStatus | ''>
            label={text.statusFilter}
            value={log.status}
            options={[
              { value: '', label: text.allStatuses },
              ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: text.deliveryStatuses[s] })),
            ]}
            onValueChange={(status) => onLog({ ...log, status, page: 0 })}
          />
          <Button variant="secondary" onClick={() => void deliveries.refetch()} loading={deliveries.isFetching && !deliveries.isPending}>
            {text.refresh}
          </Button>
        </div>
      </div>
      <p className="admin-count">{text.timesNote}</p>
      {deliveries.isPending ? (
        <LoadingScreen label={text.logLoading} />
      ) : deliveries.isError ? (
        <PageError title={text.logErrorTitle} text={text.errorText} retryLabel={text.retry} onRetry={() => void deliveries.refetch()} />
      ) : rows.length === 0 ? (
        <div className="integrations-empty">
          <p className="admin-strong">{log.status ? text.logEmptyFiltered : text.logEmptyTitle}</p>
          {log.status ? null : <p>{text.logEmptyText}</p>}
        </div>
      ) : (
        <>
          <div
            className={`admin-scroll ${deliveries.isFetching ? 'admin-results--busy' : ''}`}
            aria-busy={deliveries.isFetching || undefined}
          >
            <DeliveryTable rows={rows} caption={`${text.logTitle}: ${endpoint.url}`} onOpen={onOpen} onReplay={onReplay} busy={busy} />
          </div>
          <Pagination
            page={log.page}
            count={deliveries.data.count}
            limit={DELIVERY_PAGE_SIZE}
            onChange={(page) => onLog({ ...log, page })}
            label={text.pages}
            previousLabel={text.previous}
            nextLabel={text.next}
            pageLabel={text.page}
          />
        </>
      )}
      <WebhookReplayFailed endpoint={endpoint} onOutcome={onOutcome} />
    </section>
  );
}

/** The log's rows: a table, stacked into cards of labelled values at 900 px and narrower. */
function DeliveryTable({
  rows,
  caption,
  onOpen,
  onReplay,
  busy,
}: {
  rows: DeliveryRow[];
  caption: string;
  onOpen(deliveryId: number): void;
  onReplay(deliveryId: number): void;
  busy: string | null;
}) {
  const text = useIntegrationsText();
  const c = text.columns;
  return (
    <table className="admin-table integrations-table" data-testid="webhook-deliveries">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.time}</th>
          <th scope="col">{c.event}</th>
          <th scope="col">{c.status}</th>
          <th scope="col" className="num">
            {c.attempts}
          </th>
          <th scope="col">{c.nextRetry}</th>
          <th scope="col">{c.lastAnswer}</th>
          <th scope="col">
            <span className="visually-hidden">{text.details}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="webhook-delivery">
            <td data-label={c.time}>
              <span className="admin-nowrap">{row.time}</span>
            </td>
            <td data-label={c.event} className="integrations-table__event">
              <span className="admin-strong">{row.event}</span>
              <code className="integrations-code">{row.type}</code>
            </td>
            <td data-label={c.status}>
              <span className={`admin-status admin-status--webhook-${row.tone}`}>{row.status}</span>
            </td>
            <td data-label={c.attempts} className="num">
              {row.attempts}
            </td>
            <td data-label={c.nextRetry}>
              <span className="admin-nowrap">{row.nextRetry}</span>
            </td>
            <td data-label={c.lastAnswer}>{row.lastAnswer}</td>
            <td className="admin-table__more integrations-table__actions">
              <Button
                size="sm"
                variant="secondary"
                aria-haspopup="dialog"
                aria-label={text.detailsFor(row.event, row.time)}
                onClick={() => onOpen(row.id)}
              >
                {text.details}
              </Button>
              {row.canReplay ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={text.replayFor(row.event, row.time)}
                  loading={busy === `replay-${row.id}`}
                  onClick={() => onReplay(row.id)}
                >
                  {text.replay}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
