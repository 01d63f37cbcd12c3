import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import { DEBOUNCE_MS } from '@orioni/contracts/spec-constants';
import { paymentFileQuery, paymentListQuery, purchaseFileQuery, purchaseListQuery, userFileQuery, userListQuery } from '../admin-filters';
import { adminReducer, adminStateFromSearch, type AdminState } from '../admin-state';
import { downloadExport, fetchPayments, fetchPurchases, fetchUsers } from '../api/admin-api';
import type { ExportRun } from '../components/export-dialog';

/** The three lists of the console; only the shown tab's is fetched. */
function useAdminLists(state: AdminState) {
  const { tab, filters, search } = state;
  const page = state.pages[tab];
  const users = useQuery({
    queryKey: ['admin', 'users', userListQuery(filters.users, search, page)],
    queryFn: ({ signal }) => fetchUsers(userListQuery(filters.users, search, page), signal),
    enabled: tab === 'users',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const purchaseTab = tab === 'onPremise' || tab === 'billings' ? tab : 'billings';
  const purchases = useQuery({
    queryKey: ['admin', 'purchases', purchaseListQuery(purchaseTab, filters[purchaseTab], search, page)],
    queryFn: ({ signal }) => fetchPurchases(purchaseListQuery(purchaseTab, filters[purchaseTab], search, page), signal),
    enabled: tab === 'onPremise' || tab === 'billings',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] &&
      (previousQuery.queryKey[2] as { onPremise: string }).onPremise === (tab === 'onPremise' ? 'true' : 'false')
        ? previous
        : undefined,
    retry: false,
  });
  const payments = useQuery({
    queryKey: ['admin', 'payments', paymentListQuery(filters.payments, page)],
    queryFn: ({ signal }) => fetchPayments(paymentListQuery(filters.payments, page), signal),
    enabled: tab === 'payments',
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { users, purchases, payments, current: tab === 'users' ? users : tab === 'payments' ? payments : purchases };
}

/**
 * The console's state (`admin-state.ts`), its lists, and the downloads: the export dialog's run and
 * the Payment History workbook with its progress.
 */
export function useAdminPage() {
  const [state, dispatch] = useReducer(adminReducer, useLocation().search, adminStateFromSearch);
  const { tab, filters, search } = state;

  // The debounced search: the list follows the box 800 ms after the last key, from the first page.
  useEffect(() => {
    if (state.searchInput === state.search) return;
    const timer = window.setTimeout(() => dispatch({ type: 'searchSettled' }), DEBOUNCE_MS.adminSearch);
    return () => window.clearTimeout(timer);
  }, [state.searchInput, state.search]);

  const lists = useAdminLists(state);

  const runExport: ExportRun = (range, includeOther, onProgress, signal) => {
    if (tab === 'users')
      return downloadExport({ kind: 'users', query: userFileQuery({ ...filters.users, ...range }, search) }, onProgress, signal);
    if (tab === 'payments') return downloadExport({ kind: 'payments', query: range }, onProgress, signal);
    return downloadExport(
      { kind: 'purchases', query: purchaseFileQuery(tab, { ...filters[tab], ...range }, search, includeOther) },
      onProgress,
      signal,
    );
  };
  const downloadPayments = async () => {
    dispatch({ type: 'download', bytes: 0 });
    try {
      await downloadExport({ kind: 'payments', query: paymentFileQuery(filters.payments) }, (bytes) =>
        dispatch({ type: 'download', bytes }),
      );
      dispatch({ type: 'download', bytes: null });
    } catch (error) {
      dispatch({ type: 'download', bytes: null, error });
    }
  };
  return { state, dispatch, ...lists, runExport, downloadPayments };
}
