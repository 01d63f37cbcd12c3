import { useEffect, useId, useState, type FormEvent } from 'react';
import { CUSTOMER_TYPES, PRODUCT_TYPES, PURCHASE_COMMENTS, SUBSCRIPTION_STATUSES, USER_STATUSES } from '@orioni/contracts/constants';
import { TAX_INVOICE_FILTERS } from '@orioni/contracts/tax-invoices';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  dateProblems,
  isPaymentIdText,
  transactionFilterOf,
  type DateRange,
  type PaymentFilter,
  type TransactionFilter,
  type UserFilter,
  type YesNo,
} from '../admin-filters';
import { useAdminText } from '../admin-messages';
import { DateField } from './date-field';

type Variant =
  | { kind: 'users'; value: UserFilter; empty: UserFilter }
  | { kind: 'onPremise' | 'billings'; value: TransactionFilter; empty: TransactionFilter }
  | { kind: 'payments'; value: PaymentFilter; empty: PaymentFilter };

/**
 * The toolbar's filter (spec section 2): the user filter on Users, the transaction filter (titled
 * Transaction Filter) on On Premise and Current Billings, only From and To Date on Payment History.
 * 520 px wide. Edits stay in the dialog until Apply; Reset empties the form and applies the empty filter.
 */
/** Whole days, as the list's overdue filters take them (0–36,500). */
const isDaysText = (value: string) => /^\d{1,5}$/.test(value) && Number(value) <= 36_500;

export function FilterDialog({
  open,
  variant,
  onClose,
  onApply,
}: {
  open: boolean;
  variant: Variant;
  onClose(): void;
  onApply(value: Variant['value']): void;
}) {
  const text = useAdminText();
  const formId = useId();
  const [draft, setDraft] = useState<Variant['value']>(variant.value);
  const [problems, setProblems] = useState<
    ReturnType<typeof dateProblems> & { paymentId?: string; overdueFrom?: string; overdueTo?: string }
  >({});
  useEffect(() => {
    if (open) {
      setDraft(variant.value);
      setProblems({});
    }
  }, [open, variant.value]);

  const set = (patch: Partial<UserFilter & TransactionFilter & PaymentFilter>) => setDraft((d) => ({ ...d, ...patch }) as Variant['value']);
  const title = variant.kind === 'users' ? text.userFilterTitle : text.transactionFilterTitle;
  const yesNo: SelectOption<YesNo>[] = [
    { value: '', label: text.any },
    { value: 'true', label: text.yes },
    { value: 'false', label: text.no },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = dateProblems(draft);
    if ('paymentId' in draft && !isPaymentIdText(draft.paymentId)) found.paymentId = text.badNumber;
    if (variant.kind === 'billings') {
      // Days overdue (the revenue dashboard's ages): whole days, From not above To.
      const { overdueFrom, overdueTo } = draft as TransactionFilter;
      if (overdueFrom && !isDaysText(overdueFrom)) found.overdueFrom = text.badNumber;
      if (overdueTo && !isDaysText(overdueTo)) found.overdueTo = text.badNumber;
      else if (overdueFrom && overdueTo && isDaysText(overdueFrom) && Number(overdueFrom) > Number(overdueTo))
        found.overdueFrom = text.overdueFromAboveTo;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onApply(
      variant.kind === 'onPremise' || variant.kind === 'billings' ? transactionFilterOf(variant.kind, draft as TransactionFilter) : draft,
    );
  };
  const dateError = (key: keyof DateRange) => {
    const problem = problems[key];
    if (problem === 'badDate') return text.badDate;
    return problem === 'fromAfterTo' ? text.fromAfterTo : problem === 'toInFuture' ? text.toInFuture : null;
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={520}
      closeLabel={text.close}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              // Issue 26 item 15: Reset empties the form and the list follows at once (it kept the old filter until Apply).
              setDraft(variant.empty);
              setProblems({});
              onApply(variant.empty);
            }}
          >
            {text.reset}
          </Button>
          <Button type="submit" form={formId}>
            {text.apply}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-form" onSubmit={submit} noValidate>
        {variant.kind === 'users' ? <UserFields value={draft as UserFilter} set={set} /> : null}
        {variant.kind === 'onPremise' || variant.kind === 'billings' ? (
          <TransactionFields
            kind={variant.kind}
            value={draft as TransactionFilter}
            set={set}
            yesNo={yesNo}
            paymentIdError={problems.paymentId ?? null}
            overdueErrors={{ from: problems.overdueFrom ?? null, to: problems.overdueTo ?? null }}
          />
        ) : null}
        {variant.kind === 'payments' ? (
          <SelectField
            label={text.taxInvoiceFilter}
            value={(draft as PaymentFilter).taxInvoice}
            onValueChange={(taxInvoice) => set({ taxInvoice })}
            options={[
              { value: '' as const, label: text.any },
              ...TAX_INVOICE_FILTERS.map((s) => ({ value: s, label: text.taxInvoiceStatuses[s] })),
            ]}
          />
        ) : null}
        <div className="admin-form__pair">
          <DateField
            label={text.fromDate}
            value={draft.fromDate}
            onChange={(fromDate) => set({ fromDate })}
            error={dateError('fromDate')}
          />
          <DateField label={text.toDate} value={draft.toDate} onChange={(toDate) => set({ toDate })} error={dateError('toDate')} />
        </div>
      </form>
    </Modal>
  );
}

function UserFields({ value, set }: { value: UserFilter; set(patch: Partial<UserFilter>): void }) {
  const text = useAdminText();
  return (
    <div className="admin-form__pair">
      <SelectField
        label={text.status}
        value={value.status}
        onValueChange={(status) => set({ status })}
        options={[{ value: '' as const, label: text.any }, ...USER_STATUSES.map((s) => ({ value: s, label: text.userStatuses[s] }))]}
      />
      <SelectField
        label={text.customerType}
        value={value.customerType}
        onValueChange={(customerType) => set({ customerType })}
        options={[{ value: '' as const, label: text.any }, ...CUSTOMER_TYPES.map((c) => ({ value: c, label: text.customerTypes[c] }))]}
      />
    </div>
  );
}

function TransactionFields({
  kind,
  value,
  set,
  yesNo,
  paymentIdError,
  overdueErrors,
}: {
  kind: 'onPremise' | 'billings';
  value: TransactionFilter;
  set(patch: Partial<TransactionFilter>): void;
  yesNo: SelectOption<YesNo>[];
  paymentIdError: string | null;
  overdueErrors: { from: string | null; to: string | null };
}) {
  const text = useAdminText();
  const toggle = (comment: TransactionFilter['comments'][number], on: boolean) =>
    set({ comments: on ? [...value.comments, comment] : value.comments.filter((c) => c !== comment) });
  return (
    <>
      <div className="admin-form__pair">
        <TextField
          label={text.paymentIdFilter}
          inputMode="numeric"
          value={value.paymentId}
          onChange={(e) => set({ paymentId: e.target.value })}
          error={paymentIdError}
        />
        <TextField label={text.idNumberFilter} value={value.idNumber} onChange={(e) => set({ idNumber: e.target.value })} maxLength={20} />
      </div>
      <div className="admin-form__pair">
        <SelectField
          label={text.subscriptionStatus}
          value={value.status}
          onValueChange={(status) => set({ status })}
          options={[
            { value: '' as const, label: text.any },
            ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: text.subscriptionStatuses[s] })),
          ]}
        />
        <SelectField
          label={text.productType}
          value={value.productType}
          onValueChange={(productType) => set({ productType })}
          options={[{ value: '' as const, label: text.any }, ...PRODUCT_TYPES.map((p) => ({ value: p, label: text.productTypes[p] }))]}
        />
      </div>
      {kind === 'billings' ? (
        <div className="admin-form__pair">
          <SelectField
            label={text.period}
            value={value.period}
            onValueChange={(period) => set({ period })}
            options={[
              { value: '' as const, label: text.any },
              { value: 'MONTH1' as const, label: text.reportPeriods.MONTH1 },
              { value: 'MONTH12' as const, label: text.reportPeriods.MONTH12 },
            ]}
          />
          <SelectField label={text.isOverdue} value={value.isOverdue} onValueChange={(isOverdue) => set({ isOverdue })} options={yesNo} />
        </div>
      ) : null}
      {kind === 'billings' ? (
        <div className="admin-form__pair">
          <TextField
            label={text.overdueFrom}
            inputMode="numeric"
            value={value.overdueFrom}
            onChange={(e) => set({ overdueFrom: e.target.value.trim() })}
            error={overdueErrors.from}
            maxLength={5}
          />
          <TextField
            label={text.overdueTo}
            inputMode="numeric"
            value={value.overdueTo}
            onChange={(e) => set({ overdueTo: e.target.value.trim() })}
            error={overdueErrors.to}
            maxLength={5}
          />
        </div>
      ) : null}
      <SelectField
        label={text.firstPurchase}
        value={value.isFirstPurchase}
        onValueChange={(isFirstPurchase) => set({ isFirstPurchase })}
        options={yesNo}
      />
      <fieldset className="admin-form__group">
        <legend className="field__label">{text.commentsFilter}</legend>
        {PURCHASE_COMMENTS.map((comment) => (
          <Checkbox
            key={comment}
            label={text.comments[comment]}
            checked={value.comments.includes(comment)}
            onChange={(e) => toggle(comment, e.target.checked)}
          />
        ))}
      </fieldset>
    </>
  );
}
