import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-messages';
import { dateProblems, type DateRange } from '../admin-filters';
import { useAdminText } from '../admin-messages';
import { DateField } from './date-field';
import { ExportProgress } from './export-progress';

export type ExportRun = (
  range: DateRange,
  includeOther: boolean,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * Export (spec section 2, 520 px): the users export on Users, the transaction export on On Premise
 * and Current Billings, with the tab's search and filters and a date range (decision 15: a To Date
 * later than today or a From Date after the To Date is refused here and by the API). While the
 * workbook downloads a progress bar shows what has arrived; a failure shows in the form's error area.
 */
export function ExportDialog({
  open,
  kind,
  initial,
  onClose,
  run,
}: {
  open: boolean;
  kind: 'users' | 'onPremise' | 'billings';
  initial: DateRange;
  onClose(): void;
  run: ExportRun;
}) {
  const text = useAdminText();
  const fieldMessage = useValidationMessage();
  const formId = useId();
  const [range, setRange] = useState(initial);
  const [includeOther, setIncludeOther] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof DateRange, string>>>({});
  const [error, setError] = useState<unknown>(null);
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (open) {
      setRange(initial);
      setIncludeOther(false);
      setProblems({});
      setError(null);
      setBytes(null);
    }
  }, [open, initial]);
  useEffect(() => () => abort.current?.abort(), []);

  const busy = bytes !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = dateProblems(range, { forExport: true });
    const shown = {
      fromDate: found.fromDate === 'badDate' ? text.badDate : found.fromDate ? text.fromAfterTo : undefined,
      toDate: found.toDate === 'badDate' ? text.badDate : found.toDate ? text.toInFuture : undefined,
    };
    setProblems(shown);
    setError(null);
    if (found.fromDate || found.toDate) return;
    abort.current = new AbortController();
    setBytes(0);
    try {
      await run(range, includeOther, setBytes, abort.current.signal);
      onClose();
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'AbortError') return;
      if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0) {
        setProblems({ fromDate: fieldMessage(failure.fieldErrors.fromDate), toDate: fieldMessage(failure.fieldErrors.toDate) });
      }
      setError(failure instanceof ApiError && failure.status !== 0 ? failure : new Error(text.exportFailed));
    } finally {
      setBytes(null);
    }
  };
  const close = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={text.exportTitle}
      width={520}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} data-testid="export-download">
            {text.download}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-form form-stack" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
        <p className="dialog-text">{kind === 'users' ? text.exportUsersText : text.exportTransactionsText}</p>
        <div className="admin-form__pair">
          <DateField
            label={text.fromDate}
            value={range.fromDate}
            onChange={(fromDate) => setRange({ ...range, fromDate })}
            error={problems.fromDate || null}
          />
          <DateField
            label={text.toDate}
            value={range.toDate}
            onChange={(toDate) => setRange({ ...range, toDate })}
            error={problems.toDate || null}
          />
        </div>
        {kind === 'users' ? null : (
          <Checkbox
            label={kind === 'billings' ? text.includeOnPremise : text.includeBillings}
            checked={includeOther}
            onChange={(e) => setIncludeOther(e.target.checked)}
          />
        )}
        {busy ? <ExportProgress bytes={bytes} /> : null}
        <ErrorDisplay error={error} />
      </form>
    </Modal>
  );
}
