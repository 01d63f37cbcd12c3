import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingScreen } from './spinner';
import { useI18n } from '@/lib/i18n';
import './content-state.css';

export const SUPPORT_EMAIL = 'support@orioni.ge';
export const SUPPORT_PHONE = '+995 32 220 44 00';

/**
 * The site-unavailable page: a message, the support e-mail and phone, and a retry button. Its texts
 * are interface texts (the shell catalogue), not content: they must show when the content service
 * itself cannot be reached (spec section 8 gives the English ones).
 */
export function SiteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <section className="site-unavailable" role="alert">
      <svg className="site-unavailable__art" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="var(--color-primary-soft)" />
        <path d="M60 22l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="var(--color-star)" />
        <rect x="30" y="72" width="60" height="24" rx="8" fill="var(--color-primary)" />
        <rect x="40" y="81" width="40" height="6" rx="3" fill="var(--color-surface)" />
      </svg>
      <h1>{t('unavailableTitle')}</h1>
      <p>{t('unavailableText')}</p>
      <p className="site-unavailable__contact">
        {t('unavailableContact')}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> ·{' '}
        <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('unavailableRetry')}
        </Button>
      )}
    </section>
  );
}

/**
 * What a content page shows while its content loads (the loading screen) and when the content
 * service fails (the error flag of spec section 8: the site-unavailable page with a retry).
 */
export function ContentState({
  isPending,
  isError,
  onRetry,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry(): void;
  children: () => ReactNode;
}) {
  const { t } = useI18n();
  if (isError) return <SiteUnavailable onRetry={onRetry} />;
  // The loading screen fills the viewport so the footer is not shown and then pushed away (layout shift).
  if (isPending)
    return (
      <div className="content-state__loading">
        <LoadingScreen label={t('loading')} />
      </div>
    );
  return <>{children()}</>;
}
