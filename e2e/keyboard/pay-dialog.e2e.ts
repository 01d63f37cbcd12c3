import { uniquePersonalNumber } from '../support/auth';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/app';
import { customerWithCart } from './customer';

/** Issue 32 item 10: the pay confirmation closes on Escape, and its Cancel button is whole on a phone. */

/** From the cart to the pay confirmation with the keyboard: Next on a phone, the ID number typed, Enter. */
async function openPayDialog(page: Page, mobile: boolean) {
  await openPage(page, '/cart');
  if (mobile) {
    await page.getByTestId('cart-next').focus();
    await page.keyboard.press('Enter');
    // Next moves focus to the payer form's first field (issue 32 item 11): wait for it before moving on,
    // or that move lands in the middle of the typing below.
    await expect(page.locator('#checkout-form input:not([disabled]):not([readonly])').first()).toBeFocused();
  }
  const id = page.locator('input[name="idNumber"]');
  await id.focus();
  await page.keyboard.type(uniquePersonalNumber());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pay-dialog')).toBeVisible();
}

for (const width of [1440, 375, 320]) {
  test(`issue 32 item 10: the pay confirmation closes on Escape and shows its Cancel button whole at ${width}px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 740 });
    await customerWithCart(page, 'Keys');
    await openPayDialog(page, width < 900);

    const dialog = page.getByRole('dialog');
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();
    const box = (await cancel.boundingBox())!;
    const panel = (await dialog.boundingBox())!;
    expect(box.x, 'Cancel starts inside the dialog').toBeGreaterThanOrEqual(panel.x);
    expect(box.x + box.width, 'Cancel ends inside the dialog').toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Nothing in the dialog is wider than the dialog itself.
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pay-dialog')).toBeHidden();
    // The cart is untouched: nothing was paid.
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
  });
}
