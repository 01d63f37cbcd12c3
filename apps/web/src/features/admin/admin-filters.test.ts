import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  ADMIN_LIMIT,
  dateProblems,
  EMPTY_TRANSACTION_FILTER,
  EMPTY_USER_FILTER,
  fileNameOf,
  isPaymentIdText,
  paymentListQuery,
  purchaseFileQuery,
  purchaseListQuery,
  tbilisiToday,
  userListQuery,
  type TransactionFilter,
} from './admin-filters';

const billingFilter: TransactionFilter = {
  ...EMPTY_TRANSACTION_FILTER,
  paymentId: ' 42 ',
  period: 'MONTH1',
  isOverdue: 'true',
  comments: ['REGISTRATION_1C_CONNECT', 'DB_URL'],
  fromDate: '2026-11-01',
};

describe('admin queries', () => {
  it('sends every unset filter as an empty string and pages by offset = page × limit (decision 13)', () => {
    expect(ADMIN_LIMIT).toBe(5);
    expect(userListQuery(EMPTY_USER_FILTER, '  nino ', 3)).toEqual({
      status: '',
      customerType: '',
      query: 'nino',
      fromDate: '',
      toDate: '',
      offset: 15,
      limit: 5,
    });
    expect(paymentListQuery({ fromDate: '2026-11-01', toDate: '' }, 2)).toEqual({
      fromDate: '2026-11-01',
      toDate: '',
      offset: 10,
      limit: 5,
    });
  });

  it('joins the comments with commas and trims the typed ids', () => {
    const query = purchaseListQuery('billings', billingFilter, '', 0);
    expect(query).toMatchObject({
      onPremise: 'false',
      paymentId: '42',
      period: 'MONTH1',
      isOverdue: 'true',
      comments: 'REGISTRATION_1C_CONNECT,DB_URL',
      status: '',
    });
  });

  it('never sends a period or overdue filter for on-premise licences', () => {
    const query = purchaseListQuery('onPremise', billingFilter, 'erp', 1);
    expect(query).toMatchObject({ onPremise: 'true', period: '', isOverdue: '', query: 'erp', offset: 5 });
  });

  it('exports one kind, or both when the other kind is included (decision 16)', () => {
    expect(purchaseFileQuery('billings', EMPTY_TRANSACTION_FILTER, '', false).onPremise).toBe('false');
    expect(purchaseFileQuery('onPremise', EMPTY_TRANSACTION_FILTER, '', false).onPremise).toBe('true');
    expect(purchaseFileQuery('billings', EMPTY_TRANSACTION_FILTER, '', true).onPremise).toBe('');
    expect(purchaseFileQuery('onPremise', EMPTY_TRANSACTION_FILTER, '', true).onPremise).toBe('');
    expect(purchaseFileQuery('billings', billingFilter, '', true)).not.toHaveProperty('offset');
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(EMPTY_TRANSACTION_FILTER)).toBe(0);
    expect(activeFilterCount(billingFilter)).toBe(5);
  });
});

describe('admin dates and ids', () => {
  it('refuses a From Date after the To Date, and a To Date after today only for exports (decision 15)', () => {
    const today = '2026-11-25';
    expect(dateProblems({ fromDate: '2026-11-10', toDate: '2026-11-01' }, { today })).toEqual({ fromDate: 'fromAfterTo' });
    expect(dateProblems({ fromDate: '', toDate: '2026-11-26' }, { today })).toEqual({});
    expect(dateProblems({ fromDate: '', toDate: '2026-11-26' }, { today, forExport: true })).toEqual({ toDate: 'toInFuture' });
    expect(dateProblems({ fromDate: '2026-11-01', toDate: today }, { today, forExport: true })).toEqual({});
  });

  it('counts today in Tbilisi (UTC+4)', () => {
    expect(tbilisiToday(new Date('2026-11-24T20:30:00Z'))).toBe('2026-11-25');
    expect(tbilisiToday(new Date('2026-11-24T19:30:00Z'))).toBe('2026-11-24');
  });

  it('takes a Check ID only as a whole positive number', () => {
    expect(isPaymentIdText('')).toBe(true);
    expect(isPaymentIdText(' 17 ')).toBe(true);
    for (const bad of ['0', '-3', '1.5', '12a', '#12', '12345678901']) expect(isPaymentIdText(bad)).toBe(false);
  });

  it('names the download after Content-Disposition, preferring the UTF-8 name', () => {
    expect(fileNameOf(`attachment; filename="users.xlsx"; filename*=UTF-8''users%202026.xlsx`, 'x.xlsx')).toBe('users 2026.xlsx');
    expect(fileNameOf('attachment; filename="payments.xlsx"', 'x.xlsx')).toBe('payments.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.xlsx')).toBe('x.xlsx');
  });
});
