import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { companyProfileFormSchema, personalProfileFormSchema } from '@orioni/contracts/auth';
import type { UserInfo } from '@orioni/contracts/entities';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { TaxNumberNote } from '@/components/ui/tax-number-note';
import { TextField } from '@/components/ui/text-field';
import { answer, api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useTaxNumberNote } from '@/lib/tax-number-lookup';
import { useValidationMessage } from '@/lib/validation-messages';
import { useProfileText } from '../profile-messages';

type Values = {
  firstName: string;
  lastName: string;
  fullName: string;
  idNumber: string;
  chiefManager: string;
  fieldOfActivity: string;
  mobile: string;
  repMobile: string;
};

const valuesOf = (u: UserInfo): Values => ({
  firstName: u.firstName ?? '',
  lastName: u.lastName ?? '',
  fullName: u.fullName ?? '',
  idNumber: u.idNumber ?? '',
  chiefManager: u.chiefManager ?? '',
  fieldOfActivity: u.fieldOfActivity ?? '',
  mobile: u.mobile ?? '',
  repMobile: u.repMobile ?? '',
});

/** Personal info by customer type; e-mail read-only, ID disabled once stored, save only when changed. */
export function PersonalInfoForm({ user }: { user: UserInfo }) {
  const px = useProfileText();
  const tm = useValidationMessage();
  const { setUserInfo } = useSession();
  const isCompany = user.customerType === 'LEGAL';
  const idStored = Boolean(user.idNumber);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  // A stored ID is shown disabled and not sent, so it is not checked either.
  const schema = isCompany
    ? idStored
      ? companyProfileFormSchema.omit({ idNumber: true })
      : companyProfileFormSchema
    : idStored
      ? personalProfileFormSchema.omit({ idNumber: true })
      : personalProfileFormSchema;
  const form = useForm<Values>({
    // The schema of the customer's type checks only its own fields.
    resolver: zodResolver(schema as never) as never,
    defaultValues: valuesOf(user),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  // A company's number checked at the Revenue Service as it is typed (issue 41): shown, never blocking.
  const typedNumber = useWatch({ control: form.control, name: 'idNumber' });
  const taxNumber = useTaxNumberNote(isCompany ? typedNumber : null);
  const taxNumberTexts = { registered: px('taxNumberRegistered'), vatPayer: px('taxNumberVatPayer'), unknown: px('taxNumberUnknown') };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    const body = isCompany
      ? {
          fullName: values.fullName,
          chiefManager: values.chiefManager,
          fieldOfActivity: values.fieldOfActivity,
          mobile: values.mobile,
          repMobile: values.repMobile,
          ...(idStored ? {} : { idNumber: values.idNumber }),
        }
      : {
          firstName: values.firstName,
          lastName: values.lastName,
          mobile: values.mobile,
          ...(idStored ? {} : { idNumber: values.idNumber }),
        };
    try {
      const updated = await answer(api.PUT('/api/user', { body }));
      setUserInfo(updated);
      form.reset(valuesOf(updated));
      setSaved(true);
    } catch (caught) {
      setError(caught);
    }
  });

  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={tm(errors[name]?.message)} {...extra} {...form.register(name)} />
  );

  return (
    <form className="profile-form form-stack" onSubmit={onSubmit} noValidate>
      <TextField label={px('email')} type="email" value={user.username} readOnly hint={px('emailHint')} />
      <div className="profile-grid">
        {isCompany ? (
          <>
            {field('fullName', px('companyName'), { autoComplete: 'organization' })}
            {field('idNumber', px('companyNumber'), {
              inputMode: 'numeric',
              disabled: idStored,
              hint: (
                <>
                  {idStored ? `${px('idLocked')} ` : null}
                  <TaxNumberNote note={taxNumber} texts={taxNumberTexts} />
                </>
              ),
            })}
            {field('chiefManager', px('chiefManager'))}
            {field('fieldOfActivity', px('fieldOfActivity'))}
            {field('mobile', px('mobile'), { type: 'tel', autoComplete: 'tel' })}
            {field('repMobile', px('repMobile'), { type: 'tel' })}
          </>
        ) : (
          <>
            {field('firstName', px('firstName'), { autoComplete: 'given-name' })}
            {field('lastName', px('lastName'), { autoComplete: 'family-name' })}
            {field('idNumber', px('idNumber'), { inputMode: 'numeric', disabled: idStored, hint: idStored ? px('idLocked') : undefined })}
            {field('mobile', px('mobile'), { type: 'tel', autoComplete: 'tel' })}
          </>
        )}
      </div>
      <ErrorDisplay error={error} />
      <div className="form-actions profile-actions">
        <p className="profile-saved" role="status" aria-live="polite">
          {saved && !isDirty ? px('saved') : ''}
        </p>
        <Button type="submit" size="lg" disabled={!isDirty} loading={isSubmitting}>
          {px('save')}
        </Button>
      </div>
    </form>
  );
}
