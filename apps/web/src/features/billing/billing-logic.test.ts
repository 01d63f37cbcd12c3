import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRouteId, rowState, savePlace, takePlace } from './billing-logic';

describe('row state (spec section 2, decision 6)', () => {
  const monthly = { period: 'M1' as const, status: 'ACTIVE' as const };
  it('is overdue from the due day (0) on, and cancelable before it', () => {
    expect(rowState({ ...monthly, overdueDays: null })).toBe('cancelable');
    expect(rowState({ ...monthly, overdueDays: 0 })).toBe('overdue');
    expect(rowState({ ...monthly, overdueDays: 12 })).toBe('overdue');
    expect(rowState({ ...monthly, overdueDays: -1 })).toBe('cancelable');
  });
  it('shows a cancelled subscription as canceling or ended, never cancelable or payable', () => {
    expect(rowState({ ...monthly, status: 'CANCELING', overdueDays: null })).toBe('canceling');
    expect(rowState({ ...monthly, status: 'CANCELING', overdueDays: 3 })).toBe('canceling');
    expect(rowState({ ...monthly, status: 'CANCELED', overdueDays: null })).toBe('ended');
  });
  it('offers nothing on an on-premise licence', () => {
    expect(rowState({ period: 'PREMISE', status: 'ACTIVE', overdueDays: null })).toBe('licence');
  });
});

describe('route id (decision 1)', () => {
  it('reads 0, billing and an item id', () => {
    expect(parseRouteId('0')).toEqual({ tab: 'onPremise', itemId: null });
    expect(parseRouteId(undefined)).toEqual({ tab: 'onPremise', itemId: null });
    expect(parseRouteId('billing')).toEqual({ tab: 'billing', itemId: null });
    expect(parseRouteId('42')).toEqual({ tab: 'billing', itemId: 42 });
  });
  it('treats anything else as no item', () => {
    for (const id of ['-3', '4.5', 'abc', '1e3', '99999999999999999999']) expect(parseRouteId(id).itemId).toBeNull();
  });
});

describe('the place kept across the card-adding redirect', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    };
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { window?: unknown }).window;
  });

  it('comes back once, with the item, offset and limit', () => {
    savePlace({ itemId: 17, offset: 20, limit: 10 });
    expect(takePlace()).toEqual({ itemId: 17, offset: 20, limit: 10 });
    expect(takePlace()).toBeNull();
  });
  it('ignores values that are not a page (hand-edited storage)', () => {
    savePlace({ itemId: null, offset: 0, limit: 10 });
    store.set('offset', '-5');
    store.set('limit', '100000');
    expect(takePlace()).toEqual({ itemId: null, offset: 0, limit: 0 });
  });
});
