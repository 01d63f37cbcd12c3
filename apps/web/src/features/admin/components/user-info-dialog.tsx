import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminUser } from '@orioni/contracts/entities';
import { formatDateShort } from '@orioni/contracts/format';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useValidationMessage } from '@/lib/validation-messages';
import { saveNotes } from '../api/admin-api';
import { useAdminText } from '../admin-messages';
import { fieldOfActivityShown, phoneShown } from '../admin-shown';
import { Facts } from './facts';

/**
 * User info (spec section 2), opened from a Users row: the customer's details and the personal-URL
 * note, which can be edited only when the user has a back-office `user_id` (the API refuses it
 * otherwise with NOTES_LOCKED). A saved note shows on the customer's current products page.
 */
export function UserInfoDialog({ user, onClose, onSaved }: { user: AdminUser | null; onClose(): void; onSaved(): void }) {
  const text = useAdminText();
  const { locale } = useI18n();
  const fieldMessage = useValidationMessage();
  const formId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  useEffect(() => {
    setNote(user?.customer.notes ?? '');
    setSaved(false);
    setError(null);
    setNoteError(null);
  }, [user]);

  const editable = Boolean(user?.user_id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !editable) return;
    setBusy(true);
    setSaved(false);
    setError(null);
    setNoteError(null);
    try {
      await saveNotes(user.id, note.trim());
      setSaved(true);
      onSaved();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.notes : undefined;
      if (field) setNoteError(fieldMessage(field));
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const c = user?.customer;
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={text.userInfoTitle}
      width={640}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          {editable ? (
            <Button type="submit" form={formId} loading={busy}>
              {text.saveNote}
            </Button>
          ) : null}
        </>
      }
    >
      {user && c ? (
        <div className="form-stack">
          <Facts
            items={[
              [text.username, c.fullName],
              [text.customerType, text.customerTypes[c.customerType]],
              [text.status, text.userStatuses[user.status]],
              [text.email, c.email],
              [text.idNumber, c.idNumber],
              [text.mobile, phoneShown(c.mobile)],
              [text.repMobile, phoneShown(c.repMobile)],
              [text.fieldOfActivity, fieldOfActivityShown(text, c.fieldOfActivity)],
              [text.timeCreated, formatDateShort(user.createTime, locale)],
              [text.userId, String(user.id)],
              [text.backOfficeId, user.user_id],
            ]}
            none={text.none}
          />
          <form id={formId} className="admin-form form-stack" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label={text.noteLabel}
              value={note}
              maxLength={500}
              disabled={!editable}
              inputMode="url"
              onChange={(e) => {
                setNote(e.target.value);
                setSaved(false);
              }}
              hint={editable ? text.noteHint : text.noteLocked}
              error={noteError}
            />
            <div role="status" className="admin-form__status">
              {saved ? <p className="admin-notice admin-notice--success">{text.noteSaved}</p> : null}
            </div>
            <ErrorDisplay error={error} />
          </form>
        </div>
      ) : null}
    </Modal>
  );
}
