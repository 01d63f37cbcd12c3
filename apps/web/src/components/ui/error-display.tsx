import { useSettings } from '@/lib/content-hooks';
import { errorText } from '@/lib/error-text';
import { useI18n } from '@/lib/i18n';
import './error-display.css';

/** The settings `errorTranslate` table of the current locale, or an empty list without it. */
export function useErrorTranslate(): { key: string; value: string }[] {
  return useSettings().data?.errorTranslate ?? [];
}

/** Spec section 8: the error translated by its key (see `errorText`). */
export function useErrorText(): (error: unknown) => string {
  const table = useErrorTranslate();
  const { locale, t } = useI18n();
  return (error: unknown) => errorText(error, table, locale, t('somethingWrong'));
}

/**
 * The error display of a form. Put it inside a `.form-stack` container: on desktop it sits below
 * the fields (before the submit row), on mobile (≤900px) above the form. Announced as an alert.
 */
export function ErrorDisplay({ error, className = '' }: { error: unknown; className?: string }) {
  const text = useErrorText();
  return (
    <div className={`error-display ${className}`} role="alert">
      {error ? (
        <p className="error-display__text">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>{text(error)}</span>
        </p>
      ) : null}
    </div>
  );
}
