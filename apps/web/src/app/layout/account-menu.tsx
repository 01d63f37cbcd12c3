import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { avatarInitials } from './user-avatar';

export interface AccountLink {
  to: string;
  label: string;
}

export function useAccountLinks(): AccountLink[] {
  const { t } = useI18n();
  const { userInfo } = useSession();
  const links: AccountLink[] = [
    { to: '/transactionHistory', label: t('transactionHistory') },
    { to: '/currentproducts', label: t('currentProducts') },
    { to: '/profile', label: t('profile') },
  ];
  if (userInfo?.role === 'ADMIN') links.push({ to: '/admin', label: t('admin') });
  return links;
}

export function AccountMenu({ onLogout }: { onLogout(): void }) {
  const { t } = useI18n();
  const { userInfo } = useSession();
  const links = useAccountLinks();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!userInfo) return null;
  return (
    <div className="account" ref={ref}>
      <button
        type="button"
        className="account__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('account')}: ${userInfo.fullName}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {avatarInitials(userInfo)}
        </span>
      </button>
      {open && (
        <div className="account__menu" id={menuId}>
          <div className="account__who">
            <strong>{userInfo.fullName}</strong>
            <span>{userInfo.username}</span>
          </div>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="account__item" onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="account__item account__item--logout"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                {t('logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
