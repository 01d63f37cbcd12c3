import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { checkoutSchemaFor, type PurchaseBody } from '@orioni/contracts/cart';
import { joinFullName } from '@orioni/contracts/names';
import type { UserInfo } from '@orioni/contracts/entities';
import { Checkbox } from '@/components/ui/checkbox';
import { TaxNumberNote } from '@/components/ui/tax-number-note';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '@/lib/i18n';
import { useTaxNumberNote } from '@/lib/tax-number-lookup';
import { useCartText } from '../cart-messages';
import { translateMessage } from '@/lib/validation-messages';

/** The form values of both customer types (the schema of the customer's type validates them). */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  fullName: string;
  idNumber: string;
  chiefManager: string;
  fieldOfActivity: string;
  savePersonalInfo: boolean;
}

const DRAFT_KEY = 'orioni.checkoutDraft';

/** Kept across the card-saving redirect so the customer does not type the form twice. */
export function saveDraft(values: CheckoutValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    /* storage unavailable */
  }
}
function takeDraft(): Partial<CheckoutValues> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<CheckoutValues>) : null;
  } catch {
    return null;
  }
}
export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing */
  }
}

export function defaultCheckoutValues(user: UserInfo): CheckoutValues {
  const draft = takeDraft() ?? {};
  const stored = user.idNumber ?? '';
  const company = user.customerType === 'LEGAL';
  return {
    firstName: draft.firstName ?? user.firstName ?? '',
    lastName: draft.lastName ?? user.lastName ?? '',
    fullName: draft.fullName ?? (company ? user.fullName : ''),
    idNumber: stored || (draft.idNumber ?? ''),
    chiefManager: draft.chiefManager ?? user.chiefManager ?? '',
    fieldOfActivity: draft.fieldOfActivity ?? user.fieldOfActivity ?? '',
    // Spec section 5: effective (and on by default) only while no ID is stored.
    savePersonalInfo: stored ? false : (draft.savePersonalInfo ?? true),
  };
}

/** What the purchase call carries for the customer's type. */
export function purchaseBodyOf(user: UserInfo, values: CheckoutValues, emails: string[]): PurchaseBody {
  const savePersonalInfo = user.idNumber ? false : values.savePersonalInfo;
  if (user.customerType === 'LEGAL') {
    return {
      idNumber: values.idNumber,
      fullName: values.fullName,
      chiefManager: values.chiefManager,
      fieldOfActivity: values.fieldOfActivity,
      emails,
      savePersonalInfo,
    };
  }
  // The spec's payload: first and last name joined into fullName, as registration does.
  return { idNumber: values.idNumber, fullName: joinFullName(values.firstName, values.lastName), emails, savePersonalInfo };
}

/**
 * Checkout form of spec sections 2 and 5: personal (first and last name, 11-digit ID) or corporate
 * (company name, 9-digit number, director, field of activity), Latin-only names, the ID locked
 * once stored. Validated with the customer type's schema from contracts.
 */
export function CheckoutForm({
  user,
  formId,
  onValid,
  serverErrors,
  footer,
}: {
  user: UserInfo;
  formId: string;
  onValid(values: CheckoutValues): void;
  serverErrors?: Record<string, string>;
  footer?: ReactNode;
}) {
  const text = useCartText();
  const { locale } = useI18n();
  const company = user.customerType === 'LEGAL';
  const idStored = Boolean(user.idNumber);
  const resolver = useMemo(() => {
    const schema = checkoutSchemaFor(user.customerType);
    const inner = zodResolver(schema as never) as unknown as Resolver<CheckoutValues>;
    // The schema of one type is strict: give it only its own fields.
    const resolve: Resolver<CheckoutValues> = async (values, context, options) => {
      const own = company
        ? {
            fullName: values.fullName,
            idNumber: values.idNumber,
            chiefManager: values.chiefManager,
            fieldOfActivity: values.fieldOfActivity,
            savePersonalInfo: values.savePersonalInfo,
          }
        : { firstName: values.firstName, lastName: values.lastName, idNumber: values.idNumber, savePersonalInfo: values.savePersonalInfo };
      const result = await inner(own as unknown as CheckoutValues, context, options);
      if (Object.keys(result.errors).length > 0) return result;
      return { values: { ...values, ...(result.values as Partial<CheckoutValues>) }, errors: {} };
    };
    return resolve;
  }, [user.customerType, company]);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CheckoutValues>({ defaultValues: defaultCheckoutValues(user), resolver, mode: 'onTouched' });
  // A company's number checked at the Revenue Service as it is typed (issue 41): shown, never blocking.
  const typedNumber = useWatch({ control, name: 'idNumber' });
  const taxNumber = useTaxNumberNote(company ? (idStored ? user.idNumber : typedNumber) : null);
  const taxNumberTexts = { registered: text.taxNumberRegistered, vatPayer: text.taxNumberVatPayer, unknown: text.taxNumberUnknown };

  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      setError(field as keyof CheckoutValues, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const error = (name: keyof FieldErrors<CheckoutValues>) => translateMessage(errors[name]?.message as string | undefined, locale);

  return (
    <form id={formId} className="checkout-form" noValidate onSubmit={handleSubmit(onValid)} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="checkout-form__title">
        {text.checkoutTitle}
      </h2>
      <p className="checkout-form__intro">{text.checkoutIntro}</p>
      <div className="checkout-form__fields">
        {company ? (
          <>
            <TextField
              label={text.companyName}
              hint={text.latinHint}
              autoComplete="organization"
              error={error('fullName')}
              {...register('fullName')}
            />
            <TextField
              label={text.companyNumber}
              inputMode="numeric"
              maxLength={9}
              disabled={idStored}
              hint={
                <>
                  {idStored ? `${text.idStored} ` : null}
                  <TaxNumberNote note={taxNumber} texts={taxNumberTexts} />
                </>
              }
              error={error('idNumber')}
              {...(idStored ? { value: user.idNumber ?? '', readOnly: true } : register('idNumber'))}
            />
            <TextField
              label={text.director}
              hint={text.latinHint}
              autoComplete="name"
              error={error('chiefManager')}
              {...register('chiefManager')}
            />
            <TextField label={text.fieldOfActivity} error={error('fieldOfActivity')} {...register('fieldOfActivity')} />
          </>
        ) : (
          <>
            <TextField
              label={text.firstName}
              hint={text.latinHint}
              autoComplete="given-name"
              error={error('firstName')}
              {...register('firstName')}
            />
            <TextField
              label={text.lastName}
              hint={text.latinHint}
              autoComplete="family-name"
              error={error('lastName')}
              {...register('lastName')}
            />
            <TextField
              label={text.idNumber}
              inputMode="numeric"
              maxLength={11}
              disabled={idStored}
              hint={idStored ? text.idStored : undefined}
              error={error('idNumber')}
              {...(idStored ? { value: user.idNumber ?? '', readOnly: true } : register('idNumber'))}
            />
          </>
        )}
      </div>
      {idStored ? null : <Checkbox label={text.savePersonalInfo} className="checkout-form__save" {...register('savePersonalInfo')} />}
      {footer}
    </form>
  );
}
