import { expect, test, type Page } from '@playwright/test';
import { saveCardByRequest } from '../billing/saved-card';
import { openPage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';
import { buyCart, customerWithCart } from './customer';

/**
 * Issue 32 item 11: focus is never lost to the page body after a sign-in, Next in the mobile
 * checkout or a language switch, and Pay now closed at 375 px returns focus to a button on screen.
 * Keys only, once the journey's first control has focus.
 */

/** What has focus: 'body', or the element's class list, name or test id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    return [element.tagName.toLowerCase(), element.className, element.getAttribute('name') ?? '', element.dataset.testid ?? ''].join('|');
  });

for (const [label, viewport, expected] of [
  ['desktop', VIEWPORTS.desktop, 'account__button'],
  ['mobile', VIEWPORTS.mobile, 'site-header__burger'],
] as const) {
  test(`issue 32 item 11: after a keyboard sign-in focus lands on the header's account control, not the body (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
    const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
    await openPage(page, '/?auth=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="username"]').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focused(page)).toContain(expected);
  });
}

test('issue 32 item 11: a language chosen with the keyboard leaves focus on the language selector', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openPage(page, '/');
  await page.locator('.site-header .lang__button').focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('button', { name: 'English' });
  await expect(english).toBeVisible();
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => focused(page)).toContain('lang__button');
});

test('issue 32 item 11: Next in the mobile checkout moves focus into the payer form', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
  const token = await loginViaApi(page, email, password);
  expect(
    (
      await page.request.put('/api/product/cart?productKey=ORIONI_RETAIL_M1&quantity=1', { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);
  await openPage(page, '/cart');
  await page.getByTestId('cart-next').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-button')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('#checkout-form') && document.activeElement?.tagName === 'INPUT')),
    )
    .toBe(true);
});

test('issue 32 item 11: Pay now closed with Escape at 375 px returns focus to its button, on screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(VIEWPORTS.mobile);
  const auth = await customerWithCart(page, 'Focus');
  const itemId = await buyCart(page, auth, 'Nino Focus');
  await saveCardByRequest(page.request, auth, '4000 0000 0000 0002');
  const pass = await page.request.post('/api/dev/billing/run', {
    headers: auth,
    data: { backdate: { purchasedItemId: itemId, periods: 2 } },
  });
  expect(pass.status(), await pass.text()).toBe(200);

  await openPage(page, '/currentproducts/default/id/billing');
  const payNow = page.getByTestId(`pay-${itemId}`);
  await expect(payNow).toBeVisible();
  await payNow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(payNow).toBeFocused();
  // The returned focus is drawn inside the window, not below it.
  await expect
    .poll(() =>
      payNow.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
});
