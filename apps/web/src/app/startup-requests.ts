import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { OVERDUE_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/features/billing/api/billing-api';
import { CART_QUERY_KEY, fetchCart } from '@/features/cart/api/cart-query';
import { PAYMENT_HISTORY_QUERY_KEY } from '@/features/history/api/history-api';
import { answer, api, getToken, storeToken } from '@/lib/api-client';
import { storedLanguage } from '@/lib/i18n';
import { CARD_QUERY_KEY, fetchCard } from '@/lib/saved-card';
import { USER_QUERY_KEY } from '@/lib/session';

/**
 * The console's first list's query key: `['admin', 'users', userListQuery(EMPTY_FILTERS.users, '', 0)]`
 * of its page (every unset filter '', as the console sends it), written out: the console's filter
 * module would bring its date helpers into the entry (startup-requests.test.ts holds them equal).
 */
export const FIRST_ADMIN_USERS_KEY = [
  'admin',
  'users',
  { status: '', customerType: '', query: '', fromDate: '', toDate: '', offset: 0, limit: PAGE_SIZES.admin },
] as const;

/** Pages that show the saved card on their first screen. */
const CARD_PAGES = /^\/(cart|currentproducts)(\/|$)/;

/**
 * Starts, at once and side by side, the signed-in requests the first screen needs — the user, the
 * cart (the header's badge and the cart page) and, on the cart and current products pages, the saved
 * card — while the page's chunk is still loading; or takes them from the page itself, where the
 * server put them. Without this they formed a waterfall: the card
 * was asked for only after the user had arrived and the page had rendered (issue 14). The answers
 * land in the query cache under the keys the components read; a failure is left to them as before.
 */
export function startSignedInRequests(queryClient: QueryClient, pathname: string): void {
  const inlined = takeInitialSession();
  if (inlined?.token) storeToken(inlined.token);
  const token = getToken();
  if (!token) return;
  // The names are in the page's language (decision 26): a browser showing another asks again.
  if (inlined?.language && inlined.language !== storedLanguage()) {
    delete inlined.cart;
    delete inlined.products;
    delete inlined.subscriptions;
    delete inlined.history;
    delete inlined.dashboard;
  }
  const seeded = inlined ? seedSignedInAnswers(queryClient, token, inlined) : new Set<string>();
  const start = (name: string, key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<unknown>) => {
    if (!seeded.has(name)) void queryClient.prefetchQuery({ queryKey: key, queryFn: ({ signal }) => fetch(signal) });
  };
  start('user', [...USER_QUERY_KEY, token], (signal) => answer(api.GET('/api/user', { signal })));
  start('cart', CART_QUERY_KEY, fetchCart);
  if (CARD_PAGES.test(pathname)) start('card', CARD_QUERY_KEY, fetchCard);
}

/**
 * Puts the signed-in answers a page came with into the query cache, under the keys the components
 * read: in the browser before the first render, and on the server before it renders the same page
 * (so both render the same markup). Returns which of them were there.
 */
export function seedSignedInAnswers(queryClient: QueryClient, token: string, answers: InitialSession): Set<string> {
  const seeded = new Set<string>();
  for (const [name, key, body] of [
    ['user', [...USER_QUERY_KEY, token], answers.user],
    ['cart', CART_QUERY_KEY, answers.cart],
    ['card', CARD_QUERY_KEY, answers.card],
    // Current products opens on its on-premise tab, first page, no search (`useProductsList`'s key).
    ['products', [...PRODUCTS_QUERY_KEY, 'onPremise', '', 0, PAGE_SIZES.billing], answers.products],
    // The subscriptions its Subscriptions tab's overdue badge is counted from (`OVERDUE_QUERY_KEY`).
    ['subscriptions', OVERDUE_QUERY_KEY, answers.subscriptions],
    // The history's first page of 10 (the transaction history page's key).
    ['history', [...PAYMENT_HISTORY_QUERY_KEY, 0, PAGE_SIZES.history], answers.history],
    // The console's users tab, unfiltered, first page (staff alone: the server sends it to no one else).
    ['adminUsers', FIRST_ADMIN_USERS_KEY, answers.adminUsers],
    // `DASHBOARD_QUERY_KEY` of the dashboard's API module, not imported: its downloads stay out of the entry.
    ['dashboard', ['admin', 'dashboard'], answers.dashboard],
  ] as const) {
    if (!isEnvelope(body)) continue;
    queryClient.setQueryData(key, body.data);
    seeded.add(name);
  }
  // The subscriptions' first page (Subscriptions opens first while one is overdue) is the first
  // rows of the same answer: the same list in the same order.
  const subscriptions = answers.subscriptions;
  if (isEnvelope(subscriptions) && isPage(subscriptions.data)) {
    const { list, count } = subscriptions.data;
    queryClient.setQueryData([...PRODUCTS_QUERY_KEY, 'billing', '', 0, PAGE_SIZES.billing], {
      list: list.slice(0, PAGE_SIZES.billing),
      count,
    });
  }
  // On mobile the history shows 3 a page: the newest 3 of the same answer are its first page.
  const history = answers.history;
  if (isEnvelope(history) && isPage(history.data)) {
    const { list, count } = history.data;
    queryClient.setQueryData([...PAYMENT_HISTORY_QUERY_KEY, 0, PAGE_SIZES.historyMobile], {
      list: list.slice(0, PAGE_SIZES.historyMobile),
      count,
    });
  }
  return seeded;
}

/**
 * The signed-in answers the server put in a signed-in page (`#initial-session`, issue 14): the
 * bodies of GET /api/user, /api/product/cart and /api/payment/card (and a list page's first list,
 * issue 30 item 1) as those routes sent them for
 * the session in the `token` cookie, and the session's new token when asking rotated it. Read once
 * and removed, so nothing personal stays in the document.
 */
export interface InitialSession {
  token?: string;
  /** The language the answers' names are in (the page's). */
  language?: string;
  user?: unknown;
  cart?: unknown;
  card?: unknown;
  /** GET /api/user/report/purchase-history?onPremise=true, first page (current products). */
  products?: unknown;
  /** GET /api/user/report/purchase-history?onPremise=false, first 100 (current products' overdue badge). */
  subscriptions?: unknown;
  /** GET /api/user/report/payment-history, first page of 10 (transaction history). */
  history?: unknown;
  /** GET /api/admin/user/list, unfiltered first page (the admin console, for staff). */
  adminUsers?: unknown;
  /** GET /api/admin/dashboard (the revenue dashboard, for staff). */
  dashboard?: unknown;
}

function takeInitialSession(): InitialSession | null {
  const element = document.getElementById('initial-session');
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return typeof parsed === 'object' && parsed !== null ? (parsed as InitialSession) : null;
  } catch {
    return null;
  }
}

const isPage = (data: unknown): data is { list: unknown[]; count: number } =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as { list?: unknown }).list) &&
  typeof (data as { count?: unknown }).count === 'number';

const isEnvelope = (body: unknown): body is { data: unknown } => typeof body === 'object' && body !== null && 'data' in body;
