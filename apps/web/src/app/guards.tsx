import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { isMode, transactionIdOf } from './route-paths';

/** Without a token: remember a history deep link, open the login modal and go home. */
function SendToLogin() {
  const { openAuthModal } = useAuthModal();
  const { pathname } = useLocation();
  const transactionId = transactionIdOf(pathname);
  if (transactionId) local.set(STORAGE_KEYS.transactionId, transactionId);
  useEffect(() => {
    openAuthModal('login');
  }, [openAuthModal]);
  return <Navigate to="/" replace />;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, loading } = useSession();
  const { t } = useI18n();
  if (!token) return <SendToLogin />;
  if (loading) return <LoadingScreen label={t('loading')} />;
  return <>{children}</>;
}

/** `/admin` does not exist for role USER: it behaves as an unknown path. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  return <RequireAuth>{userInfo?.role === 'ADMIN' ? children : <Navigate to="/" replace />}</RequireAuth>;
}

/** A `{mode}` segment must be `default` or `isOffer`; anything else is an unknown path. */
export function RequireMode({ children }: { children: ReactNode }) {
  const { mode } = useParams();
  if (mode !== undefined && !isMode(mode)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
