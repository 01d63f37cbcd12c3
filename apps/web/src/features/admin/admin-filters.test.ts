import { describe, expect, it } from 'vitest';
import { admin as ka } from '@/i18n/ka/admin';
import { fieldOfActivityShown, phoneShown } from './admin-shown';
import {
  activeFilterCount,
  ADMIN_LIMIT,
  dateProblems,
  dayOfText,
  dayText,
  EMPTY_TRANSACTION_FILTER,
  EMPTY_USER_FILTER,
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
    expect(paymentListQuery({ fromDate: '2026-11-01', toDate: '', taxInvoice: '' }, 2)).toEqual({
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
});

describe('issue 26 item 15: the date fields read and show DD/MM/YYYY', () => {
  it('reads day, month and year in that order, refuses what is no real day, and shows a day back as typed', () => {
    expect(dayOfText('19/11/2026')).toBe('2026-11-19');
    expect(dayOfText(' 1.3.2026 ')).toBe('2026-03-01');
    expect(dayOfText('01-03-2026')).toBe('2026-03-01');
    expect(dayOfText('31/02/2026')).toBeNull();
    expect(dayOfText('11/19/2026')).toBeNull();
    expect(dayOfText('2026-11-19')).toBeNull();
    expect(dayText('2026-11-19')).toBe('19/11/2026');
    expect(dayText('')).toBe('');
  });

  it('a date field that holds no real day is a problem of its own, before the range is compared', () => {
    expect(dateProblems({ fromDate: '31/02/2026', toDate: '' })).toEqual({ fromDate: 'badDate' });
    expect(dateProblems({ fromDate: '2026-03-01', toDate: '1/1' })).toEqual({ toDate: 'badDate' });
    expect(dateProblems({ fromDate: '2026-03-02', toDate: '2026-03-01' })).toEqual({ fromDate: 'fromAfterTo' });
  });
});

describe('issue 26 item 3: what the console shows of a customer', () => {
  it('groups a Georgian E.164 number for reading and leaves any other as stored', () => {
    expect(phoneShown('+995555123456')).toBe('+995 555 12 34 56');
    expect(phoneShown('+12025550100')).toBe('+12025550100');
    expect(phoneShown(null)).toBeNull();
  });

  it('names a known field of activity in the console language, any other as typed', () => {
    expect(fieldOfActivityShown(ka, 'Logistics and freight')).toBe('ლოჯისტიკა და ტვირთების გადაზიდვა');
    expect(fieldOfActivityShown(ka, 'Beekeeping')).toBe('Beekeeping');
    expect(fieldOfActivityShown(ka, null)).toBeNull();
  });
});
