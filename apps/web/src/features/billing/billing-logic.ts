import type { BillingItem } from '@orioni/contracts/entities';
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

/**
 * The route's `{id}` (decision 1): `0` is no item on the on-premise tab, `billing` no item on the
 * billing tab, a positive number that item (its tab is known once it is found).
 */
export function parseRouteId(id: string | undefined): { tab: ProductsTab; itemId: number | null } {
  if (id === 'billing') return { tab: 'billing', itemId: null };
  const n = Number(id);
  if (id && /^\d+$/.test(id) && Number.isSafeInteger(n) && n > 0) return { tab: 'billing', itemId: n };
  return { tab: 'onPremise', itemId: null };
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

/** The saved place, read once and forgotten; null when nothing (or nothing valid) was saved. */
export function takePlace(): SavedPlace | null {
  const item = local.get(STORAGE_KEYS.activeBillingItem);
  const rawOffset = local.get(STORAGE_KEYS.offset);
  const offset = Number(rawOffset);
  const limit = Number(local.get(STORAGE_KEYS.limit));
  for (const key of [STORAGE_KEYS.activeBillingItem, STORAGE_KEYS.offset, STORAGE_KEYS.limit]) local.remove(key);
  if (item === null && rawOffset === null) return null;
  const itemId = item && /^\d+$/.test(item) ? Number(item) : null;
  return {
    itemId,
    offset: Number.isSafeInteger(offset) && offset >= 0 ? offset : 0,
    limit: Number.isSafeInteger(limit) && limit > 0 && limit <= 100 ? limit : 0,
  };
}
