import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form-field.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<NoInfer<V>>[];
  onValueChange(value: NoInfer<V>): void;
  error?: string | null;
  id?: string;
}

/** A labelled native select (keyboard and screen readers get the platform's own list), styled as a field. */
function SelectFieldInner<V extends string>(
  { label, value, options, onValueChange, error, id, className = '', ...rest }: SelectFieldProps<V>,
  ref: React.ForwardedRef<HTMLSelectElement>,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="field__input field__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onValueChange(event.target.value as V)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const SelectField = forwardRef(SelectFieldInner) as <V extends string>(
  props: SelectFieldProps<V> & { ref?: React.ForwardedRef<HTMLSelectElement> },
) => ReturnType<typeof SelectFieldInner>;
