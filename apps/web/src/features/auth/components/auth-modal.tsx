import { Modal } from '@/components/ui/modal';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';

/** The authentication modal (616 px). Its views are built by the accounts issue. */
export function AuthModal() {
  const { open, closeAuthModal } = useAuthModal();
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={closeAuthModal} title={t('loginTitle')} width={616} closeLabel={t('close')}>
      <p>{t('loginLead')}</p>
    </Modal>
  );
}
