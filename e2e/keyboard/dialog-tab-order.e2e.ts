import { expect, test } from '@playwright/test';
import { openPage, VIEWPORTS } from '../support/app';
import { loginViaApi, registerAndVerify } from '../support/auth';

/** Issue 32 item 12: in the add-to-cart dialog on a phone, Tab goes through the actions in the order they are shown. */

test('issue 32 item 12: at 375 px the add-to-cart dialog reaches its actions with Tab in their visual order', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const { email, password } = await registerAndVerify(page.request, { language: 'EN' });
  await loginViaApi(page, email, password);
  await openPage(page, '/');

  await page.getByRole('button', { name: 'Buy: Orioni Retail POS' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('add-to-cart-modal');
  await expect(modal).toBeVisible();
  const dialog = page.getByRole('dialog');

  // Tab once round the dialog, noting each stop and where it is drawn.
  const stops: { id: string; text: string; top: number }[] = [];
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((count) => {
      const element = document.activeElement as HTMLElement | null;
      if (element && !element.dataset.stop) element.dataset.stop = String(count);
      const box = element?.getBoundingClientRect();
      return {
        id: element?.dataset.stop ?? '',
        text: (element?.textContent ?? '').trim(),
        top: box ? box.top + window.scrollY : -1,
        inside: Boolean(element?.closest('dialog')),
      };
    }, i);
    // Past the last control the native dialog hands focus to the browser: one round is done.
    if (!stop.inside || stops.some((s) => s.id === stop.id)) break;
    stops.push({ id: stop.id, text: stop.text, top: stop.top });
  }
  const cancelText = ((await dialog.locator('.modal__footer .btn').first().textContent()) ?? '').trim();
  const addText = ((await page.getByTestId('add-to-cart').textContent()) ?? '').trim();
  const cancel = stops.findIndex((s) => s.text === cancelText);
  const add = stops.findIndex((s) => s.text === addText);
  expect(cancel, JSON.stringify(stops)).toBeGreaterThanOrEqual(0);
  expect(add, JSON.stringify(stops)).toBeGreaterThanOrEqual(0);
  // Whichever comes first with Tab is the one drawn higher.
  const [first, second] = cancel < add ? [stops[cancel]!, stops[add]!] : [stops[add]!, stops[cancel]!];
  expect(first.top, JSON.stringify(stops)).toBeLessThan(second.top);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
