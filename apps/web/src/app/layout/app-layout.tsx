import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthHost } from '@/features/auth/components/auth-host';
import { BuyFlowHost } from '@/features/cart/components/buy-flow-host';
import { DemoHost } from '@/features/demo/components/demo-host';
import { answer, api, getToken } from '@/lib/api-client';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { hidesFooter } from '../route-paths';
import { ChatWidget } from './chat-widget';
import { Footer } from './footer';
import { Header } from './header';
import { PageTracker } from './page-tracker';
import './layout.css';

export function AppLayout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { openAuthModal } = useAuthModal();

  // Decision 10: a 401 anywhere lands the user on / with the login modal open.
  useEffect(() => {
    if (!session.unauthRedir) return;
    session.clearUnauthRedir();
    navigate('/', { replace: true });
    openAuthModal('login');
  }, [session, navigate, openAuthModal]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Logout leaves the page first (a guarded page left behind would open the login modal), then
  // ends the session locally and tells the server with the old token.
  const [loggingOut, setLoggingOut] = useState<{ token: string | null } | null>(null);
  const logout = useCallback(() => {
    setLoggingOut({ token: getToken() });
    navigate('/');
  }, [navigate]);
  useEffect(() => {
    if (!loggingOut || pathname !== '/') return;
    setLoggingOut(null);
    session.signOut();
    if (!loggingOut.token) return;
    answer(api.PUT('/api/user/logout', { headers: { authorization: `Bearer ${loggingOut.token}` } })).catch(() => {
      // Spec section 8: a logout failure is only logged; the local session ends anyway.
      console.warn('logout call failed');
    });
  }, [loggingOut, pathname, session]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header onLogout={logout} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {!hidesFooter(pathname) && <Footer />}
      <AuthHost />
      <BuyFlowHost />
      <DemoHost />
      <PageTracker />
      <ChatWidget />
    </>
  );
}
