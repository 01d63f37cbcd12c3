import { useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, type Language } from '@orioni/contracts/constants';
import { useI18n } from '@/lib/i18n';

export const LANGUAGE_LABELS: Record<Language, { short: string; native: string }> = {
  KA: { short: 'KA', native: 'ქართული' },
  EN: { short: 'EN', native: 'English' },
  RU: { short: 'RU', native: 'Русский' },
};

/** Hidden when there are 0 or 1 languages to choose from (spec section 2). */
export function LanguageSelector({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  const { language, setLanguage, t } = useI18n();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (languages.length <= 1) return null;
  return (
    <div className="lang" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className="lang__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('chooseLanguage')}: ${LANGUAGE_LABELS[language].native}`}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{LANGUAGE_LABELS[language].short}</span>
      </button>
      {open && (
        <ul className="lang__menu" id={menuId}>
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="lang__option"
                lang={code.toLowerCase()}
                aria-current={code === language ? 'true' : undefined}
                onClick={() => {
                  setLanguage(code);
                  setOpen(false);
                  // Issue 32 item 11: the chosen option goes with its menu; focus stays on the selector, not the page body.
                  buttonRef.current?.focus();
                }}
              >
                <span className="lang__code">{LANGUAGE_LABELS[code].short}</span>
                {LANGUAGE_LABELS[code].native}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
