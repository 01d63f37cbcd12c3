import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { HeaderCart } from '@/features/cart/components/header-cart';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { AccountMenu } from './account-menu';
import { LanguageSelector } from './language-selector';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useNavigationItems, useSiteLanguages, visibleNavigation } from './navigation';

export function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function Header({ onLogout }: { onLogout(): void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const { openAuthModal } = useAuthModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = visibleNavigation(useNavigationItems(), pathname);
  const languages = useSiteLanguages();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label={t('mainNavigation')}>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} end={item.to === '/'} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <div className="site-header__desktop-only">
            <LanguageSelector languages={languages} />
          </div>
          <HeaderCart />
          <div className="site-header__desktop-only">
            {isLoggedIn ? (
              <AccountMenu onLogout={onLogout} />
            ) : (
              <Button size="sm" onClick={() => openAuthModal('login')}>
                {t('login')}
              </Button>
            )}
          </div>
          <button
            type="button"
            className="icon-button site-header__burger"
            aria-label={t('openMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={items} languages={languages} onLogout={onLogout} />
    </header>
  );
}
