import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getToken } from '@/lib/api-client';
import { useAuthModal, type AuthView } from '@/lib/auth-modal-state';
import { onLanguageChange } from '@/lib/i18n';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { authApi } from '../api/auth-api';
import { useAuthText, type AuthMessageKey } from '../auth-messages';
import { ForgetFormView, ForgetView } from './forget-views';
import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { EmailSuccessView, ExpiredView, ForgetSuccessView } from './result-views';
import { ForgotVerifyView, RegisterVerifyView } from './verify-views';
import './auth.css';

const TITLES: Record<AuthView, AuthMessageKey> = {
  login: 'loginTitle',
  register: 'registerTitle',
  registerVerify: 'verifyTitle',
  forgotVerify: 'forgotVerifyTitle',
  EmailSuccess: 'emailSuccessTitle',
  forget: 'forgetTitle',
  forgetForm: 'forgetFormTitle',
  forgetSuccess: 'forgetSuccessTitle',
  expiredModal: 'expiredTitle',
};

function CurrentView({ view }: { view: AuthView }) {
  switch (view) {
    case 'register':
      return <RegisterView />;
    case 'registerVerify':
      return <RegisterVerifyView />;
    case 'forgotVerify':
      return <ForgotVerifyView />;
    case 'EmailSuccess':
      return <EmailSuccessView />;
    case 'forget':
      return <ForgetView />;
    case 'forgetForm':
      return <ForgetFormView />;
    case 'forgetSuccess':
      return <ForgetSuccessView />;
    case 'expiredModal':
      return <ExpiredView />;
    default:
      return <LoginView />;
  }
}

/**
 * Deep links of spec section 4, on any page: `?verificationCode=` verifies the e-mail,
 * `?otp=&username=` checks a reset code, `?resend=verifyResend` resends the verification e-mail.
 * The parameters are removed from the address once read.
 */
function useAuthDeepLinks(onVerifyFailed: () => void) {
  const [params, setParams] = useSearchParams();
  const { openAuthModal } = useAuthModal();
  const handled = useRef(new Set<string>());
  const verificationCode = params.get('verificationCode');
  const otp = params.get('otp');
  const username = params.get('username');
  const resend = params.get('resend');

  useEffect(() => {
    const signature = `${verificationCode}|${otp}|${username}|${resend}`;
    if ((!verificationCode && !(otp && username) && resend !== 'verifyResend') || handled.current.has(signature)) return;
    handled.current.add(signature);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['verificationCode', 'otp', 'username', 'resend']) next.delete(key);
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
          local.set(STORAGE_KEYS.verifyError, error.message);
          openAuthModal('login');
          onVerifyFailed();
        },
      );
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
  }, [verificationCode, otp, username, resend, setParams, openAuthModal, onVerifyFailed]);
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

/** The authentication modal (616 px) with every view of spec section 2; the view is kept in `authType`. */
export function AuthModal() {
  const { open, view, closeAuthModal } = useAuthModal();
  const tx = useAuthText();
  const [verifyFailed, setVerifyFailed] = useState(false);
  const openVerifyFailed = useRef(() => setVerifyFailed(true)).current;
  useAuthDeepLinks(openVerifyFailed);
  useLanguageSync();

  return (
    <>
      <Modal open={open} onClose={closeAuthModal} title={tx(TITLES[view])} width={616} closeLabel={tx('close')} className="auth-modal">
        <CurrentView key={view} view={view} />
      </Modal>
      <Modal
        open={verifyFailed}
        onClose={() => setVerifyFailed(false)}
        title={tx('verifyFailedTitle')}
        width={480}
        closeLabel={tx('close')}
      >
        <div className="auth-center">
          <p className="auth-lead" role="alert">
            {tx('verifyFailedText')}
          </p>
          <Button block size="lg" onClick={() => setVerifyFailed(false)}>
            {tx('ok')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
