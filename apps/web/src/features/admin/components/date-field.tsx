import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { dayOfText, dayText } from '../admin-filters';
import { useAdminText } from '../admin-messages';

/**
 * A date of the console's filter and export forms (issue 26 item 15), shown and typed as DD/MM/YYYY
 * in every language instead of the browser's own format (Chromium in English showed mm/dd/yyyy).
 * `value` is `YYYY-MM-DD` once the text is a real day, '' when empty, else the text as typed (the
 * form refuses it on submit). The calendar button opens the browser's date picker.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  const text = useAdminText();
  const [typed, setTyped] = useState(() => dayText(value));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (Reset, the picker, the dialog reopened) replaces what was typed.
  useEffect(() => {
    setTyped((current) => ((dayOfText(current) ?? current.trim()) === value ? current : dayText(value)));
  }, [value]);
  const type = (next: string) => {
    setTyped(next);
    onChange(next.trim() === '' ? '' : (dayOfText(next) ?? next));
  };
  return (
    <div className="admin-date">
      <TextField
        label={label}
        type="text"
        value={typed}
        onChange={(e) => type(e.target.value)}
        placeholder={text.datePlaceholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={error}
      />
      <button
        type="button"
        className="admin-date__pick"
        aria-label={text.pickDate(label)}
        onClick={() => {
          const input = picker.current;
          if (!input) return;
          input.value = dayOfText(typed) ?? '';
          try {
            input.showPicker();
          } catch {
            input.focus();
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        className="admin-date__native"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          if (e.target.value) {
            setTyped(dayText(e.target.value));
            onChange(e.target.value);
          }
        }}
      />
    </div>
  );
}
