import { ButtonLink } from './button';
import { PageState } from './page-state';
import { useI18n } from '@/lib/i18n';

/** What a route shows until its feature is built: it says so, in the active language. */
export function UnderConstruction({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <div className="container">
      <PageState
        icon="build"
        title={t('underConstructionTitle')}
        action={
          <ButtonLink to="/" variant="secondary">
            {t('backHome')}
          </ButtonLink>
        }
      >
        <p>
          <strong>{name}</strong> — {t('underConstructionText')}
        </p>
      </PageState>
    </div>
  );
}
