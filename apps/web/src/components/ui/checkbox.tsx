import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** Shows the box and its label in the error colour (e.g. terms not accepted). */
  invalid?: boolean;
  /** Translated error text shown under the box. */
  error?: string | null;
  id?: string;
}

/** A labelled checkbox; `invalid` paints it in the error colour (spec section 5, terms). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, invalid, error, id, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const bad = Boolean(invalid || error);
  return (
    <div className={`checkbox ${bad ? 'checkbox--invalid' : ''} ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={bad || undefined}
        aria-describedby={errorId}
        {...rest}
      />
      <label htmlFor={inputId} className="checkbox__label">
        {label}
      </label>
      {error ? (
        <p id={errorId} className="field__error checkbox__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
