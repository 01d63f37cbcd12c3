import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryDetail } from '@orioni/contracts/webhook-admin';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { LoadingScreen } from '@/components/ui/spinner';
import type { IntegrationsTexts } from '@/i18n/en/integrations';
import { deliveryQueryKey, fetchDelivery } from '../api/webhook-api';
import { useIntegrationsText } from '../integrations-messages';
import { answerText, deliveryRow, instantText } from '../webhook-format';
import { Facts } from './facts';

/**
 * One delivery (issue 42 item 5): its webhook-id, event, status and attempts; each attempt's time,
 * HTTP status, duration, the first part of the answer and the next try; and the body exactly as it
 * is signed and sent. While it waits, it asks again every few seconds. "Send again" queues it with the
 * same webhook-id (the page announces it, and the dialog shows the new try once it is made).
 */
export function WebhookDeliveryDialog({
  deliveryId,
  onClose,
  onReplay,
  busy,
}: {
  deliveryId: number | null;
  onClose(): void;
  onReplay(deliveryId: number): void;
  busy: string | null;
}) {
  const text = useIntegrationsText();
  const delivery = useQuery({
    queryKey: deliveryQueryKey(deliveryId ?? 0),
    queryFn: ({ signal }) => fetchDelivery(deliveryId!, signal),
    enabled: deliveryId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2_500 : false),
  });
  const data = delivery.data;
  const canReplay = data !== undefined && data.status !== 'PENDING';
  return (
    <Modal
      open={deliveryId !== null}
      onClose={onClose}
      title={deliveryId !== null ? text.deliveryTitle(deliveryId) : ''}
      width={880}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          {canReplay ? (
            <Button loading={busy === `replay-${data.id}`} onClick={() => onReplay(data.id)}>
              {text.replayThis}
            </Button>
          ) : null}
        </>
      }
    >
      {delivery.isPending ? (
        <LoadingScreen label={text.detailLoading} />
      ) : delivery.isError || !data ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {text.detailError}
        </p>
      ) : (
        <DeliveryDetail delivery={data} text={text} />
      )}
    </Modal>
  );
}

function DeliveryDetail({ delivery, text }: { delivery: WebhookDeliveryDetail; text: IntegrationsTexts }) {
  const row = deliveryRow(text, delivery);
  const a = text.attemptColumns;
  return (
    <div className="admin-details integrations-delivery" data-testid="webhook-delivery-detail">
      <Facts
        none={text.none}
        items={[
          [
            text.messageId,
            <code key="id" className="integrations-break" data-testid="webhook-message-id">
              {delivery.messageId}
            </code>,
          ],
          [text.columns.event, `${row.event} (${row.type})`],
          [
            text.columns.status,
            <span key="status" className={`admin-status admin-status--webhook-${row.tone}`}>
              {row.status}
            </span>,
          ],
          [text.columns.attempts, row.attempts],
          [text.createdAt, row.time],
          [text.columns.nextRetry, row.nextRetry],
        ]}
      />
      <section aria-labelledby="webhook-attempts">
        <h3 id="webhook-attempts" className="admin-details__title">
          {text.attemptsTitle}
        </h3>
        {delivery.attemptList.length === 0 ? (
          <p className="admin-muted">{text.noAttempts}</p>
        ) : (
          <table className="admin-table integrations-attempts" data-testid="webhook-attempts">
            <thead>
              <tr>
                <th scope="col" className="num">
                  {a.number}
                </th>
                <th scope="col">{a.time}</th>
                <th scope="col">{a.httpStatus}</th>
                <th scope="col" className="num">
                  {a.duration}
                </th>
                <th scope="col">{a.response}</th>
                <th scope="col">{a.nextRetry}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attemptList.map((attempt, i) => (
                <tr key={attempt.id} data-testid="webhook-attempt">
                  <td data-label={a.number} className="num">
                    {i + 1}
                  </td>
                  <td data-label={a.time}>
                    <span className="admin-nowrap">{instantText(attempt.attemptedAt)}</span>
                  </td>
                  <td data-label={a.httpStatus}>
                    <span className={attempt.statusCode !== null && attempt.statusCode < 300 ? undefined : 'admin-overdue'}>
                      {answerText(text, attempt)}
                    </span>
                  </td>
                  <td data-label={a.duration} className="num">
                    {text.duration(attempt.durationMs)}
                  </td>
                  <td data-label={a.response} className="integrations-attempts__response">
                    {attempt.response ? (
                      <code className="integrations-response">{attempt.response}</code>
                    ) : (
                      <span className="admin-muted">{text.emptyResponse}</span>
                    )}
                  </td>
                  <td data-label={a.nextRetry}>
                    <span className="admin-nowrap">{attempt.nextAttemptAt ? instantText(attempt.nextAttemptAt) : text.notAgain}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="webhook-payload">
        <h3 id="webhook-payload" className="admin-details__title">
          {text.payloadTitle}
        </h3>
        <p className="admin-sub integrations-payload__hint">{text.payloadHint}</p>
        <pre className="integrations-payload" data-testid="webhook-payload">
          {delivery.payload}
        </pre>
      </section>
    </div>
  );
}
