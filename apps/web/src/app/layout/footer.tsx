import { Link } from 'react-router';
import type { SettingsContent } from '@orioni/contracts/content';
import { useSettings } from '@/lib/content-hooks';
import { useI18n } from '@/lib/i18n';
import { Logo } from './logo';
import './footer.css';

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z',
  LinkedIn:
    'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21h-4z',
  YouTube:
    'M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12 31 31 0 002 15.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1 31 31 0 00.4-3.8 31 31 0 00-.4-3.8zM10 15V9l5.2 3z',
};

const contactHref = (c: SettingsContent['footer']['contact'][number]) =>
  c.type === 'email' ? `mailto:${c.value}` : `tel:${c.value.replace(/[^\d+]/g, '')}`;

/** Footer from the settings content: link groups, contact (e-mail first, phone second), social links. */
export function Footer() {
  const { t } = useI18n();
  const settings = useSettings();
  const footer = settings.data?.footer;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p>{footer?.description ?? t('brandTagline')}</p>
          {footer && footer.social.length > 0 && (
            <ul className="site-footer__social" aria-label={footer.socialTitle}>
              {footer.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path d={SOCIAL_ICONS[s.name] ?? SOCIAL_ICONS.Facebook} fill="currentColor" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {footer?.groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.url}>
                  <Link to={link.url}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {footer && (
          <div className="site-footer__group">
            <h2>{footer.contactTitle}</h2>
            <ul>
              {footer.contact.map((c) => (
                <li key={c.value}>
                  <a href={contactHref(c)} aria-label={`${c.label}: ${c.value}`}>
                    {c.value}
                  </a>
                </li>
              ))}
              <li>{footer.address}</li>
            </ul>
          </div>
        )}
      </div>
      <div className="container site-footer__bottom">
        <span>
          © {year} {settings.data?.siteName ?? t('brand')}. {footer?.copyright ?? t('footerRights')}
        </span>
      </div>
    </footer>
  );
}
