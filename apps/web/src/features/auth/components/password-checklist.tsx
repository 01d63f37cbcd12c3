import { passwordChecklist } from '@orioni/contracts/validation';
import { useAuthText } from '../auth-messages';

/** The live checklist under a new password (spec section 5): upper+lower, number, symbol, min 8. */
export function PasswordChecklist({ value }: { value: string }) {
  const tx = useAuthText();
  const state = passwordChecklist(value);
  const items = [
    { ok: state.upperAndLower, label: tx('checkCase') },
    { ok: state.number, label: tx('checkNumber') },
    { ok: state.symbol, label: tx('checkSymbol') },
    { ok: state.minLength, label: tx('checkLength') },
  ];
  return (
    <div className="checklist">
      <p className="checklist__title">{tx('checklistTitle')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.label} className={item.ok ? 'checklist__item checklist__item--ok' : 'checklist__item'} data-ok={item.ok}>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              {item.ok ? (
                <path
                  d="M4 10.5l4 4 8-9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
            <span>{item.label}</span>
            <span className="visually-hidden">{item.ok ? ' ✓' : ''}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
