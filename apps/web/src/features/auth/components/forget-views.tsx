import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgetFormSchema, resetPasswordFormSchema } from '@orioni/contracts/auth';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useAuthModal } from '@/lib/auth-modal-state';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { useValidationMessage } from '@/lib/validation-messages';
import { authApi } from '../api/auth-api';
import { useAuthText } from '../auth-messages';
import { applyFieldErrors } from '../hooks/field-errors';
import { PasswordChecklist } from './password-checklist';

export function ForgetView() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const { setView } = useAuthModal();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<z.input<typeof forgetFormSchema>, unknown, z.output<typeof forgetFormSchema>>({
    resolver: zodResolver(forgetFormSchema),
    defaultValues: { username: local.get(STORAGE_KEYS.username) ?? '' },
  });
  const onSubmit = form.handleSubmit(async ({ username }) => {
    setError(null);
    try {
      await authApi.resetRequest(username as string);
      local.set(STORAGE_KEYS.username, username as string);
      setView('forgotVerify');
    } catch (caught) {
      setError(caught);
    }
  });
  return (
    <form className="auth-form form-stack" onSubmit={onSubmit} noValidate>
      <p className="auth-lead">{tx('forgetLead')}</p>
      <TextField
        label={tx('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={tm(form.formState.errors.username?.message)}
        {...form.register('username')}
      />
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block size="lg" loading={form.formState.isSubmitting}>
          {tx('forgetSubmit')}
        </Button>
        <button type="button" className="auth-link" onClick={() => setView('login')}>
          {tx('backToLogin')}
        </button>
      </div>
    </form>
  );
}

export function ForgetFormView() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const { setView } = useAuthModal();
  const username = local.get(STORAGE_KEYS.username) ?? '';
  const [error, setError] = useState<unknown>(null);
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });
  const newPassword = form.watch('newPassword') ?? '';
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword: password }) => {
    setError(null);
    const resetKey = local.get(STORAGE_KEYS.resetKey);
    if (!resetKey || !username) {
      setView('expiredModal');
      return;
    }
    try {
      await authApi.resetPassword({ username, resetKey, newPassword: password });
      local.remove(STORAGE_KEYS.resetKey);
      local.remove(STORAGE_KEYS.otp);
      setView('forgetSuccess');
    } catch (caught) {
      if (caught instanceof ApiError && caught.key === 'CODE_EXPIRED') {
        local.remove(STORAGE_KEYS.resetKey);
        setView('expiredModal');
        return;
      }
      // A password the server refuses (decision 21: too common) is shown on its field.
      applyFieldErrors(caught, form.setError, ['newPassword']);
      setError(caught);
    }
  });
  return (
    <form className="auth-form form-stack" onSubmit={onSubmit} noValidate>
      <p className="auth-lead">
        {tx('forgetFormLead')} <strong className="auth-email">{username}</strong>
      </p>
      <PasswordField
        label={tx('newPassword')}
        autoComplete="new-password"
        error={tm(errors.newPassword?.message)}
        hint={<PasswordChecklist value={newPassword} />}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={tx('repeatPassword')}
        autoComplete="new-password"
        error={tm(errors.repeatPassword?.message)}
        {...form.register('repeatPassword')}
      />
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {tx('forgetFormSubmit')}
        </Button>
      </div>
    </form>
  );
}
