import { describe, expect, it } from 'vitest';
import { isOfferItem, isStandardItem } from './catalog-rules.ts';

describe('services variants by offerPage (R2.services.05, R2.services.06)', () => {
  it('standard variant: empty, standard or all', () => {
    expect([null, undefined, 'standard', 'all', 'offer'].map((v) => isStandardItem(v as never))).toEqual([true, true, true, true, false]);
  });
  it('offer variant: offer or all only', () => {
    expect([null, 'standard', 'all', 'offer'].map((v) => isOfferItem(v as never))).toEqual([false, false, true, true]);
  });
});
