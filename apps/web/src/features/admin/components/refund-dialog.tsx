import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundableLine } from '@orioni/contracts/staff-billing';
import { formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useBillingActionsText } from '@/lib/billing-actions-text';
import { useI18n, usePeriodName } from '@/lib/i18n';
import { fetchRefundable, refundPayment } from '../api/admin-api';
import { refundAmounts, tetriOf } from '../refund-amounts';

/**
 * Refund a payment, whole or in part per line (issue 28 item 2): each line shows what was paid,
 * refunded so far and left; staff type what to give back; the summary states the total and who
 * gets it, only while that total is one the refund would take (issue 39 item 26). One idempotency key per opening of the dialog, so a double click is one refund.
 */
export function RefundDialog({ paymentId, onClose }: { paymentId: number | null; onClose(): void }) {
  const text = useBillingActionsText();
  const periodName = usePeriodName();
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<{ amount: number; status: string } | null>(null);
  const key = useMemo(() => `refund-${paymentId ?? 0}-${crypto.randomUUID()}`, [paymentId]);
  useEffect(() => {
    setTyped({});
    setError(null);
    setResult(null);
  }, [paymentId]);
  const refundable = useQuery({
    queryKey: ['admin', 'refundable', paymentId],
    queryFn: () => fetchRefundable(paymentId!),
    enabled: paymentId !== null,
    retry: false,
  });
  const data = refundable.data;
  const open = (data?.lines ?? []).filter((l) => l.left > 0);
  const { lines: amounts, refundable: total } = refundAmounts(data?.lines ?? [], typed);

  const submit = async () => {
    if (!data || busy || total === null) return;
    setBusy(true);
    setError(null);
    try {
      const lines = amounts.filter((a) => (a.tetri ?? 0) > 0).map((a) => ({ paymentLineId: a.line.paymentLineId, amount: a.tetri! }));
      const done = await refundPayment({ paymentId: data.paymentId, idempotencyKey: key, lines });
      setResult({ amount: done.amount, status: done.status });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (line: RefundableLine) => {
    const tetri = tetriOf(typed[line.paymentLineId] ?? '');
    return tetri === null || tetri > line.left ? `${text.left}: ${formatLari(line.left, { locale })}` : null;
  };
  return (
    <Modal
      open={paymentId !== null}
      onClose={onClose}
      title={paymentId ? text.refundTitle(paymentId) : ''}
      width={640}
      closeLabel={text.close}
      footer={
        result || open.length === 0 ? (
          <Button onClick={onClose}>{text.close}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {text.back}
            </Button>
            <Button loading={busy} disabled={total === null} onClick={() => void submit()} data-testid="refund-confirm">
              {total === null ? text.refund : text.refundConfirm(formatLari(total, { locale }))}
            </Button>
          </>
        )
      }
    >
      {data ? (
        <div className="form-stack admin-refund">
          <p className="dialog-text">{open.length === 0 ? text.nothingLeft : text.refundIntro(data.fullName)}</p>
          {data.lines.map((line) => (
            <fieldset key={line.paymentLineId} className="admin-refund__line" disabled={line.left === 0 || result !== null}>
              <legend className="admin-refund__product">
                {line.productName} · {periodName(line.period)} · ×{line.quantity}
              </legend>
              <p className="admin-refund__figures">
                {text.paid}: {formatLari(line.paid, { locale })} · {text.refunded}: {formatLari(line.refunded, { locale })} · {text.left}:{' '}
                {formatLari(line.left, { locale })}
              </p>
              {line.left > 0 ? (
                <TextField
                  label={text.amountToRefund(line.productName)}
                  inputMode="decimal"
                  value={typed[line.paymentLineId] ?? ''}
                  placeholder={formatLari(0, { locale, sign: false })}
                  onChange={(e) => setTyped((t) => ({ ...t, [line.paymentLineId]: e.target.value }))}
                  error={fieldError(line)}
                  data-testid={`refund-amount-${line.paymentLineId}`}
                />
              ) : null}
            </fieldset>
          ))}
          {total !== null && !result ? (
            <p className="dialog-text admin-strong" data-testid="refund-summary">
              {text.refundSummary(formatLari(total, { locale }), data.fullName)}
            </p>
          ) : null}
          <div role="status">
            {result ? (
              <p className="admin-notice admin-notice--success" data-testid="refund-done">
                {result.status === 'SUCCEEDED'
                  ? text.refundDone(formatLari(result.amount, { locale }))
                  : text.refundPending(formatLari(result.amount, { locale }))}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <ErrorDisplay error={error ?? (refundable.isError ? refundable.error : null)} />
    </Modal>
  );
}
