import { Button } from '@/components/ui/button';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useAuthText } from '../auth-messages';

function Result({ tone, text, action, onAction }: { tone: 'success' | 'warning'; text: string; action: string; onAction(): void }) {
  return (
    <div className="auth-center">
      <div className={`auth-icon auth-icon--${tone}`} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56">
          <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
          {tone === 'success' ? (
            <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          ) : (
            <path d="M24 14v13M24 33v1" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          )}
        </svg>
      </div>
      <p className="auth-lead" role="status">
        {text}
      </p>
      <Button block size="lg" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

export function EmailSuccessView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  return <Result tone="success" text={tx('emailSuccessText')} action={tx('loginLink')} onAction={() => setView('login')} />;
}

/** A verification link opened again after it worked (issue 26 item 13): confirmed already, sign in. */
export function AlreadyVerifiedView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  return <Result tone="success" text={tx('alreadyVerifiedText')} action={tx('loginLink')} onAction={() => setView('login')} />;
}

export function ForgetSuccessView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  return <Result tone="success" text={tx('forgetSuccessText')} action={tx('loginLink')} onAction={() => setView('login')} />;
}

export function ExpiredView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  return <Result tone="warning" text={tx('expiredText')} action={tx('expiredAction')} onAction={() => setView('forget')} />;
}
