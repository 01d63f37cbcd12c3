import { ButtonLink } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n';
import './home-page.css';

/** Home page. Its content-driven sections arrive with the storefront issue. */
export default function HomePage() {
  const { t } = useI18n();
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <p className="home-hero__eyebrow">{t('brandTagline')}</p>
        <h1 className="home-hero__title">{t('homeTitle')}</h1>
        <p className="home-hero__lead">{t('homeLead')}</p>
        <ButtonLink to="/services" size="lg">
          {t('navServices')}
        </ButtonLink>
      </div>
    </section>
  );
}
