import type { BillingItem } from '@orioni/contracts/entities';
import type { Mode } from '@orioni/contracts/constants';
import { webPaths } from '@orioni/contracts/web-paths';
import { STORAGE_KEYS, local } from '@/lib/storage';

export type ProductsTab = 'onPremise' | 'billing';

/** What a row offers (spec section 2, decision 6): `overdueDays` null means not yet due; 0 is due today and counts. */
export type RowState = 'overdue' | 'cancelable' | 'canceling' | 'ended' | 'licence';

export function rowState(item: Pick<BillingItem, 'status' | 'overdueDays' | 'period'>): RowState {
  if (item.period === 'PREMISE') return 'licence';
  if (item.status === 'CANCELED') return 'ended';
  if (item.status === 'CANCELING') return 'canceling';
  if (item.overdueDays !== null && item.overdueDays >= 0) return 'overdue';
  return 'cancelable';
}

/** The tab an item belongs to: licences on the on-premise tab, subscriptions on billing. */
export const tabOf = (item: Pick<BillingItem, 'period'>): ProductsTab => (item.period === 'PREMISE' ? 'onPremise' : 'billing');

/**
 * The route's `{id}` (decision 1): `0` (or nothing, or anything unreadable) is no item on the
 * on-premise tab, `billing` no item on the billing tab, a positive whole number that item, on the
 * tab it turns out to belong to (`tab` null until it is found).
 */
export type RouteId = { tab: ProductsTab; itemId: null } | { tab: null; itemId: number };

export function parseRouteId(id: string | undefined): RouteId {
  if (id === 'billing') return { tab: 'billing', itemId: null };
  const n = Number(id);
  if (id && /^\d+$/.test(id) && Number.isSafeInteger(n) && n > 0) return { tab: null, itemId: n };
  return { tab: 'onPremise', itemId: null };
}

/** The page's path for a tab or an item (the inverse of `parseRouteId`). */
export function productsPath(mode: Mode, target: ProductsTab | number): string {
  return webPaths.currentProduct(target === 'onPremise' ? 0 : target, mode);
}

/** Where the bank sends the customer back from its card page: this page, with `productId=success|failure` (decision 7). */
export function cardReturnUrls(mode: Mode, itemId: number | null): { success: string; failure: string } {
  const back = productsPath(mode, itemId ?? 'billing');
  return { success: `${back}?productId=success`, failure: `${back}?productId=failure` };
}

/** How a Pay now failure goes on: the rule every pay dialog shares. */
export { payFailureOf, type PayFailure } from '@/lib/pay-failure';

/**
 * The personal URL in the customer's notes (spec section 2): the first web address written there,
 * `https://` assumed for a bare host name. Anything that is not an http(s) address shows nothing,
 * so a note can never become a `javascript:` link.
 */
export function personalUrlOf(notes: string | null | undefined): { href: string; text: string } | null {
  if (!notes) return null;
  const found = /\bhttps?:\/\/[^\s<>"']+/i.exec(notes) ?? /(?:^|\s)((?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s<>"']*)?)/i.exec(notes);
  const raw = found ? (found[1] ?? found[0]).trim().replace(/[.,;:!?)\]]+$/, '') : '';
  if (!raw) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Shown as an address is written: without the slash the parser adds to a bare host.
    const text = url.pathname === '/' && !url.search && !url.hash ? url.href.slice(0, -1) : url.href;
    return { href: url.href, text };
  } catch {
    return null;
  }
}

/** Where the page was when the customer left for the bank's card page (spec section 2). */
export interface SavedPlace {
  itemId: number | null;
  offset: number;
  limit: number;
}

export function savePlace(place: SavedPlace): void {
  local.set(STORAGE_KEYS.activeBillingItem, place.itemId === null ? '' : String(place.itemId));
  local.set(STORAGE_KEYS.offset, String(place.offset));
  local.set(STORAGE_KEYS.limit, String(place.limit));
}

/**
 * The saved place, read once and forgotten; null when nothing was saved. Values that are not a
 * page (hand-edited storage) fall back to the first page of `defaultLimit` rows; the offset is
 * kept on a page boundary.
 */
export function takePlace(defaultLimit: number): SavedPlace | null {
  const item = local.get(STORAGE_KEYS.activeBillingItem);
  const rawOffset = local.get(STORAGE_KEYS.offset);
  const rawLimit = local.get(STORAGE_KEYS.limit);
  for (const key of [STORAGE_KEYS.activeBillingItem, STORAGE_KEYS.offset, STORAGE_KEYS.limit]) local.remove(key);
  if (item === null && rawOffset === null && rawLimit === null) return null;
  const itemNumber = Number(item);
  const itemId = item && /^\d+$/.test(item) && Number.isSafeInteger(itemNumber) && itemNumber > 0 ? itemNumber : null;
  const parsedLimit = Number(rawLimit);
  const limit = rawLimit && Number.isSafeInteger(parsedLimit) && parsedLimit > 0 && parsedLimit <= 100 ? parsedLimit : defaultLimit;
  const parsedOffset = Number(rawOffset);
  const offset = rawOffset && Number.isSafeInteger(parsedOffset) && parsedOffset >= 0 ? Math.floor(parsedOffset / limit) * limit : 0;
  return { itemId, offset, limit };
}
