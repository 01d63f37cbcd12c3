import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useI18n } from '@/lib/i18n';
import './form-field.css';
import './password-field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  /** Translated error text. */
  error?: string | null;
  /** Shown under the field (e.g. the live password checklist). */
  hint?: ReactNode;
  id?: string;
}

/** A password input like TextField, with a button that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="password-field">
        <input
          ref={ref}
          id={inputId}
          type={shown ? 'text' : 'password'}
          className="field__input password-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        <button
          type="button"
          className="password-field__reveal"
          aria-pressed={shown}
          aria-label={t(shown ? 'hidePassword' : 'showPassword')}
          onClick={() => setShown((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {shown ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
});
