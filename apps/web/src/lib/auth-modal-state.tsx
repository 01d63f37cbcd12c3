import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { local, STORAGE_KEYS } from './storage';

/** The views of the authentication modal (spec section 2). The current one is kept in `authType`. */
export const AUTH_VIEWS = [
  'login',
  'register',
  'registerVerify',
  'forgotVerify',
  'EmailSuccess',
  'alreadyVerified',
  'forget',
  'forgetForm',
  'forgetSuccess',
  'expiredModal',
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

interface AuthModalValue {
  open: boolean;
  view: AuthView;
  openAuthModal(view?: AuthView): void;
  setView(view: AuthView): void;
  closeAuthModal(): void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

function storedView(): AuthView {
  const saved = local.get(STORAGE_KEYS.authType);
  return (AUTH_VIEWS as readonly string[]).includes(saved ?? '') ? (saved as AuthView) : 'login';
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [view, setViewState] = useState<AuthView>(storedView);

  const setView = useCallback((next: AuthView) => {
    local.set(STORAGE_KEYS.authType, next);
    setViewState(next);
  }, []);
  const openAuthModal = useCallback(
    (next: AuthView = 'login') => {
      setView(next);
      setOpen(true);
    },
    [setView],
  );
  const closeAuthModal = useCallback(() => setOpen(false), []);

  const value = useMemo(
    () => ({ open, view, openAuthModal, setView, closeAuthModal }),
    [open, view, openAuthModal, setView, closeAuthModal],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal outside AuthModalProvider');
  return value;
}
