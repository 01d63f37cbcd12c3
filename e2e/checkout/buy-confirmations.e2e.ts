import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, openPage } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';

/**
 * Issue 26 items 5, 6 and 15 (the buy dialog's parts): a plain support bought again sends quantity 0
 * (R4.qty.03); Support Plus asks when Standard support is in the cart and Standard support is
 * blocked by Support Plus (R3.product.20, R4.buy.03, R4.buy.04); a hardware dialog speaks of a
 * one-time price; the "best offer" badge stays on one line at 375 px.
 */

async function signIn(page: Page, language: 'EN' | 'KA'): Promise<Record<string, string>> {
  await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
  const { email, password } = await registerAndVerify(page.request, { language, firstName: 'Lela', lastName: 'Support' });
  const token = await loginViaApi(page, email, password);
  return { authorization: `Bearer ${token}` };
}

async function cartLines(page: Page, headers: Record<string, string>): Promise<Record<string, number>> {
  const answer = await page.request.get('/api/product/cart', { headers });
  expect(answer.ok()).toBe(true);
  const items = ((await answer.json()) as { data: { product: { productKey: string }; quantity: number }[] }).data;
  return Object.fromEntries(items.map((i) => [i.product.productKey, i.quantity]));
}

/** The quantities the page sends with PUT product/cart, in order. */
function sentQuantities(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/product/cart')) {
      const url = new URL(r.url());
      sent.push(`${url.searchParams.get('productKey')}=${url.searchParams.get('quantity')}`);
    }
  });
  return sent;
}

async function addThroughDialog(page: Page, priceKey: string, button = 'Add to cart'): Promise<void> {
  const dialog = page.getByTestId('add-to-cart-modal');
  await expect(dialog).toBeVisible();
  await page.getByTestId(`price-${priceKey}`).click();
  await expect(page.getByTestId('add-to-cart')).toHaveText(button);
  await page.getByTestId('add-to-cart').click();
  await expect(dialog).toBeHidden();
}

test('issue 26 item 5 (R4.qty.03): buying Standard support again sends quantity 0 and the dialog says it takes it out', async ({
  page,
}) => {
  const headers = await signIn(page, 'EN');
  const sent = sentQuantities(page);
  await openPage(page, '/services');
  await page.getByRole('button', { name: 'Buy: Standard support' }).click();
  await addThroughDialog(page, 'SUPPORT_STANDARD_M1');
  await expect.poll(() => cartLines(page, headers)).toEqual({ SUPPORT_STANDARD_M1: 1 });

  await page.getByRole('button', { name: 'Buy: Standard support' }).click();
  await page.getByTestId('price-SUPPORT_STANDARD_M1').click();
  await expect(page.getByTestId('add-removes')).toHaveText(
    'Standard support (Monthly) is already in your cart. Buying it again takes it out of the cart.',
  );
  await expect(page.getByTestId('add-total')).toHaveCount(0);
  await addThroughDialog(page, 'SUPPORT_STANDARD_M1', 'Remove');
  expect(sent).toEqual(['SUPPORT_STANDARD_M1=1', 'SUPPORT_STANDARD_M1=0']);
  await expect.poll(() => cartLines(page, headers)).toEqual({});
});

test('issue 26 item 6 (R4.buy.03, R4.buy.04): Support Plus asks about Standard support in the cart; Support Plus blocks Standard support', async ({
  page,
}) => {
  const headers = await signIn(page, 'EN');
  expect((await page.request.put('/api/product/cart?productKey=SUPPORT_STANDARD_Y1&quantity=1', { headers })).ok()).toBe(true);
  await openPage(page, '/services');

  // checkProduct: Standard support is in the cart; the customer swaps it for Support Plus.
  await page.getByRole('button', { name: 'Buy: Support Plus' }).click();
  let confirm = page.getByRole('dialog', { name: 'Standard support is already in your cart' });
  await expect(confirm).toContainText('Support Plus includes everything Standard support offers.');
  await expect(confirm.getByRole('listitem')).toHaveText(['Standard support']);
  await expect(confirm.getByRole('button', { name: 'Keep both' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove Standard support' }).click();
  await addThroughDialog(page, 'SUPPORT_PLUS_M1');
  await expect.poll(() => cartLines(page, headers)).toEqual({ SUPPORT_PLUS_M1: 1 });

  // blocker: Support Plus is in the cart; Standard support cannot join it, only replace it.
  await page.getByRole('button', { name: 'Buy: Standard support' }).click();
  confirm = page.getByRole('dialog', { name: 'Support Plus is already in your cart' });
  await expect(confirm).toContainText('remove Support Plus from your cart');
  await expect(confirm.getByRole('button', { name: 'Keep both' })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await cartLines(page, headers)).toEqual({ SUPPORT_PLUS_M1: 1 });
  // Buy again at once, while the cancelled dialog is still leaving the screen: a new dialog opens
  // (the closing flow used to swallow the click, then take the page's flow away when it was done).
  await page.getByRole('button', { name: 'Buy: Standard support' }).click();
  await page
    .getByRole('dialog', { name: 'Support Plus is already in your cart' })
    .getByRole('button', { name: 'Remove Support Plus' })
    .click();
  await addThroughDialog(page, 'SUPPORT_STANDARD_M1');
  await expect.poll(() => cartLines(page, headers)).toEqual({ SUPPORT_STANDARD_M1: 1 });

  // checkProduct again, keeping both this time.
  await page.getByRole('button', { name: 'Buy: Support Plus' }).click();
  await page.getByRole('dialog', { name: 'Standard support is already in your cart' }).getByRole('button', { name: 'Keep both' }).click();
  await addThroughDialog(page, 'SUPPORT_PLUS_Y1');
  await expect.poll(() => cartLines(page, headers)).toEqual({ SUPPORT_STANDARD_M1: 1, SUPPORT_PLUS_Y1: 1 });
});

test('issue 26 item 15: a hardware dialog gives a one-time price; the best-offer badge keeps one line at 375 (KA, screenshots)', async ({
  page,
}, testInfo) => {
  await signIn(page, 'KA');
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await openPage(page, '/hardware');
    await page
      .getByRole('button', { name: /ჩეკის პრინტერი/ })
      .first()
      .click();
    const dialog = page.getByTestId('add-to-cart-modal');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ფასი');
    await expect(dialog).toContainText('იხდით ერთხელ');
    await expect(dialog).not.toContainText(/პერიოდ|გამოწერ/);
    await page.screenshot({ path: testInfo.outputPath(`hardware-dialog-ka-${viewport.width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openPage(page, '/');
    await page.getByRole('button', { name: 'ყიდვა: ორიონი ERP' }).click();
    const badge = page.getByTestId('price-ORIONI_ERP_Y1').locator('.buy-price__sale');
    await expect(badge).toBeVisible();
    // One line: the badge is no taller than its own line height.
    const { height, lineHeight } = await badge.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(height, `badge at ${viewport.width}`).toBeLessThan(lineHeight * 1.5);
    await page.screenshot({ path: testInfo.outputPath(`best-offer-ka-${viewport.width}.png`) });
    await page.keyboard.press('Escape');
  }
});
