import {
  adminUserListQuerySchema,
  adminUserSchema,
  billingItemSchema,
  cartItemSchema,
  dashboardSchema,
  dataEnvelope,
  listEnvelope,
  paymentSchema,
  savedCardResultSchema,
  userInfoResponseSchema,
} from '@orioni/contracts';
import type { Language } from '@orioni/contracts/constants';
import type { PageName } from '@orioni/contracts/content-requests';
import { PAGE_SIZES } from '@orioni/contracts/spec-constants';
import { z } from 'zod';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SessionService } from '../accounts/session.service.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CardService } from '../payments/cards.service.ts';
import type { DashboardService } from '../reports/dashboard.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';

/** The services the answers come from: those the signed-in routes of these pages ask. */
export interface SignedInAnswerServices {
  sessions: SessionService;
  accounts: AccountsService;
  cart: CartService;
  cards: CardService;
  reports: ReportsService;
  admin: AdminService;
  dashboard: DashboardService;
}

/** The session's token (as the cookie had it) and the answers, as `#initial-session` carries them. */
export interface SignedInAnswers {
  token: string;
  answers: Record<string, unknown>;
  /**
   * A staff page asked with a session of another role: no answers and no first screen (the page is
   * served as to a visitor without answers); only the session's new token when asking rotated it,
   * which the browser must have (the old one lapses after the grace period).
   */
  denied?: true;
}

const cartAnswer = dataEnvelope(z.array(cartItemSchema));
const cardAnswer = dataEnvelope(savedCardResultSchema);
const productsAnswer = listEnvelope(billingItemSchema);
const historyAnswer = listEnvelope(paymentSchema);

/** The first page of the customer's lists, as the pages ask for it on their first render. */
export const FIRST_PRODUCTS_PAGE = { onPremise: true, offset: 0, limit: PAGE_SIZES.billing } as const;
/**
 * The customer's subscriptions, as current products asks for them to count the overdue ones for its
 * Subscriptions tab's badge (issue 39 item 23; the web's `countOverdue`: the API's largest page).
 */
export const OVERDUE_COUNT_PAGE = { onPremise: false, offset: 0, limit: 100 } as const;
export const FIRST_HISTORY_PAGE = { offset: 0, limit: PAGE_SIZES.history } as const;

const adminUsersAnswer = listEnvelope(adminUserSchema);
const dashboardAnswer = dataEnvelope(dashboardSchema);

/**
 * The console's first list (its users tab, unfiltered, first page) as the console asks for it: every
 * unset filter as '' (decision 13), parsed by the route's own query schema.
 */
export const FIRST_ADMIN_USERS_QUERY = {
  status: '',
  customerType: '',
  query: '',
  fromDate: '',
  toDate: '',
  offset: '0',
  limit: String(PAGE_SIZES.admin),
} as const;

/** Pages for staff alone (their routes are in the admin scope): a session of any other role gets no answers. */
const STAFF_PAGES: ReadonlySet<PageName> = new Set(['admin-page', 'dashboard-page', 'integrations-page']);

/** Pages that show the saved card on their first screen (as the web's `CARD_PAGES`). */
const CARD_PAGES: ReadonlySet<PageName> = new Set(['cart-page', 'current-products-page']);

/**
 * A signed-in page's first answers (issue 14; and, for a staff session, the console's first list of
 * customers, GET /api/admin/user/list, or the revenue dashboard, GET /api/admin/dashboard): what GET /api/user, /api/product/cart and (on the
 * cart and current products) /api/payment/card answer for the session of `token` (the `token`
 * cookie), with the page's own first list (issue 30 item 1: current products' on-premise licences,
 * GET /api/user/report/purchase-history?onPremise=true; the transaction history's payments, GET
 * /api/user/report/payment-history), from the same services
 * and through the same response schemas as those routes, so the page renders without a round trip
 * of its own. The session is resolved as the auth plugin does: it slides, and when it rotates the
 * new token goes with the answers (the browser stores it, as after any answer). Null when the
 * session is not live. Names are in `language`, the page's own (decision 26), never the account's.
 *
 * The routes themselves are not asked (`app.inject`): their fake requests and replies went through
 * the same hooks as real ones and made that code polymorphic, which cost the content API a sixth of
 * its throughput for the rest of the process's life.
 */
export async function signedInAnswers(
  services: SignedInAnswerServices,
  token: string,
  language: Language,
  page: PageName = 'cart-page',
): Promise<SignedInAnswers | null> {
  const session = await services.sessions.resolve(token);
  if (!session) return null;
  const { user } = session;
  // As the admin scope's guard: staff pages answer staff alone (a customer's page renders as before, from nothing).
  if (STAFF_PAGES.has(page) && user.role !== 'ADMIN')
    return session.renewedToken ? { token, answers: { token: session.renewedToken }, denied: true } : null;
  const [info, items, card, products, subscriptions, history, adminUsers, dashboard] = await Promise.all([
    services.accounts.getUser(user.id),
    services.cart.items(user.id, language),
    CARD_PAGES.has(page) ? services.cards.current(user.id) : undefined,
    page === 'current-products-page' ? services.reports.purchaseHistory(user.id, language, FIRST_PRODUCTS_PAGE) : undefined,
    page === 'current-products-page' ? services.reports.purchaseHistory(user.id, language, OVERDUE_COUNT_PAGE) : undefined,
    page === 'transaction-history-page' ? services.reports.paymentHistory(user.id, language, FIRST_HISTORY_PAGE) : undefined,
    page === 'admin-page' ? services.admin.users(adminUserListQuerySchema.parse(FIRST_ADMIN_USERS_QUERY)) : undefined,
    page === 'dashboard-page' ? services.dashboard.dashboard(language) : undefined,
  ]);
  return {
    token,
    answers: {
      ...(session.renewedToken ? { token: session.renewedToken } : {}),
      // The language the names are in: the page seeds its cart only when it shows that language.
      language,
      user: userInfoResponseSchema.parse({ data: info }),
      cart: cartAnswer.parse({ data: items }),
      ...(card !== undefined ? { card: cardAnswer.parse({ data: card }) } : {}),
      ...(products ? { products: productsAnswer.parse({ data: products }) } : {}),
      ...(subscriptions ? { subscriptions: productsAnswer.parse({ data: subscriptions }) } : {}),
      ...(history ? { history: historyAnswer.parse({ data: history }) } : {}),
      ...(adminUsers ? { adminUsers: adminUsersAnswer.parse({ data: adminUsers }) } : {}),
      ...(dashboard ? { dashboard: dashboardAnswer.parse({ data: dashboard }) } : {}),
    },
  };
}
