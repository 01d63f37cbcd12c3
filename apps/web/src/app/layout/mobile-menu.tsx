import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import type { Language } from '@orioni/contracts/constants';
import { Button } from '@/components/ui/button';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useAccountLinks } from './account-menu';
import { LANGUAGE_LABELS } from './language-selector';
import type { NavItem } from './navigation';
import { avatarInitials } from './user-avatar';

/** The mobile menu (590 px wide, at 900 px and narrower): links, languages, login or logout. */
export function MobileMenu({
  open,
  onClose,
  items,
  languages,
  onLogout,
}: {
  open: boolean;
  onClose(): void;
  items: NavItem[];
  /** The languages the settings offer; the chooser is hidden with 0 or 1 (spec section 2). */
  languages: readonly Language[];
  onLogout(): void;
}) {
  const { t, language, setLanguage } = useI18n();
  const { userInfo } = useSession();
  const { openAuthModal } = useAuthModal();
  const accountLinks = useAccountLinks();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="mobile-menu"
      aria-label={t('mainNavigation')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="mobile-menu__panel">
          <div className="mobile-menu__top">
            {userInfo ? (
              <div className="mobile-menu__user">
                <span className="avatar" aria-hidden="true">
                  {avatarInitials(userInfo)}
                </span>
                <div>
                  <strong>{userInfo.fullName}</strong>
                  <span>{userInfo.username}</span>
                </div>
              </div>
            ) : (
              <span className="mobile-menu__brand">{t('brand')}</span>
            )}
            <button type="button" className="icon-button" aria-label={t('closeMenu')} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label={t('mainNavigation')}>
            <ul className="mobile-menu__links">
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.to} end={item.to === '/'} onClick={onClose}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {userInfo &&
                accountLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onClick={onClose}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          {languages.length > 1 && (
            <fieldset className="mobile-menu__langs">
              <legend>{t('language')}</legend>
              {languages.map((code) => (
                <button
                  key={code}
                  type="button"
                  lang={code.toLowerCase()}
                  aria-pressed={code === language}
                  onClick={() => setLanguage(code)}
                >
                  {LANGUAGE_LABELS[code].native}
                </button>
              ))}
            </fieldset>
          )}
          <div className="mobile-menu__footer">
            {userInfo ? (
              <Button
                variant="secondary"
                block
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                {t('logout')}
              </Button>
            ) : (
              <Button
                block
                onClick={() => {
                  onClose();
                  openAuthModal('login');
                }}
              >
                {t('login')}
              </Button>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
