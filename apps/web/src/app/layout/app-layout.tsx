import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthHost } from '@/features/auth/components/auth-host';
import { BuyFlowHost } from '@/features/cart/components/buy-flow-host';
import { DemoHost } from '@/features/demo/components/demo-host';
import { answer, api, getToken } from '@/lib/api-client';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useFocusAfterNavigation } from '../focus-after-navigation';
import { useAppPageTitle } from '../page-title';
import { hidesFooter } from '../route-paths';
import { ChatWidget } from './chat-widget';
import { Footer } from './footer';
import { Header } from './header';
import { PageTracker } from './page-tracker';
import './layout.css';

/** The page whose paths only name an open dialog's item (`/currentproducts/default/id/5`), if any. */
const DIALOG_PATH_PAGES = ['currentproducts', 'transactionHistory'];
function dialogPathPage(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return DIALOG_PATH_PAGES.includes(first) ? first : null;
}

export function AppLayout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { openAuthModal } = useAuthModal();
  useAppPageTitle();
  useFocusAfterNavigation();

  // Decision 10: a 401 anywhere lands the user on / with the login modal open.
  useEffect(() => {
    if (!session.unauthRedir) return;
    session.clearUnauthRedir();
    navigate('/', { replace: true });
    openAuthModal('login');
  }, [session, navigate, openAuthModal]);

  // A new page starts at its top; a path that only names an open dialog's item on the same page
  // (current products, history) keeps the scroll, so focus returns to a button still on screen
  // (issue 32 item 11: Pay now at 375 px was returned to y = 824 after the page jumped to the top).
  const pageKey = dialogPathPage(pathname) ?? pathname;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pageKey]);

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
