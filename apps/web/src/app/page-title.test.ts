import { describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '@/lib/shell-messages';
import { appPageTitleKey, composeTitle } from './page-title';

describe('page titles (issue 32 item 16)', () => {
  it('issue 32 item 16: the customer pages and the console name themselves, their dialog paths too; content pages are left to content', () => {
    expect(appPageTitleKey('/cart')).toBe('titleCart');
    expect(appPageTitleKey('/cart/default/success')).toBe('titleCart');
    expect(appPageTitleKey('/currentproducts/default/id/12')).toBe('currentProducts');
    expect(appPageTitleKey('/transactionHistory')).toBe('transactionHistory');
    expect(appPageTitleKey('/profile/isOffer')).toBe('profile');
    expect(appPageTitleKey('/admin')).toBe('admin');
    expect(appPageTitleKey('/')).toBeNull();
    expect(appPageTitleKey('/faq')).toBeNull();
    expect(appPageTitleKey('/cartoon')).toBeNull();
  });

  it('issue 32 item 16: a title is in the language on screen, page first, then the brand', () => {
    const title = (locale: 'ka' | 'en' | 'ru') => composeTitle(SHELL_MESSAGES[locale].brand, SHELL_MESSAGES[locale].titleCart);
    expect(title('ka')).toBe('კალათა — ორიონი');
    expect(title('en')).toBe('Cart — Orioni');
    expect(title('ru')).toBe('Корзина — Орион');
    expect(composeTitle('Orioni', undefined, 'Business software')).toBe('Orioni — Business software');
  });
});
