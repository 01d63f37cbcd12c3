import { useEffect, useState } from 'react';
import './quantity-stepper.css';

export const QUANTITY_MAX = 999_999_999;

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** Accessible name of the number input. */
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  /** Typing allowed (digits only); otherwise the input is read-only. */
  typeable?: boolean;
  /** The plus button works. */
  incrementable?: boolean;
  /**
   * The id of a visible text saying why plus does not work: the button then stays focusable
   * (`aria-disabled`, so a keyboard or screen-reader user reaches it and hears the reason) instead of
   * being skipped as `disabled`.
   */
  incrementNoteId?: string;
  /** The minus button works. */
  decrementable?: boolean;
  /** Lowest value the buttons reach (0 in the cart, where 0 removes). */
  min?: number;
  /** Paints the input in the error colour (0 on the add-to-cart modal). */
  invalid?: boolean;
  describedBy?: string;
  size?: 'sm' | 'md';
}

/** Digits only, at most 999999999, never below `min` (spec section 5, Quantity). */
export const parseQuantity = (text: string): number | null => {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  return Math.min(Number(digits.slice(0, 10)), QUANTITY_MAX);
};

/** Minus, a digits-only input and plus. */
export function QuantityStepper({
  value,
  onChange,
  label,
  increaseLabel,
  decreaseLabel,
  typeable = true,
  incrementable = true,
  incrementNoteId,
  decrementable = true,
  min = 0,
  invalid = false,
  describedBy,
  size = 'md',
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  return (
    <div className={`qty qty--${size} ${invalid ? 'qty--invalid' : ''}`}>
      <button
        type="button"
        className="qty__button"
        aria-label={decreaseLabel}
        disabled={!decrementable || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        className="qty__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        readOnly={!typeable}
        value={text}
        onChange={(event) => {
          if (!typeable) return;
          const parsed = parseQuantity(event.target.value);
          setText(parsed === null ? '' : String(parsed));
          if (parsed !== null) onChange(Math.max(parsed, 0));
        }}
        onBlur={() => {
          // An emptied field left as it is keeps the last quantity.
          if (text === '') setText(String(value));
        }}
      />
      <button
        type="button"
        className="qty__button"
        aria-label={increaseLabel}
        disabled={(!incrementable && !incrementNoteId) || value >= QUANTITY_MAX}
        aria-disabled={!incrementable && incrementNoteId ? true : undefined}
        aria-describedby={!incrementable ? incrementNoteId : undefined}
        onClick={() => {
          if (incrementable) onChange(Math.min(QUANTITY_MAX, value + 1));
        }}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
