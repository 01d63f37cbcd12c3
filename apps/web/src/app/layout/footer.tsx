import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n';
import { Logo } from './logo';

/** Footer shell: link groups, contact (e-mail first, phone second), social links. */
export function Footer() {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo inverted />
          <p>{t('brandTagline')}</p>
        </div>
        <nav aria-label={t('navSolutions')} className="site-footer__group">
          <h2>{t('navSolutions')}</h2>
          <ul>
            <li>
              <Link to="/">{t('navSolutions')}</Link>
            </li>
            <li>
              <Link to="/services">{t('navServices')}</Link>
            </li>
            <li>
              <Link to="/hardware">{t('navHardware')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('navFaq')} className="site-footer__group">
          <h2>{t('navFaq')}</h2>
          <ul>
            <li>
              <Link to="/faq">{t('navFaq')}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{t('navTerms')}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__group">
          <h2>{t('footerContact')}</h2>
          <ul>
            <li>
              <a href="mailto:info@orioni.ge">info@orioni.ge</a>
            </li>
            <li>
              <a href="tel:+995322000000">+995 32 200 00 00</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <span>
          © {year} {t('brand')}. {t('footerRights')}
        </span>
      </div>
    </footer>
  );
}
