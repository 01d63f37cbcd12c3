import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginFormSchema } from '@orioni/contracts/auth';
import { webPaths } from '@orioni/contracts/web-paths';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useSession } from '@/lib/session';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { useValidationMessage } from '@/lib/validation-messages';
import { authApi } from '../api/auth-api';
import { useAuthText } from '../auth-messages';
import { focusAfterSignIn } from '../focus-after-sign-in';

type Input = z.input<typeof loginFormSchema>;
type Output = z.output<typeof loginFormSchema>;

export function LoginView() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const { setView, closeAuthModal } = useAuthModal();
  const session = useSession();
  const navigate = useNavigate();
  // A failed verification link's message is shown on this form once, then forgotten: it must not
  // greet later visits (issue 26 item 13).
  const [error, setError] = useState<unknown>(() => local.get(STORAGE_KEYS.verifyError));
  useEffect(() => {
    local.remove(STORAGE_KEYS.verifyError);
  }, []);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: local.get(STORAGE_KEYS.username) ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { token, user } = await authApi.login(values.username, values.password);
      local.remove(STORAGE_KEYS.verifyError);
      session.signIn(token, user);
      closeAuthModal();
      setView('login');
      focusAfterSignIn();
      // Decision 3: a history deep link opened without a session continues after login.
      const transactionId = local.get(STORAGE_KEYS.transactionId);
      if (transactionId) {
        local.remove(STORAGE_KEYS.transactionId);
        navigate(webPaths.payment(transactionId), { replace: true });
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.key === 'USER_NOT_VERIFIED') {
        local.set(STORAGE_KEYS.username, values.username);
        setView('registerVerify');
        return;
      }
      setError(caught);
    }
  });

  return (
    <form className="auth-form form-stack" onSubmit={onSubmit} noValidate aria-label={tx('loginTitle')}>
      <p className="auth-lead">{tx('loginLead')}</p>
      <TextField
        label={tx('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={tm(errors.username?.message)}
        {...form.register('username')}
      />
      <PasswordField
        label={tx('password')}
        autoComplete="current-password"
        error={tm(errors.password?.message)}
        {...form.register('password')}
      />
      <button type="button" className="auth-link auth-link--end" onClick={() => setView('forget')}>
        {tx('forgotLink')}
      </button>
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {tx('loginSubmit')}
        </Button>
        <p className="auth-switch">
          {tx('noAccount')}{' '}
          <button type="button" className="auth-link" onClick={() => setView('register')}>
            {tx('registerLink')}
          </button>
        </p>
      </div>
    </form>
  );
}
