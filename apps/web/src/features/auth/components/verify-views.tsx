import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LIMITS } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { TextField } from '@/components/ui/text-field';
import { useAuthModal } from '@/lib/auth-modal-state';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { useValidationMessage } from '@/lib/validation-messages';
import { authApi } from '../api/auth-api';
import { useAuthText } from '../auth-messages';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

/** Countdown of the resend gap (`LIMITS.resendSeconds`) shown as 00:SS; at 0 the resend link appears (spec section 4). */
export function Resend({ onResend }: { onResend(): Promise<unknown> }) {
  const tx = useAuthText();
  const { left, restart } = useCountdown(LIMITS.resendSeconds);
  const [state, setState] = useState<{ sending: boolean; done: boolean; error: unknown }>({ sending: false, done: false, error: null });
  const resend = async () => {
    setState({ sending: true, done: false, error: null });
    try {
      await onResend();
      setState({ sending: false, done: true, error: null });
    } catch (error) {
      setState({ sending: false, done: false, error });
    }
    restart();
  };
  return (
    <div className="auth-resend form-stack">
      <p className="auth-resend__line" aria-live="polite">
        {left > 0 ? (
          <>
            {tx('resendIn')} <span className="auth-resend__timer">{formatCountdown(left)}</span>
          </>
        ) : (
          <button type="button" className="auth-link" onClick={resend} disabled={state.sending}>
            {tx('resend')}
          </button>
        )}
      </p>
      {state.done ? (
        <p className="auth-note" role="status">
          {tx('resent')}
        </p>
      ) : null}
      <ErrorDisplay error={state.error} />
    </div>
  );
}

const MailIcon = () => (
  <div className="auth-icon" aria-hidden="true">
    <svg viewBox="0 0 48 48" width="56" height="56">
      <rect x="6" y="11" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M7 13l17 13 17-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  </div>
);

export function RegisterVerifyView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  const username = local.get(STORAGE_KEYS.username) ?? '';
  return (
    <div className="auth-center">
      <MailIcon />
      <p className="auth-lead">
        {tx('verifyLead')} <strong className="auth-email">{username}</strong>
      </p>
      <p className="auth-note">{tx('verifyHint')}</p>
      {username ? <Resend onResend={() => authApi.sendVerification(username)} /> : null}
      <button type="button" className="auth-link" onClick={() => setView('login')}>
        {tx('backToLogin')}
      </button>
    </div>
  );
}

const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is not valid'),
});

/** Decision 9: after "forget" the modal stays open here, with the resend countdown and the code field. */
export function ForgotVerifyView() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const { setView } = useAuthModal();
  const username = local.get(STORAGE_KEYS.username) ?? '';
  const [error, setError] = useState<unknown>(null);
  const form = useForm<z.input<typeof otpSchema>, unknown, z.output<typeof otpSchema>>({
    resolver: zodResolver(otpSchema),
    defaultValues: { otp: '' },
  });
  const onSubmit = form.handleSubmit(async ({ otp }) => {
    setError(null);
    try {
      const { resetKey } = await authApi.resetOtp(username, otp);
      local.set(STORAGE_KEYS.resetKey, resetKey);
      local.remove(STORAGE_KEYS.otp);
      setView('forgetForm');
    } catch (caught) {
      setError(caught);
    }
  });
  return (
    <div className="auth-center">
      <MailIcon />
      <p className="auth-lead">
        {tx('forgotVerifyLead')} <strong className="auth-email">{username}</strong>
      </p>
      <form className="auth-form form-stack auth-otp" onSubmit={onSubmit} noValidate>
        <TextField
          label={tx('otpLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={tm(form.formState.errors.otp?.message)}
          {...form.register('otp')}
        />
        <ErrorDisplay error={error} />
        <div className="form-actions">
          <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
            {tx('otpSubmit')}
          </Button>
        </div>
      </form>
      {username ? <Resend onResend={() => authApi.resetRequest(username)} /> : null}
      <button type="button" className="auth-link" onClick={() => setView('login')}>
        {tx('backToLogin')}
      </button>
    </div>
  );
}
