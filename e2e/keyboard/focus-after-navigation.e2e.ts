import { expect, test, type Page } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/app';
import { tabTo } from '../support/keyboard';
import { customerWithCart } from './customer';

/**
 * Issue 32 item 11: after an in-app navigation with the keyboard — Go to cart in the header cart (the
 * header's cart link on a phone) and Current products in the account menu (the menu dialog on a phone)
 * — focus is on the new page's main heading, drawn inside the window, not on the page body. Keys only.
 */

/** The new page's heading has focus and is drawn inside the window. */
async function expectHeadingFocused(page: Page, name: string, what: string): Promise<void> {
  const heading = page.locator('#main h1');
  await expect(heading, `${what}: the new page's heading`).toHaveText(name);
  await expect(heading, `${what}: focus is on the new page's heading`).toBeFocused();
  await expect
    .poll(
      () =>
        heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
        }),
      { message: `${what}: the focused heading is inside the window` },
    )
    .toBe(true);
}

for (const [label, viewport] of [
  ['1440', VIEWPORTS.desktop],
  ['375', VIEWPORTS.mobile],
] as const) {
  test(`issue 32 item 11: at ${label} px, Go to cart and the account menu's Current products move focus to the new page's heading, on screen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const mobile = viewport.width < 900;
    await page.setViewportSize(viewport);
    await customerWithCart(page, 'Focus');
    await openPage(page, '/');

    // The header cart: on a desktop its dropdown's Go to cart, on a phone the header's cart link.
    if (mobile) {
      await tabTo(page, page.getByRole('link', { name: 'Cart, 1 item' }));
    } else {
      await tabTo(page, page.getByRole('button', { name: 'Cart, 1 item' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.locator('#header-cart-panel').getByRole('link', { name: 'Go to cart' }));
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expectHeadingFocused(page, 'Cart', 'after Go to cart');

    // The account menu (inside the menu dialog on a phone): Current products.
    if (mobile) {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { back: true });
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Main navigation' });
      await tabTo(page, menu.getByRole('link', { name: 'Current products' }));
    } else {
      await tabTo(page, page.getByRole('button', { name: 'Account: Nino Focus' }), { back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: 'Current products' }));
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/currentproducts$/);
    await expectHeadingFocused(page, 'Current products', 'after Current products');
  });
}
