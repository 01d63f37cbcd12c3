import { zodResolver } from '@hookform/resolvers/zod';
import { forwardRef, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { companyRegisterFormSchema, personalRegisterFormSchema } from '@orioni/contracts/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorDisplay } from '@/components/ui/error-display';
import { PasswordField } from '@/components/ui/password-field';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { useAuthModal } from '@/lib/auth-modal-state';
import { useI18n } from '@/lib/i18n';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { useValidationMessage } from '@/lib/validation-messages';
import { authApi } from '../api/auth-api';
import { useAuthText } from '../auth-messages';
import { applyFieldErrors } from '../hooks/field-errors';
import { PasswordChecklist } from './password-checklist';

type Kind = 'personal' | 'company';

export function RegisterView() {
  const tx = useAuthText();
  const { setView } = useAuthModal();
  const [kind, setKind] = useState<Kind>('personal');
  const idBase = useId();
  return (
    <div className="auth-register">
      <p className="auth-lead">{tx('registerLead')}</p>
      <Tabs
        idBase={idBase}
        label={tx('tabsLabel')}
        value={kind}
        onChange={setKind}
        items={[
          { key: 'personal', label: tx('personal') },
          { key: 'company', label: tx('company') },
        ]}
      />
      <div {...tabPanelProps(idBase, kind)} className="auth-register__panel">
        {kind === 'personal' ? <PersonalForm key="personal" /> : <CompanyForm key="company" />}
      </div>
      <p className="auth-switch">
        {tx('haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={() => setView('login')}>
          {tx('loginLink')}
        </button>
      </p>
    </div>
  );
}

/** Issue 32 item 13: an unticked box says why in words, tied to the box by aria-describedby. */
const TermsBox = forwardRef<HTMLInputElement, { checked: boolean; invalid: boolean; onChange(v: boolean): void }>(function TermsBox(
  { checked, invalid, onChange },
  ref,
) {
  const tx = useAuthText();
  return (
    <Checkbox
      ref={ref}
      checked={checked}
      error={invalid ? tx('termsRequired') : null}
      onChange={(event) => onChange(event.target.checked)}
      name="terms"
      label={
        <>
          {tx('termsBefore')}
          <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
            {tx('termsLink')}
          </a>
          {tx('termsAfter')}
        </>
      }
    />
  );
});

/**
 * Issue 32 item 13: a refused submit moves focus to the first invalid field, or to the terms box
 * when the fields are all right.
 */
async function focusFirstProblem(trigger: () => Promise<boolean>, termsBox: HTMLInputElement | null): Promise<void> {
  if (await trigger()) termsBox?.focus();
}

function useRegisterSubmit() {
  const { setView } = useAuthModal();
  const { language } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const submit = async (body: Parameters<typeof authApi.register>[0], onFieldErrors: (e: unknown) => boolean) => {
    setError(null);
    try {
      await authApi.register({ ...body, language });
      local.set(STORAGE_KEYS.username, String(body.username));
      setView('registerVerify');
    } catch (caught) {
      onFieldErrors(caught);
      setError(caught);
    }
  };
  return { error, submit };
}

function PersonalForm() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const [terms, setTerms] = useState(false);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const { error, submit } = useRegisterSubmit();
  const form = useForm<z.input<typeof personalRegisterFormSchema>, unknown, z.output<typeof personalRegisterFormSchema>>({
    resolver: zodResolver(personalRegisterFormSchema),
    defaultValues: { firstName: '', lastName: '', username: '', mobile: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';
  const onSubmit = (event: React.FormEvent) => {
    if (!terms) {
      event.preventDefault();
      setTermsInvalid(true);
      void focusFirstProblem(() => form.trigger(undefined, { shouldFocus: true }), termsRef.current);
      return;
    }
    return form.handleSubmit((v) =>
      submit(
        {
          username: v.username as string,
          firstName: v.firstName as string,
          lastName: v.lastName as string,
          fullName: `${v.firstName as string} ${v.lastName as string}`,
          mobile: v.mobile as string,
          password: v.password,
          repMobile: null,
          customerType: 'PHYSICAL',
        },
        (e) => applyFieldErrors(e, form.setError, ['firstName', 'lastName', 'username', 'mobile', 'password']),
      ),
    )(event);
  };
  return (
    <form className="auth-form form-stack" onSubmit={onSubmit} noValidate>
      <div className="auth-grid">
        <TextField
          label={tx('firstName')}
          autoComplete="given-name"
          error={tm(errors.firstName?.message)}
          {...form.register('firstName')}
        />
        <TextField label={tx('lastName')} autoComplete="family-name" error={tm(errors.lastName?.message)} {...form.register('lastName')} />
      </div>
      <TextField
        label={tx('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={tm(errors.username?.message)}
        {...form.register('username')}
      />
      <TextField
        label={tx('mobile')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={tm(errors.mobile?.message)}
        {...form.register('mobile')}
      />
      <PasswordField
        label={tx('password')}
        autoComplete="new-password"
        error={tm(errors.password?.message)}
        hint={<PasswordChecklist value={password} />}
        {...form.register('password')}
      />
      <TermsBox
        ref={termsRef}
        checked={terms}
        invalid={termsInvalid && !terms}
        onChange={(v) => {
          setTerms(v);
          if (v) setTermsInvalid(false);
        }}
      />
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {tx('registerSubmit')}
        </Button>
      </div>
    </form>
  );
}

function CompanyForm() {
  const tx = useAuthText();
  const tm = useValidationMessage();
  const [terms, setTerms] = useState(false);
  const [termsInvalid, setTermsInvalid] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const { error, submit } = useRegisterSubmit();
  const form = useForm<z.input<typeof companyRegisterFormSchema>, unknown, z.output<typeof companyRegisterFormSchema>>({
    resolver: zodResolver(companyRegisterFormSchema),
    defaultValues: { fullName: '', username: '', mobile: '', repMobile: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';
  const onSubmit = (event: React.FormEvent) => {
    if (!terms) {
      event.preventDefault();
      setTermsInvalid(true);
      void focusFirstProblem(() => form.trigger(undefined, { shouldFocus: true }), termsRef.current);
      return;
    }
    return form.handleSubmit((v) =>
      submit(
        {
          username: v.username as string,
          fullName: v.fullName as string,
          mobile: v.mobile as string,
          repMobile: v.repMobile as string,
          password: v.password,
          customerType: 'LEGAL',
        },
        (e) => applyFieldErrors(e, form.setError, ['fullName', 'username', 'mobile', 'repMobile', 'password']),
      ),
    )(event);
  };
  return (
    <form className="auth-form form-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label={tx('companyName')}
        autoComplete="organization"
        error={tm(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <TextField
        label={tx('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={tm(errors.username?.message)}
        {...form.register('username')}
      />
      <div className="auth-grid">
        <TextField
          label={tx('mobile')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={tm(errors.mobile?.message)}
          {...form.register('mobile')}
        />
        <TextField
          label={tx('repMobile')}
          type="tel"
          inputMode="tel"
          error={tm(errors.repMobile?.message)}
          {...form.register('repMobile')}
        />
      </div>
      <PasswordField
        label={tx('password')}
        autoComplete="new-password"
        error={tm(errors.password?.message)}
        hint={<PasswordChecklist value={password} />}
        {...form.register('password')}
      />
      <TermsBox
        ref={termsRef}
        checked={terms}
        invalid={termsInvalid && !terms}
        onChange={(v) => {
          setTerms(v);
          if (v) setTermsInvalid(false);
        }}
      />
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block size="lg" loading={isSubmitting}>
          {tx('registerSubmit')}
        </Button>
      </div>
    </form>
  );
}
