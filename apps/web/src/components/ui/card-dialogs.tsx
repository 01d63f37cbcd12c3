import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCardText } from '@/lib/card-messages';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Modal } from './modal';

/** Add-card terms: the box must be ticked (else it turns the error colour) before the bank page. */
export function CardTermsDialog({
  open,
  onClose,
  onAccept,
  busy,
  error,
}: {
  open: boolean;
  onClose(): void;
  onAccept(): void;
  busy: boolean;
  error: string | null;
}) {
  const text = useCardText();
  const [agreed, setAgreed] = useState(false);
  const [flagged, setFlagged] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.cardTermsTitle}
      width={560}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              if (!agreed) {
                setFlagged(true);
                return;
              }
              onAccept();
            }}
          >
            {text.continueToBank}
          </Button>
        </>
      }
    >
      <p className="dialog-text">{text.cardTermsText}</p>
      <Checkbox
        label={text.cardTermsAgree}
        checked={agreed}
        invalid={flagged && !agreed}
        error={flagged && !agreed ? text.cardTermsRequired : null}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setFlagged(false);
        }}
      />
      <p className="dialog-error" role="alert">
        {error}
      </p>
    </Modal>
  );
}

/** Success or failure of saving a card, on return from the bank (spec section 2, decision 7). */
export function CardResultDialog({
  outcome,
  onClose,
  title,
  successText,
  failureText,
}: {
  outcome: 'success' | 'failure' | null;
  onClose(): void;
  title?: string;
  /** What the customer can do now that the card is saved (cart: complete the purchase). */
  successText: string;
  failureText?: string;
}) {
  const text = useCardText();
  const success = outcome === 'success';
  // Left the bank page by its cancel: the bank's own outcome, said neutrally, not as a failure (issue 26 item 15).
  const [params] = useSearchParams();
  const [cancelledOnArrival] = useState(() => params.get('outcome') === 'cancelled');
  const cancelled = outcome === 'failure' && cancelledOnArrival;
  const tone = success ? 'success' : cancelled ? 'neutral' : 'failure';
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={cancelled ? text.cardCancelledTitle : (title ?? (success ? text.cardSuccessTitle : text.cardFailureTitle))}
      width={480}
      closeLabel={text.close}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <div className={`result-panel result-panel--${tone}`} data-testid={`card-${cancelled ? 'cancelled' : (outcome ?? 'none')}`}>
        <span className="result-panel__icon" aria-hidden="true">
          {success ? '✓' : cancelled ? 'i' : '!'}
        </span>
        <p className="dialog-text">{success ? successText : cancelled ? text.cardCancelledText : (failureText ?? text.cardFailureText)}</p>
      </div>
    </Modal>
  );
}
