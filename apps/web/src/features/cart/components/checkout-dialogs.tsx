import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '@orioni/contracts/validation';
import type { SavedCard } from '@orioni/contracts/entities';
import { formatLari } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '@/lib/i18n';
import { brandName, lastFour } from '@/lib/saved-card';
import { useCartText } from '../cart-messages';
import { translateMessage } from '@/lib/validation-messages';

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
 * shows a purchase failure inside it (spec section 8). Once the bank has refused the saved card the
 * way on is another card, not the same card again (issue 25 item 6).
 */
export function PayDialog({
  open,
  total,
  card,
  busy,
  error,
  declined,
  onPay,
  onClose,
  onAnotherCard,
}: {
  open: boolean;
  total: number;
  card: SavedCard | null;
  busy: boolean;
  error: string | null;
  /** The bank refused the saved card (declined, insufficient funds). */
  declined: boolean;
  onPay(): void;
  onClose(): void;
  onAnotherCard(): void;
}) {
  const text = useCartText();
  const { locale } = useI18n();
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      dismissible={false}
      closeOnEscape
      title={text.payTitle}
      width={520}
      closeLabel={text.close}
    >
      <div className="pay-dialog" data-testid="pay-dialog">
        <p className="dialog-text">{text.payText}</p>
        <dl className="pay-dialog__facts">
          <div>
            <dt>{text.totalToPay}</dt>
            <dd className="pay-dialog__total" data-testid="pay-total">
              {formatLari(total, { locale })}
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
        {declined ? (
          <p className="dialog-text pay-dialog__hint" data-testid="declined-hint">
            {text.declinedHint}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          {declined ? (
            <Button onClick={onAnotherCard} data-testid="use-another-card">
              {text.useAnotherCard}
            </Button>
          ) : (
            <Button onClick={onPay} loading={busy} data-testid="pay-button">
              {text.payNow} {formatLari(total, { locale })}
            </Button>
          )}
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
