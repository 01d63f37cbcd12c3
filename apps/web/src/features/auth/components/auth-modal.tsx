import { WIDTHS_PX } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useErrorText } from '@/components/ui/error-display';
import { useAuthModal, type AuthView } from '@/lib/auth-modal-state';
import { useAuthText, type AuthMessageKey } from '../auth-messages';
import { ForgetFormView, ForgetView } from './forget-views';
import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { AlreadyVerifiedView, EmailSuccessView, ExpiredView, ForgetSuccessView } from './result-views';
import { ForgotVerifyView, RegisterVerifyView } from './verify-views';
import './auth.css';

const TITLES: Record<AuthView, AuthMessageKey> = {
  login: 'loginTitle',
  register: 'registerTitle',
  registerVerify: 'verifyTitle',
  forgotVerify: 'forgotVerifyTitle',
  EmailSuccess: 'emailSuccessTitle',
  alreadyVerified: 'alreadyVerifiedTitle',
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
    case 'alreadyVerified':
      return <AlreadyVerifiedView />;
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

/** The authentication modal (616 px) with every view of spec section 2; the view is kept in `authType`. */
export function AuthModal({ verifyFailed, onVerifyFailedClose }: { verifyFailed: boolean; onVerifyFailedClose(): void }) {
  const { open, view, closeAuthModal } = useAuthModal();
  const tx = useAuthText();
  // The catalogue's own text for an expired link (one home per text, issue 27 item 5).
  const errorText = useErrorText();

  return (
    <>
      <Modal
        open={open}
        onClose={closeAuthModal}
        title={tx(TITLES[view])}
        width={WIDTHS_PX.authModal}
        closeLabel={tx('close')}
        className="auth-modal"
      >
        <CurrentView key={view} view={view} />
      </Modal>
      <Modal open={verifyFailed} onClose={onVerifyFailedClose} title={tx('verifyFailedTitle')} width={480} closeLabel={tx('close')}>
        <div className="auth-center">
          <p className="auth-lead" role="alert">
            {errorText('CODE_EXPIRED')}
          </p>
          <Button block size="lg" onClick={onVerifyFailedClose}>
            {tx('ok')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
