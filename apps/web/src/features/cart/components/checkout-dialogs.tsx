import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '@orioni/contracts/validation';
import type { SavedCard } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '@/lib/i18n';
import { brandName, lastFour } from '../cart-logic';
import { useCartText } from '../cart-messages';
import { translateMessage } from '@/lib/validation-messages';

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
  const text = useCartText();
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
  description,
}: {
  outcome: 'success' | 'failure' | null;
  onClose(): void;
  title?: string;
  description?: string;
}) {
  const text = useCartText();
  const success = outcome === 'success';
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={title ?? (success ? text.cardSuccessTitle : text.cardFailureTitle)}
      width={480}
      closeLabel={text.close}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <div className={`result-panel result-panel--${success ? 'success' : 'failure'}`} data-testid={`card-${outcome ?? 'none'}`}>
        <span className="result-panel__icon" aria-hidden="true">
          {success ? '✓' : '!'}
        </span>
        <p className="dialog-text">{description ?? (success ? text.cardSuccessText : text.cardFailureText)}</p>
      </div>
    </Modal>
  );
}

const seatsSchema = z.object({ emails: z.array(z.object({ email: emailSchema })) });
type SeatsForm = z.input<typeof seatsSchema>;

/** One e-mail per training seat, the first prefilled with the customer's username (spec section 5). */
export function TrainingEmailsDialog({
  seats,
  username,
  onClose,
  onDone,
}: {
  seats: { name: string }[] | null;
  username: string;
  onClose(): void;
  onDone(emails: string[]): void;
}) {
  const text = useCartText();
  const { locale } = useI18n();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SeatsForm>({
    resolver: zodResolver(seatsSchema),
    defaultValues: { emails: (seats ?? []).map((_, i) => ({ email: i === 0 ? username : '' })) },
  });
  const { fields } = useFieldArray({ control, name: 'emails' });
  return (
    <Modal open={seats !== null} onClose={onClose} title={text.trainingTitle} width={560} closeLabel={text.close}>
      <form
        noValidate
        className="training-form"
        onSubmit={handleSubmit((values) => onDone(values.emails.map((e) => String(e.email).trim().toLowerCase())))}
      >
        <p className="dialog-text">{text.trainingText}</p>
        <div className="training-form__list">
          {fields.map((field, index) => (
            <TextField
              key={field.id}
              type="email"
              autoComplete={index === 0 ? 'email' : 'off'}
              label={text.seat(index + 1, seats?.[index]?.name ?? '')}
              error={translateMessage(errors.emails?.[index]?.email?.message, locale)}
              {...register(`emails.${index}.email` as const)}
            />
          ))}
        </div>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit">{text.continue}</Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The pay confirmation: total and card, cannot be closed by clicking outside (spec section 4), and
 * shows a purchase failure inside it (spec section 8).
 */
export function PayDialog({
  open,
  total,
  card,
  busy,
  error,
  onPay,
  onClose,
}: {
  open: boolean;
  total: number;
  card: SavedCard | null;
  busy: boolean;
  error: string | null;
  onPay(): void;
  onClose(): void;
}) {
  const text = useCartText();
  return (
    <Modal open={open} onClose={() => !busy && onClose()} dismissible={false} title={text.payTitle} width={520} closeLabel={text.close}>
      <div className="pay-dialog" data-testid="pay-dialog">
        <p className="dialog-text">{text.payText}</p>
        <dl className="pay-dialog__facts">
          <div>
            <dt>{text.totalToPay}</dt>
            <dd className="pay-dialog__total" data-testid="pay-total">
              {formatLari(total)}
            </dd>
          </div>
          {card ? (
            <div>
              <dt>{text.payWith}</dt>
              <dd data-testid="pay-card">
                {brandName(card.mask, card.brand)} •••• {lastFour(card.mask)}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="pay-dialog__error" role="alert" aria-live="assertive" data-testid="pay-error">
          {error ? (
            <>
              <strong>{text.payFailedTitle}</strong>
              <span>{error}</span>
            </>
          ) : null}
        </div>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button onClick={onPay} loading={busy} data-testid="pay-button">
            {text.payNow} {formatLari(total)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Clearing the cart asks first (spec section 2). */
export function ClearCartDialog({ open, onClose, onConfirm, busy }: { open: boolean; onClose(): void; onConfirm(): void; busy: boolean }) {
  const text = useCartText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.clearTitle}
      width={460}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {text.clearConfirm}
          </Button>
        </>
      }
    >
      <p className="dialog-text">{text.clearText}</p>
    </Modal>
  );
}
