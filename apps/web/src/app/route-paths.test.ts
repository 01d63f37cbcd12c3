import { describe, expect, it } from 'vitest';
import { hidesFooter, isMode, isOfferPath, transactionIdOf } from './route-paths';

describe('route helpers', () => {
  it('detects offer mode by the isOffer segment only', () => {
    expect(isOfferPath('/offer/isOffer')).toBe(true);
    expect(isOfferPath('/faq/isOffer')).toBe(true);
    expect(isOfferPath('/faq/default')).toBe(false);
    expect(isOfferPath('/isOfferings')).toBe(false);
  });

  it('accepts only the two mode values', () => {
    expect(isMode('default')).toBe(true);
    expect(isMode('isOffer')).toBe(true);
    expect(isMode('offer')).toBe(false);
    expect(isMode(undefined)).toBe(false);
  });

  it('hides the footer on every path under cart, profile, history and current products', () => {
    for (const p of [
      '/cart',
      '/cart/default/success',
      '/profile',
      '/profile/default',
      '/transactionHistory/isOffer/id/3',
      '/currentproducts',
    ]) {
      expect(hidesFooter(p), p).toBe(true);
    }
    for (const p of ['/', '/faq', '/cartoon', '/profiles']) expect(hidesFooter(p), p).toBe(false);
  });

  it('finds the payment id of a history deep link, 0 meaning none', () => {
    expect(transactionIdOf('/transactionHistory/default/id/42')).toBe('42');
    expect(transactionIdOf('/transactionHistory/isOffer/id/0')).toBeNull();
    expect(transactionIdOf('/transactionHistory')).toBeNull();
  });
});
