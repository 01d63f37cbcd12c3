import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { demoCompanyFormSchema, demoPersonalFormSchema, type DemoRequest } from '@orioni/contracts/cart';
import type { CustomerType } from '@orioni/contracts/constants';
import type { ProductEntry } from '@orioni/contracts/content';
import type { UserInfo } from '@orioni/contracts/entities';
import { TIMINGS_MS } from '@orioni/contracts/spec-constants';
import { Button } from '@/components/ui/button';
import { ErrorDisplay } from '@/components/ui/error-display';
import { Modal } from '@/components/ui/modal';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { answer, api } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useValidationMessage } from '@/lib/validation-messages';
import { useDemoText } from '../demo-messages';
import './demo-modal.css';

type PersonalForm = z.input<typeof demoPersonalFormSchema>;
type CompanyForm = z.input<typeof demoCompanyFormSchema>;

/** The product's demo price key, when it has one. */
export const demoProductKey = (product: ProductEntry | null): string | null =>
  product?.attributes.prices?.find((p) => p.isDemo)?.productKey ?? null;

function useSubmitDemo(product: ProductEntry | null, onSuccess: () => void) {
  const { language } = useI18n();
  const [error, setError] = useState<unknown>(null);
  const submit = async (body: Omit<DemoRequest, 'language' | 'productKey'>) => {
    setError(null);
    try {
      await answer(api.POST('/api/user/public/purchase-demo', { body: { ...body, productKey: demoProductKey(product), language } }));
      onSuccess();
    } catch (caught) {
      setError(caught);
    }
  };
  return { error, submit };
}

function PersonalDemoForm({ user, product, onSuccess }: { user: UserInfo | null; product: ProductEntry | null; onSuccess(): void }) {
  const text = useDemoText();
  const message = useValidationMessage();
  const { error, submit } = useSubmitDemo(product, onSuccess);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PersonalForm>({
    resolver: zodResolver(demoPersonalFormSchema),
    defaultValues: { name: user?.firstName ?? '', surname: user?.lastName ?? '', phone: user?.mobile ?? '', email: user?.username ?? '' },
  });
  return (
    <form
      noValidate
      className="form-stack demo-form"
      onSubmit={handleSubmit((v) =>
        submit({
          customerType: 'PHYSICAL',
          fullName: `${String(v.name).trim()} ${String(v.surname).trim()}`,
          mobile: String(v.phone),
          email: String(v.email),
        }),
      )}
    >
      <div className="demo-form__grid">
        <TextField label={text.name} autoComplete="given-name" error={message(errors.name?.message)} {...register('name')} />
        <TextField label={text.surname} autoComplete="family-name" error={message(errors.surname?.message)} {...register('surname')} />
        <TextField label={text.phone} type="tel" autoComplete="tel" error={message(errors.phone?.message)} {...register('phone')} />
        <TextField label={text.email} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      </div>
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block loading={isSubmitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

function CompanyDemoForm({ user, product, onSuccess }: { user: UserInfo | null; product: ProductEntry | null; onSuccess(): void }) {
  const text = useDemoText();
  const message = useValidationMessage();
  const { error, submit } = useSubmitDemo(product, onSuccess);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompanyForm>({
    resolver: zodResolver(demoCompanyFormSchema),
    defaultValues: {
      companyName: user?.fullName ?? '',
      mobileNumber: user?.repMobile ?? user?.mobile ?? '',
      companyEmail: user?.username ?? '',
    },
  });
  return (
    <form
      noValidate
      className="form-stack demo-form"
      onSubmit={handleSubmit((v) =>
        submit({
          customerType: 'LEGAL',
          fullName: String(v.companyName).trim(),
          mobile: String(v.mobileNumber),
          email: String(v.companyEmail),
        }),
      )}
    >
      <div className="demo-form__grid">
        <TextField
          label={text.companyName}
          autoComplete="organization"
          error={message(errors.companyName?.message)}
          {...register('companyName')}
        />
        <TextField
          label={text.mobileNumber}
          type="tel"
          autoComplete="tel"
          error={message(errors.mobileNumber?.message)}
          {...register('mobileNumber')}
        />
        <TextField
          className="demo-form__wide"
          label={text.companyEmail}
          type="email"
          autoComplete="email"
          error={message(errors.companyEmail?.message)}
          {...register('companyEmail')}
        />
      </div>
      <ErrorDisplay error={error} />
      <div className="form-actions">
        <Button type="submit" block loading={isSubmitting}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * Demo request modal (spec sections 2 and 5): Personal and Company tabs for an anonymous visitor;
 * a signed-in customer sees only the tab of their type (decision 8); all fields required; then a
 * success panel.
 */
export default function DemoModal({ product, onClosing, onDone }: { product: ProductEntry | null; onClosing?(): void; onDone(): void }) {
  const text = useDemoText();
  const { userInfo } = useSession();
  const idBase = useId();
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  const own: CustomerType | null = userInfo?.customerType ?? null;
  const [tab, setTab] = useState<CustomerType>(own ?? 'PHYSICAL');
  const active = own ?? tab;
  const close = () => {
    setOpen(false);
    onClosing?.();
    window.setTimeout(onDone, TIMINGS_MS.modalCloseDelay);
  };
  const name = product?.attributes.name;

  return (
    <Modal
      open={open}
      onClose={close}
      title={done ? text.successTitle : name ? text.titleFor(name) : text.title}
      width={640}
      closeLabel={text.close}
    >
      {done ? (
        <div className="demo-success" role="status" data-testid="demo-success">
          <span className="demo-success__icon" aria-hidden="true">
            ✓
          </span>
          <p>{text.successText}</p>
          <Button onClick={close}>{text.close}</Button>
        </div>
      ) : (
        <div className="demo-body" data-testid="demo-modal">
          <p className="demo-intro">{text.intro}</p>
          {own ? null : (
            <Tabs
              idBase={idBase}
              label={text.tabs}
              value={tab}
              onChange={setTab}
              items={[
                { key: 'PHYSICAL', label: text.personal },
                { key: 'LEGAL', label: text.company },
              ]}
            />
          )}
          <div {...(own ? {} : tabPanelProps(idBase, active))} className="demo-panel">
            {active === 'LEGAL' ? (
              <CompanyDemoForm user={own ? userInfo : null} product={product} onSuccess={() => setDone(true)} />
            ) : (
              <PersonalDemoForm user={own ? userInfo : null} product={product} onSuccess={() => setDone(true)} />
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
