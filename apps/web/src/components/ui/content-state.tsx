import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadingScreen } from './spinner';
import { useI18n } from '@/lib/i18n';
import './content-state.css';

/**
 * Texts of the site-unavailable page live in the bundle: they must show when the content service
 * itself cannot be reached (spec section 8 gives the English ones).
 */
const UNAVAILABLE = {
  ka: {
    title: 'საიტი დროებით მიუწვდომელია',
    text: 'ვმუშაობთ, რომ მალე კიდევ უკეთესი გამოცდილება შემოგთავაზოთ',
    contact: 'საჭიროების შემთხვევაში დაგვიკავშირდით',
    retry: 'ხელახლა ცდა',
    loading: 'იტვირთება…',
  },
  en: {
    title: 'The site is currently unavailable',
    text: 'We are working to bring you a better experience soon',
    contact: 'If you need us, get in touch',
    retry: 'Try again',
    loading: 'Loading…',
  },
  ru: {
    title: 'Сайт временно недоступен',
    text: 'Мы работаем над тем, чтобы скоро всё стало ещё лучше',
    contact: 'Если мы нужны — свяжитесь с нами',
    retry: 'Повторить',
    loading: 'Загрузка…',
  },
} as const;

export const SUPPORT_EMAIL = 'support@orioni.ge';
export const SUPPORT_PHONE = '+995 32 220 44 00';

/** The site-unavailable page: a message, the support e-mail and phone, and a retry button. */
export function SiteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { locale } = useI18n();
  const text = UNAVAILABLE[locale];
  return (
    <section className="site-unavailable" role="alert">
      <svg className="site-unavailable__art" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
        <circle cx="60" cy="60" r="56" fill="var(--color-primary-soft)" />
        <path d="M60 22l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="var(--color-star)" />
        <rect x="30" y="72" width="60" height="24" rx="8" fill="var(--color-primary)" />
        <rect x="40" y="81" width="40" height="6" rx="3" fill="var(--color-surface)" />
      </svg>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p className="site-unavailable__contact">
        {text.contact}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> ·{' '}
        <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {text.retry}
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
  const { locale } = useI18n();
  if (isError) return <SiteUnavailable onRetry={onRetry} />;
  // The loading screen fills the viewport so the footer is not shown and then pushed away (layout shift).
  if (isPending)
    return (
      <div className="content-state__loading">
        <LoadingScreen label={UNAVAILABLE[locale].loading} />
      </div>
    );
  return <>{children()}</>;
}
