import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@orioni/contracts/auth';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { answer, api, ApiError } from '@/lib/api-client';
import { useValidationMessage } from '@/lib/validation-messages';
import { useProfileText } from '../profile-messages';

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };

/** Old, new and repeat; success shows a modal and clears the form. Other sessions end on the server. */
export function ChangePasswordForm() {
  const px = useProfileText();
  const tm = useValidationMessage();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setError(null);
    try {
      await answer(api.PUT('/api/user/password', { body: { oldPassword, newPassword } }));
      form.reset(EMPTY);
      setDone(true);
    } catch (caught) {
      // A new password the server refuses (decision 21: too common) is shown on its field.
      const refused = caught instanceof ApiError ? caught.fieldErrors.newPassword : undefined;
      if (refused) form.setError('newPassword', { type: 'server', message: refused });
      setError(caught);
    }
  });
  return (
    <>
      <form className="profile-form profile-form--narrow form-stack" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={px('oldPassword')}
          autoComplete="current-password"
          error={tm(errors.oldPassword?.message)}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={px('newPassword')}
          autoComplete="new-password"
          error={tm(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={px('repeatPassword')}
          autoComplete="new-password"
          error={tm(errors.repeatPassword?.message)}
          {...form.register('repeatPassword')}
        />
        <ErrorDisplay error={error} />
        <div className="form-actions profile-actions">
          <Button type="submit" size="lg" loading={isSubmitting}>
            {px('changePassword')}
          </Button>
        </div>
      </form>
      <Modal open={done} onClose={() => setDone(false)} title={px('passwordChangedTitle')} width={480} closeLabel={px('close')}>
        <div className="profile-done">
          <p role="status">{px('passwordChangedText')}</p>
          <Button block size="lg" onClick={() => setDone(false)}>
            {px('ok')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
