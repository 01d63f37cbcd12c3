import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useI18n();
  return (
    <Link to="/" className={`logo ${inverted ? 'logo--inverted' : ''}`} aria-label={`${t('brand')} — ${t('brandTagline')}`}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="logo__mark">
        <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
        <path d="M11 27 20 16 30 11" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" opacity=".65" fill="none" />
        <circle cx="11" cy="27" r="3.4" fill="#fff" />
        <circle cx="20" cy="16" r="4" fill="var(--color-star)" />
        <circle cx="30" cy="11" r="2.8" fill="#fff" />
      </svg>
      <span className="logo__word">{t('brand')}</span>
    </Link>
  );
}
