import { ERROR_KEYS, FALLBACK_ERROR_MESSAGE } from '@orioni/contracts/error-keys';
import { ApiError } from '@/lib/api-client';
import { useSettings } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import { translateMessage } from '@/lib/validation-messages';
import './error-display.css';

/** The settings `errorTranslate` table of the current locale, or an empty list without it. */
export function useErrorTranslate(): { key: string; value: string }[] {
  return useSettings().data?.errorTranslate ?? [];
}

/**
 * Spec section 8: the error's message translated through `errorTranslate` by key (or by message),
 * else the raw message, else 'Something wrong happened...'.
 */
export function useErrorText(): (error: unknown) => string {
  const table = useErrorTranslate();
  const { locale, t } = useI18n();
  return (error: unknown) => {
    if (!error) return '';
    const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    // A stored message (e.g. verifyError) finds its key through the default English texts.
    const key = error instanceof ApiError ? error.key : Object.entries(ERROR_KEYS).find(([, text]) => text === message)?.[0];
    const hit = table.find((e) => (key && e.key === key) || (message && e.key === message));
    if (hit?.value) return hit.value;
    if (message && message !== FALLBACK_ERROR_MESSAGE) return translateMessage(message, locale);
    return t('somethingWrong');
  };
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
