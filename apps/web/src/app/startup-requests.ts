import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY, fetchCart } from '@/features/cart/api/cart-query';
import { answer, api, getToken, storeToken } from '@/lib/api-client';
import { storedLanguage } from '@/lib/i18n';
import { CARD_QUERY_KEY, fetchCard } from '@/lib/saved-card';
import { USER_QUERY_KEY } from '@/lib/session';

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
  // The cart's names are in the page's language (decision 26): a browser showing another asks again.
  if (inlined?.language && inlined.language !== storedLanguage()) delete inlined.cart;
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
  ] as const) {
    if (!isEnvelope(body)) continue;
    queryClient.setQueryData(key, body.data);
    seeded.add(name);
  }
  return seeded;
}

/**
 * The signed-in answers the server put in a signed-in page (`#initial-session`, issue 14): the
 * bodies of GET /api/user, /api/product/cart and /api/payment/card as those routes sent them for
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

const isEnvelope = (body: unknown): body is { data: unknown } => typeof body === 'object' && body !== null && 'data' in body;
