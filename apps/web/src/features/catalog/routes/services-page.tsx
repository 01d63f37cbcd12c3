import { UnderConstruction } from '@/components/ui/under-construction';
import { useI18n } from '@/lib/i18n';

export default function ServicesPage() {
  const { t } = useI18n();
  return <UnderConstruction name={t('navServices')} />;
}
