import { describe, expect, it } from 'vitest';
import { CONTENT, contentCallPath, contentQueryString, pagePlan } from './content-requests';

describe('content requests', () => {
  it('writes the Strapi v4 query the web sends', () => {
    expect(contentQueryString('ka', CONTENT.settings)).toBe('locale=ka');
    expect(contentCallPath('en', CONTENT.home)).toBe('/api/home?locale=en&populate%5B0%5D=products');
    expect(contentCallPath('ru', CONTENT.solution('orioni-erp'))).toBe(
      '/api/solutions?locale=ru&populate%5B0%5D=product&filters%5Bslug%5D%5B%24eq%5D=orioni-erp',
    );
    // a slug is a value, never query syntax
    expect(contentQueryString('ka', CONTENT.solution('a&locale=en'))).toContain('a%26locale%3Den');
  });

  it('plans each public path of spec section 2', () => {
    for (const path of ['/', '/solutions', '/home', '/solutions/']) {
      expect(pagePlan(path)?.page, path).toBe('home-page');
    }
    const solution = pagePlan('/solutions/orioni%20erp')!;
    expect(solution.page).toBe('solution-page');
    expect(solution.content[0]).toEqual(CONTENT.solution('orioni erp'));
    expect(solution.heroImage).toEqual({ request: 0, field: ['heroImage'] });
    expect(pagePlan('/services')?.content).toContain(CONTENT.services);
    expect(pagePlan('/hardware')?.content).toContain(CONTENT.hardwares);
    expect(pagePlan('/faq/isOffer')?.content).toEqual([CONTENT.faq]);
    expect(pagePlan('/terms-of-use')?.content).toEqual([CONTENT.terms]);
    expect(pagePlan('/offer/isOffer')?.content).toContain(CONTENT.offerProducts);
  });

  it('plans the cart for signed-in visitors only', () => {
    expect(pagePlan('/cart')).toEqual({ page: 'cart-page', content: [CONTENT.cart], signedIn: true });
    expect(pagePlan('/faq')?.signedIn).toBeUndefined();
  });

  it("plans the customer's lists for signed-in visitors only, on their plain paths", () => {
    expect(pagePlan('/currentproducts')).toEqual({ page: 'current-products-page', content: [], signedIn: true });
    expect(pagePlan('/transactionHistory')).toEqual({ page: 'transaction-history-page', content: [], signedIn: true });
    expect(pagePlan('/transactionHistory/default/id/7')).toBeNull();
  });

  it('plans the admin console for staff only', () => {
    expect(pagePlan('/admin')).toEqual({ page: 'admin-page', content: [], signedIn: true, staff: true });
    expect(pagePlan('/admin/dashboard')).toEqual({ page: 'dashboard-page', content: [], signedIn: true, staff: true });
    expect(pagePlan('/admin/integrations')).toEqual({ page: 'integrations-page', content: [], signedIn: true, staff: true });
    expect(pagePlan('/admin/integrations/')).toEqual({ page: 'integrations-page', content: [], signedIn: true, staff: true });
    expect(pagePlan('/admin/users')).toBeNull();
  });

  it('plans nothing for the other pages behind a login, unknown paths or a broken slug', () => {
    for (const path of ['/profile', '/offer', '/nothing', '/solutions/a/b', '/solutions/%E0%A4%A']) {
      expect(pagePlan(path), path).toBeNull();
    }
  });
});
