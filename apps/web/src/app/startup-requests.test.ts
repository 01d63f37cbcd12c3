import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { EMPTY_FILTERS, userListQuery } from '@/features/admin/admin-filters';
import { PRODUCTS_QUERY_KEY } from '@/features/billing/api/billing-api';
import { PAYMENT_HISTORY_QUERY_KEY } from '@/features/history/api/history-api';
import { FIRST_ADMIN_USERS_KEY, seedSignedInAnswers } from './startup-requests';

/** Issue 30 item 1: a page's first answers land under the very keys its queries read. */
describe('the signed-in answers a page came with', () => {
  it("the console's first list: the key its page asks under", () => {
    expect(FIRST_ADMIN_USERS_KEY).toEqual(['admin', 'users', userListQuery(EMPTY_FILTERS.users, '', 0)]);
    const client = new QueryClient();
    const list = { list: [{ id: 1 }], count: 1 };
    expect(seedSignedInAnswers(client, 't', { adminUsers: { data: list } }).has('adminUsers')).toBe(true);
    expect(client.getQueryData(['admin', 'users', userListQuery(EMPTY_FILTERS.users, '', 0)])).toEqual(list);
  });

  it("the history's first page of 10, and of 3 on phones from the same answer; current products' on-premise page", () => {
    const client = new QueryClient();
    const payments = Array.from({ length: 10 }, (_, i) => ({ paymentId: 10 - i }));
    const seeded = seedSignedInAnswers(client, 't', {
      history: { data: { list: payments, count: 14 } },
      products: { data: { list: [], count: 0 } },
    });
    expect([...seeded].sort()).toEqual(['history', 'products']);
    expect(client.getQueryData([...PAYMENT_HISTORY_QUERY_KEY, 0, PAGE_SIZES.history])).toEqual({ list: payments, count: 14 });
    expect(client.getQueryData([...PAYMENT_HISTORY_QUERY_KEY, 0, PAGE_SIZES.historyMobile])).toEqual({
      list: payments.slice(0, 3),
      count: 14,
    });
    expect(client.getQueryData([...PRODUCTS_QUERY_KEY, 'onPremise', '', 0, PAGE_SIZES.billing])).toEqual({ list: [], count: 0 });
    // Nothing under a key the page came without.
    expect(client.getQueryData(['admin', 'dashboard'])).toBeUndefined();
  });
});
