import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, getToken } from '@/lib/api-client';
import { useAuthModal } from '@/lib/auth-modal-state';
import { onLanguageChange } from '@/lib/i18n';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { authApi } from '../api/auth-api';

/*
 * Always mounted and tiny: it handles the auth deep links and the language sync on every page, and
 * loads the modal itself (forms, validation, texts) only when it first opens, so none of that is in
 * the home route's initial JavaScript.
 */
const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/**
 * Deep links of spec section 4, on any page: `?verificationCode=` verifies the e-mail,
 * `?otp=&username=` checks a reset code, `?resend=verifyResend` resends the verification e-mail, and
 * `?auth=login` or `?auth=forget` (with `&username=`) open the sign-in or the reset form for that
 * address (the links of the registration-attempt e-mail, decision 29). The parameters are removed
 * from the address once read.
 */
function useAuthDeepLinks(onVerifyFailed: () => void) {
  const [params, setParams] = useSearchParams();
  const { openAuthModal } = useAuthModal();
  const handled = useRef(new Set<string>());
  const verificationCode = params.get('verificationCode');
  const otp = params.get('otp');
  const username = params.get('username');
  const resend = params.get('resend');
  const auth = params.get('auth');
  const authView = auth === 'login' || auth === 'forget' ? auth : null;

  useEffect(() => {
    const signature = `${verificationCode}|${otp}|${username}|${resend}|${authView}`;
    if ((!verificationCode && !(otp && username) && resend !== 'verifyResend' && !authView) || handled.current.has(signature)) return;
    handled.current.add(signature);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['verificationCode', 'otp', 'username', 'resend', 'auth']) next.delete(key);
        return next;
      },
      { replace: true },
    );

    if (verificationCode) {
      authApi.verify(verificationCode).then(
        () => {
          local.remove(STORAGE_KEYS.verifyError);
          openAuthModal('EmailSuccess');
        },
        (error: Error) => {
          // A link opened again after it worked: the address is confirmed, sign in (issue 26 item 13).
          if (error instanceof ApiError && error.key === 'ALREADY_VERIFIED') {
            local.remove(STORAGE_KEYS.verifyError);
            openAuthModal('alreadyVerified');
            return;
          }
          // Kept by key, so the login form translates it like any other error. The failure dialog
          // opens alone; closing it opens the login form with the message (issue 26 item 15: the
          // two dialogs used to open stacked).
          local.set(STORAGE_KEYS.verifyError, error instanceof ApiError ? error.key : error.message);
          onVerifyFailed();
        },
      );
    } else if (authView) {
      if (username) local.set(STORAGE_KEYS.username, username);
      openAuthModal(authView);
    } else if (otp && username) {
      local.set(STORAGE_KEYS.username, username);
      local.set(STORAGE_KEYS.otp, otp);
      authApi.resetOtp(username, otp).then(
        ({ resetKey }) => {
          local.set(STORAGE_KEYS.resetKey, resetKey);
          local.remove(STORAGE_KEYS.otp);
          openAuthModal('forgetForm');
        },
        () => {
          local.remove(STORAGE_KEYS.otp);
          openAuthModal('expiredModal');
        },
      );
    } else {
      const who = username ?? local.get(STORAGE_KEYS.username);
      if (username) local.set(STORAGE_KEYS.username, username);
      const done = () => openAuthModal('registerVerify');
      if (who) authApi.sendVerification(who).then(done, done);
      else openAuthModal('login');
    }
  }, [verificationCode, otp, username, resend, authView, setParams, openAuthModal, onVerifyFailed]);
}

/** Spec section 4: a language change is saved on the server while logged in. */
function useLanguageSync() {
  useEffect(
    () =>
      onLanguageChange(async (language) => {
        if (!getToken()) return;
        try {
          await authApi.setLanguage(language);
        } catch {
          console.warn('saving the language failed');
        }
      }),
    [],
  );
}

export function AuthHost() {
  const { open, openAuthModal } = useAuthModal();
  const [verifyFailed, setVerifyFailed] = useState(false);
  const onVerifyFailed = useCallback(() => setVerifyFailed(true), []);
  useAuthDeepLinks(onVerifyFailed);
  useLanguageSync();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (open || verifyFailed) setNeeded(true);
  }, [open, verifyFailed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        verifyFailed={verifyFailed}
        onVerifyFailedClose={() => {
          setVerifyFailed(false);
          openAuthModal('login');
        }}
      />
    </Suspense>
  );
}
