import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cardReturnUrls,
  parseRouteId,
  payFailureOf,
  personalUrlOf,
  productsPath,
  rowState,
  savePlace,
  tabOf,
  takePlace,
} from './billing-logic';

describe('row state (spec section 2, decision 6)', () => {
  const monthly = { period: 'M1' as const, status: 'ACTIVE' as const };
  it('is overdue from the due day (0) on, and cancelable before it', () => {
    expect(rowState({ ...monthly, overdueDays: null })).toBe('cancelable');
    expect(rowState({ ...monthly, overdueDays: 0 })).toBe('overdue');
    expect(rowState({ ...monthly, overdueDays: 12 })).toBe('overdue');
    expect(rowState({ ...monthly, overdueDays: -1 })).toBe('cancelable');
    expect(rowState({ period: 'Y1', status: 'ACTIVE', overdueDays: null })).toBe('cancelable');
  });
  it('shows a cancelled subscription as canceling or ended, never cancelable or payable', () => {
    expect(rowState({ ...monthly, status: 'CANCELING', overdueDays: null })).toBe('canceling');
    expect(rowState({ ...monthly, status: 'CANCELING', overdueDays: 3 })).toBe('canceling');
    expect(rowState({ ...monthly, status: 'CANCELED', overdueDays: null })).toBe('ended');
  });
  it('offers nothing on an on-premise licence', () => {
    expect(rowState({ period: 'PREMISE', status: 'ACTIVE', overdueDays: null })).toBe('licence');
    expect(rowState({ period: 'PREMISE', status: 'ACTIVE', overdueDays: 4 })).toBe('licence');
  });
  it('puts licences on the on-premise tab and subscriptions on billing', () => {
    expect(tabOf({ period: 'PREMISE' })).toBe('onPremise');
    expect(tabOf({ period: 'M1' })).toBe('billing');
    expect(tabOf({ period: 'Y1' })).toBe('billing');
  });
});

describe('route id (decision 1)', () => {
  it('reads 0, billing and an item id (whose tab is found later)', () => {
    expect(parseRouteId('0')).toEqual({ tab: 'onPremise', itemId: null });
    expect(parseRouteId(undefined)).toEqual({ tab: 'onPremise', itemId: null });
    expect(parseRouteId('billing')).toEqual({ tab: 'billing', itemId: null });
    expect(parseRouteId('42')).toEqual({ tab: null, itemId: 42 });
  });
  it('treats anything else as no item on the on-premise tab', () => {
    for (const id of ['-3', '4.5', 'abc', '1e3', '99999999999999999999', 'Billing', ' 7'])
      expect(parseRouteId(id)).toEqual({ tab: 'onPremise', itemId: null });
  });
  it('writes the paths it reads', () => {
    expect(productsPath('default', 'onPremise')).toBe('/currentproducts/default/id/0');
    expect(productsPath('isOffer', 'billing')).toBe('/currentproducts/isOffer/id/billing');
    expect(productsPath('default', 17)).toBe('/currentproducts/default/id/17');
    for (const target of ['onPremise', 'billing'] as const)
      expect(parseRouteId(productsPath('default', target).split('/').pop())).toMatchObject({ tab: target });
  });
  it('comes back from the bank to the item with productId=success|failure (decision 7)', () => {
    expect(cardReturnUrls('default', 5)).toEqual({
      success: '/currentproducts/default/id/5?productId=success',
      failure: '/currentproducts/default/id/5?productId=failure',
    });
    expect(cardReturnUrls('isOffer', null).success).toBe('/currentproducts/isOffer/id/billing?productId=success');
  });
});

describe('Pay now failures', () => {
  it('asks for a card without one, offers another when the bank refuses, else shows the error', () => {
    expect(payFailureOf('CARD_REQUIRED')).toBe('needsCard');
    for (const key of ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'PAYMENT_FAILED']) expect(payFailureOf(key)).toBe('declined');
    for (const key of ['NOT_OVERDUE', 'SERVICE_UNAVAILABLE', undefined]) expect(payFailureOf(key)).toBe('other');
  });
});

describe('personal URL from the notes', () => {
  it('takes the first web address, with https assumed for a bare host', () => {
    expect(personalUrlOf('https://nino-beridze.orioni.ge')).toEqual({
      href: 'https://nino-beridze.orioni.ge/',
      text: 'https://nino-beridze.orioni.ge',
    });
    expect(personalUrlOf('Portal: https://acme.orioni.ge/portal?x=1, set up in May.')).toEqual({
      href: 'https://acme.orioni.ge/portal?x=1',
      text: 'https://acme.orioni.ge/portal?x=1',
    });
    expect(personalUrlOf('  acme.orioni.ge/db ')?.href).toBe('https://acme.orioni.ge/db');
    expect(personalUrlOf('http://old.example.ge and https://new.example.ge')?.href).toBe('http://old.example.ge/');
  });
  it('shows nothing for empty notes, plain words or a script address', () => {
    for (const notes of [null, undefined, '', '   ', 'called on 12.03, will pay later', 'javascript:alert(1)', 'nino@orioni.ge'])
      expect(personalUrlOf(notes)).toBeNull();
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

  it('is stored under the spec keys and comes back once, with the item, offset and limit', () => {
    savePlace({ itemId: 17, offset: 20, limit: 10 });
    expect(Object.fromEntries(store)).toEqual({ activeBillingItem: '17', offset: '20', limit: '10' });
    expect(takePlace(10)).toEqual({ itemId: 17, offset: 20, limit: 10 });
    expect(takePlace(10)).toBeNull();
    expect(store.size).toBe(0);
  });
  it('keeps "no item" as no item', () => {
    savePlace({ itemId: null, offset: 10, limit: 10 });
    expect(takePlace(10)).toEqual({ itemId: null, offset: 10, limit: 10 });
  });
  it('falls back to the first page for values that are not a page (hand-edited storage)', () => {
    savePlace({ itemId: null, offset: 0, limit: 10 });
    store.set('activeBillingItem', 'abc');
    store.set('offset', '-5');
    store.set('limit', '100000');
    expect(takePlace(10)).toEqual({ itemId: null, offset: 0, limit: 10 });
  });
  it('keeps the offset on a page boundary', () => {
    store.set('offset', '25');
    store.set('limit', '10');
    expect(takePlace(10)).toEqual({ itemId: null, offset: 20, limit: 10 });
  });
});
