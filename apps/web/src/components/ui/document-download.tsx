import { useState } from 'react';
import { downloadPaymentDocument, useDocumentsText, type DocumentScope } from '@/lib/payment-document';
import { Button } from './button';
import './document-download.css';

/**
 * "Download receipt": a payment's PDF (its receipt, or a refund's credit note) in the language on
 * screen, for the payment history, the receipt dialog and the staff console (issue 28 item 1). Busy
 * while it downloads; a failure is said next to it.
 */
export function DocumentDownloadButton({
  paymentId,
  scope = 'user',
  variant = 'secondary',
}: {
  paymentId: number;
  scope?: DocumentScope;
  variant?: 'secondary' | 'ghost' | 'link';
}) {
  const text = useDocumentsText();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadPaymentDocument(paymentId, scope);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="document-download">
      <Button
        variant={variant}
        size="sm"
        loading={state === 'busy'}
        onClick={() => void download()}
        aria-label={text.downloadFor(paymentId)}
        data-testid="document-download"
      >
        {state === 'busy' ? text.downloading : text.download}
      </Button>
      {state === 'failed' ? (
        <span className="document-download__error" role="alert">
          {text.failed}
        </span>
      ) : null}
    </span>
  );
}
