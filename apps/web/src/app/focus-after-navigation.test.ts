import { describe, expect, it } from 'vitest';
import { pageFocusKey } from './focus-after-navigation';

describe('which navigations move focus (issue 32 item 11)', () => {
  it('issue 32 item 11: another page is another key; a dialog item, tab or step of the same page is not', () => {
    expect(pageFocusKey('/cart')).not.toBe(pageFocusKey('/currentproducts'));
    expect(pageFocusKey('/currentproducts')).toBe(pageFocusKey('/currentproducts/default/id/12'));
    expect(pageFocusKey('/transactionHistory/default/id/3')).toBe(pageFocusKey('/transactionHistory/default/id/0'));
    expect(pageFocusKey('/cart')).toBe(pageFocusKey('/cart/default/addCard'));
    expect(pageFocusKey('/profile')).toBe(pageFocusKey('/profile/default'));
    expect(pageFocusKey('/')).toBe(pageFocusKey('/home'));
    expect(pageFocusKey('/')).toBe(pageFocusKey('/solutions'));
    expect(pageFocusKey('/solutions/retail')).not.toBe(pageFocusKey('/solutions/accounting'));
    expect(pageFocusKey('/solutions/retail')).not.toBe(pageFocusKey('/'));
    expect(pageFocusKey('/faq')).not.toBe(pageFocusKey('/terms-of-use'));
  });
});
