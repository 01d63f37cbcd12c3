import { useEffect, useId, useState, type FormEvent } from 'react';
import { TEST_MAIL_TYPES } from '@orioni/contracts/admin';
import { LANGUAGES, type Language } from '@orioni/contracts/constants';
import { MESSAGES } from '@orioni/contracts/validation';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-messages';
import { sendTestMail, type TestMailType } from '../api/admin-api';
import { useAdminText } from '../admin-messages';

/**
 * The test e-mail dialog (spec section 2, 640 px): any notification, chosen from a list by its name
 * in the interface language, in Georgian, English or Russian, to an address (the admin's own by default), with
 * sample data. Type, language and e-mail are required ('Is Required', spec section 5). The outcome
 * is announced; the form keeps its values after a failure.
 */
export function TestMailDialog({ open, onClose, defaultEmail }: { open: boolean; onClose(): void; defaultEmail: string }) {
  const text = useAdminText();
  const fieldMessage = useValidationMessage();
  const formId = useId();
  const [type, setType] = useState<TestMailType | ''>('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [email, setEmail] = useState(defaultEmail);
  const [missing, setMissing] = useState({ type: false, language: false });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setSentTo(null);
      setError(null);
      setEmailError(null);
      setMissing({ type: false, language: false });
    }
  }, [open]);
  useEffect(() => setEmail((current) => current || defaultEmail), [defaultEmail]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    setError(null);
    const address = email.trim();
    setMissing({ type: !type, language: !language });
    setEmailError(address ? null : fieldMessage(MESSAGES.required));
    if (!type || !language || !address) return;
    setBusy(true);
    try {
      await sendTestMail(type, language, address);
      setSentTo(address);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.email : undefined;
      if (field) setEmailError(fieldMessage(field));
      else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text.testEmailTitle}
      width={640}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {text.send}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-form form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <p className="dialog-text">{text.testEmailText}</p>
        {/* The notification as a list of choices, not a select: a select shows one line and cut its
            longer Georgian names (the registration-with-a-known-address one) at 375 and 1440 px
            (issue 39 item 27); a choice's label wraps at a space instead. */}
        <fieldset
          className={`admin-choices ${missing.type ? 'admin-choices--invalid' : ''}`}
          aria-describedby={missing.type ? `${formId}-type-error` : undefined}
        >
          <legend className="field__label">{text.template}</legend>
          <div className="admin-choices__list">
            {TEST_MAIL_TYPES.map((t) => (
              <label key={t} className="admin-choice">
                <input
                  type="radio"
                  name={`${formId}-type`}
                  value={t}
                  checked={type === t}
                  required
                  onChange={() => (setType(t), setMissing((m) => ({ ...m, type: false })))}
                />
                <span>{text.mailTypes[t]}</span>
              </label>
            ))}
          </div>
          {missing.type ? (
            <p id={`${formId}-type-error`} className="field__error" role="alert">
              {fieldMessage(MESSAGES.required)}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={text.language}
          value={language}
          onValueChange={(value) => (setLanguage(value), setMissing((m) => ({ ...m, language: false })))}
          options={[{ value: '', label: text.choose }, ...LANGUAGES.map((l) => ({ value: l, label: text.languages[l] }))]}
          error={missing.language ? fieldMessage(MESSAGES.required) : null}
          required
        />
        <TextField
          label={text.recipient}
          type="email"
          autoComplete="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
          required
        />
        <div role="status" className="admin-form__status">
          {sentTo ? <p className="admin-notice admin-notice--success">{text.sent(sentTo)}</p> : null}
        </div>
        <ErrorDisplay error={error} />
      </form>
    </Modal>
  );
}
